import { mapExchange } from '@urql/core';
import type { Exchange } from '@urql/core';
import type { StoragePort } from '@vitrine/commerce-primitives';
import { readStorage, writeStorage } from '@vitrine/commerce-primitives';
import { STORAGE_KEYS } from '../store/store-context.ts';
import { withContext, withHeaders } from './operation.utils.ts';

/** The header Magento names its cache id with, in both directions. */
export const CACHE_ID_HEADER = 'x-magento-cache-id';

/** Options of {@link cacheIdExchange}. */
export interface CacheIdExchangeOptions {
  /** Where the cache id is kept between requests and page loads. */
  storage: StoragePort;
}

/**
 * Echoes Magento's cache id (DESIGN §3, magento-contract §3): every response's
 * `X-Magento-Cache-Id` is stored, and every request sends the stored one, so a CDN caches GET
 * queries per store, currency and customer group instead of bypassing signed-in shoppers.
 *
 * The response header is read by wrapping the operation's `fetch` in its context: urql's results
 * do not carry response headers, and the wrapper keeps the exchange free of shared state.
 */
export const cacheIdExchange = ({ storage }: CacheIdExchangeOptions): Exchange =>
  mapExchange({
    onOperation: (operation) => {
      const stored = readStorage(storage, STORAGE_KEYS.cacheId);
      const withId = stored
        ? withHeaders(operation, { [CACHE_ID_HEADER]: stored }, 'keep-existing')
        : operation;
      const baseFetch = operation.context.fetch;
      const capturingFetch: typeof fetch = async (input, init) => {
        const response = await (baseFetch ?? globalThis.fetch)(input, init);
        const received = response.headers.get(CACHE_ID_HEADER);
        if (received && received !== readStorage(storage, STORAGE_KEYS.cacheId)) {
          writeStorage(storage, STORAGE_KEYS.cacheId, received);
        }
        return response;
      };
      return withContext(withId, { fetch: capturingFetch });
    },
  });
