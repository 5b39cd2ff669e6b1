/**
 * Vitest global setup: one real commerce server (in-memory PGlite, seeded) for the whole run; the
 * integration tests reach it over HTTP through `inject('commerceServerUrl')`. Each test makes its
 * own carts and customers, so sharing one server is safe and saves a 20-second start per file.
 */
import { startCommerceServer } from '@vitrine/test-harness';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    commerceServerUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startCommerceServer({ timeoutMs: 180_000 });
  project.provide('commerceServerUrl', server.url);
  return () => server.stop();
}
