import { createShopClient } from '@vitrine/graphql-client';
import type { MiddlewareFunction } from 'react-router';
import { shopContext } from '../context.ts';
import { backendHealth } from './backend-health.server.ts';
import { backendUrl } from './backend.server.ts';
import { createCachingFetch } from './http-cache.ts';

/** One cache for the whole process: public catalog and content answers are shared by visitors. */
const cachedFetch = createCachingFetch(backendHealth.watch(globalThis.fetch.bind(globalThis)));

/**
 * Gives every server request its own shop client (never shared: the cache and cache id belong to
 * one visitor), and disposes of it once the response is made.
 */
export const shopMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const shop = createShopClient({
    backendUrl: backendUrl(),
    fetch: cachedFetch,
    // No retries while the backend cannot be connected to: the page answers its 503 at once.
    isOnline: backendHealth.isReachable,
    log: (message, { operationName }) => {
      console.error(JSON.stringify({ level: 'error', msg: 'graphql', operationName, message }));
    },
  });
  context.set(shopContext, shop);
  try {
    return await next();
  } finally {
    shop.dispose();
  }
};
