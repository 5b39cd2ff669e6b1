import { createShopClient } from '@vitrine/graphql-client';
import type { MiddlewareFunction } from 'react-router';
import { shopContext } from '../context.ts';
import { backendHealth } from './backend-health.server.ts';
import { previewFromCookies } from './admin-preview.ts';
import { backendUrl } from './backend.server.ts';
import { createCachingFetch } from './http-cache.ts';
import { SHOPPER_ADDRESS_HEADER } from './shopper-address.ts';

/** One cache for the whole process: public catalog and content answers are shared by visitors. */
const cachedFetch = createCachingFetch(backendHealth.watch(globalThis.fetch.bind(globalThis)));

/**
 * A fetch that tells the backend whose request it makes (`X-Forwarded-For`): the commerce
 * server believes it from the storefront (its TRUSTED_PROXIES) and counts its per-address limits
 * per shopper. The storefront's own backend calls carry no other forwarding header, so this one
 * address is the whole chain.
 */
export function forwardingFor(address: string | null, base: typeof fetch): typeof fetch {
  if (!address) return base;
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    headers.set('x-forwarded-for', address);
    return base(input, { ...init, headers });
  };
}

/**
 * Gives every server request its own shop client (never shared: the cache and cache id belong to
 * one visitor), and disposes of it once the response is made.
 */
export const shopMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const shop = createShopClient({
    backendUrl: backendUrl(),
    fetch: forwardingFor(request.headers.get(SHOPPER_ADDRESS_HEADER), cachedFetch),
    // An admin preview's load (decision 141): content reads carry its authorization and version.
    preview: previewFromCookies(request.headers.get('cookie')),
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
