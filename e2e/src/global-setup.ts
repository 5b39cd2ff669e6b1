import type { TestProject } from 'vitest/node';
import { startShop } from './shop.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontUrl: string;
    backendUrl: string;
  }
}

/** Starts the shop once for every journey and stops it afterwards, whatever happened. */
export default async function setup(project: TestProject) {
  // A shop already running (while developing): E2E_STOREFRONT_URL and E2E_BACKEND_URL.
  const { E2E_STOREFRONT_URL: storefront, E2E_BACKEND_URL: backend } = process.env;
  if (storefront && backend) {
    project.provide('storefrontUrl', storefront);
    project.provide('backendUrl', backend);
    return;
  }
  const shop = await startShop({ build: process.env.E2E_SKIP_BUILD !== '1' });
  project.provide('storefrontUrl', shop.storefrontUrl);
  project.provide('backendUrl', shop.backendUrl);
  return async () => {
    await shop.stop();
  };
}
