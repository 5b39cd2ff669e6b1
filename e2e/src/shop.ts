import path from 'node:path';
import { startCommerceServer } from '@vitrine/test-harness';
import { repoRoot, run, spawnService } from './services.ts';
import type { RunningService } from './services.ts';

export interface RunningShop {
  storefrontUrl: string;
  backendUrl: string;
  stop(): Promise<void>;
}

const storefrontDir = path.join(repoRoot, 'apps/storefront');
const pnpm = process.env.npm_execpath?.includes('pnpm') ? process.env.npm_execpath : 'pnpm';
const pnpmArgs = (args: string[]) =>
  pnpm.endsWith('.cjs') || pnpm.endsWith('.js') ? [pnpm, ...args] : args;
const pnpmCommand = pnpm.endsWith('.cjs') || pnpm.endsWith('.js') ? process.execPath : pnpm;

/**
 * Builds the storefront and starts the whole shop on free ports: the commerce server on a fresh
 * in-memory seeded database, then the storefront pointed at it.
 */
export async function startShop(
  options: {
    build?: boolean;
    backendEnv?: Record<string, string>;
    /** Settings of the storefront's server; a function gets the backend's URL (e.g. ADMIN_ORIGIN). */
    storefrontEnv?: (backendUrl: string) => Record<string, string>;
  } = {},
): Promise<RunningShop> {
  if (options.build !== false) {
    await run(pnpmCommand, pnpmArgs(['run', 'build']), storefrontDir);
  }
  const started: { stop(): Promise<void> }[] = [];
  try {
    const backend = await startCommerceServer({
      // As `pnpm start` runs it: the storefront (loopback) is the proxy whose X-Forwarded-For counts.
      env: {
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        TRUSTED_PROXIES: 'loopback',
        ...options.backendEnv,
      },
      timeoutMs: 180_000,
    });
    started.push(backend);
    const storefront = await startStorefront(backend.url, options.storefrontEnv?.(backend.url));
    started.push(storefront);
    await waitUntilAnswering(`${backend.url}/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D`);
    await waitUntilAnswering(storefront.url);
    return {
      storefrontUrl: storefront.url,
      backendUrl: backend.url,
      stop: () => stopAll(started),
    };
  } catch (error) {
    await stopAll(started);
    throw error;
  }
}

/** Starts the built storefront (`pnpm run start`) on a free port, pointed at `backendUrl`. */
export function startStorefront(
  backendUrl: string,
  env: Record<string, string> = {},
): Promise<RunningService> {
  return spawnService('storefront', pnpmCommand, pnpmArgs(['run', 'start']), {
    cwd: storefrontDir,
    env: { PORT: '0', HOST: '127.0.0.1', MAGENTO_BACKEND_URL: backendUrl, ...env },
  });
}

/** Stops every service at once, whichever failed. */
export async function stopAll(services: { stop(): Promise<void> }[]): Promise<void> {
  await Promise.all(services.map((service) => service.stop()));
}

/** Resolves once `url` answers below 500 (a server that listens may still be warming up). */
export async function waitUntilAnswering(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers: { Store: 'fr' } });
      if (response.status < 500) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time: ${String(lastError)}`);
}
