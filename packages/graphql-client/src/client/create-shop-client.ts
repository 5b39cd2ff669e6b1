/**
 * The shop's client: an `@urql/core` client (no React) with the exchanges in the order
 * `docs/graphql-client.md` explains, plus the REST client for the checkout endpoints, sharing one
 * set of injected ports. Build one per SSR request, one per browser page, one per kiosk run — never
 * a module singleton shared across requests (C8).
 */
import { Client, ssrExchange } from '@urql/core';
import type { Exchange, SSRData, SSRExchange } from '@urql/core';
import { cacheExchange, DEFAULT_CACHE_POLICIES } from '../exchanges/cache.exchange.ts';
import type { CachePolicy } from '../exchanges/cache.exchange.ts';
import { cacheIdExchange } from '../exchanges/cache-id.exchange.ts';
import { errorsExchange } from '../exchanges/errors.exchange.ts';
import type { ErrorLogger } from '../exchanges/errors.exchange.ts';
import { headersExchange } from '../exchanges/headers.exchange.ts';
import type { MeshOptions } from '../exchanges/headers.exchange.ts';
import { localAnswersExchange } from '../exchanges/local-answers.exchange.ts';
import type { LocalAnswersData } from '../exchanges/local-answers.exchange.ts';
import { mutationQueueExchange } from '../exchanges/mutation-queue.exchange.ts';
import { previewExchange } from '../exchanges/preview.exchange.ts';
import { retryExchange } from '../exchanges/retry.exchange.ts';
import { transportExchange } from '../exchanges/transport.exchange.ts';
import { startPreviewSession } from '../preview/preview-session.ts';
import type { PreviewCredentials } from '../preview/preview-session.ts';
import { createRestClient } from '../rest/rest-client.ts';
import type { RestClient } from '../rest/rest-client.ts';
import { createMemoryStorage } from '@vitrine/commerce-primitives';
import type { StoragePort } from '@vitrine/commerce-primitives';

/** Options of {@link createShopClient}. Every environment dependency is injected. */
export interface ShopClientOptions {
  /**
   * Base URL of the commerce backend. In the browser leave it out: GraphQL goes to `/graphql` and
   * REST to `/rest/V1/...` on the site origin. On the server and in the kiosk pass
   * `MAGENTO_BACKEND_URL` (e.g. `http://localhost:4000`), since Node's fetch needs absolute URLs.
   */
  backendUrl?: string;
  /**
   * Browser-like storage for the store view, currency, cache id and preview keys (spec §9).
   * @defaultValue a fresh in-memory storage (SSR request, kiosk)
   */
  storage?: StoragePort;
  /** @defaultValue `globalThis.fetch` */
  fetch?: typeof fetch;
  /** The online signal; offline, failed requests are not retried. @defaultValue `navigator.onLine`, else true */
  isOnline?: () => boolean;
  /** The stored sign-in token, read on every request. */
  getToken?: () => string | null | undefined;
  /**
   * SSR: `'server'` collects results to send with the page (`extractData()`), `'client'` starts
   * from `initialState`. Leave out to use no SSR cache.
   */
  ssr?: { mode: 'server' } | { mode: 'client'; initialState?: SSRData };
  /**
   * Admin preview credentials of this request (SSR reads them from the request). In the browser
   * they are read from storage, where the preview message put them.
   */
  preview?: PreviewCredentials | null;
  /** Store-config, currency and review-rating metadata embedded in the page (local answers). */
  localData?: LocalAnswersData;
  /** The API Mesh flag and key. */
  mesh?: MeshOptions;
  /** Where GraphQL errors are logged. @defaultValue `console.error` */
  log?: ErrorLogger;
  /** Cache policies by operation name, over the defaults of spec §7. */
  cachePolicies?: Readonly<Record<string, CachePolicy>>;
  /** The store view code when none is stored. @defaultValue `'fr'` */
  defaultStoreCode?: string;
}

/** What {@link createShopClient} returns. */
export interface ShopClient {
  /** The urql client every GraphQL call goes through. */
  readonly graphql: Client;
  /** The REST client for the checkout endpoints. */
  readonly rest: RestClient;
  /** The storage the client reads its store context from. */
  readonly storage: StoragePort;
  /** SSR: the results collected during this request, to serialise into the page. */
  extractData(): SSRData;
  /** Cancels pending timers (the preview expiry); call at the end of an SSR request. */
  dispose(): void;
}

/**
 * Creates the shop's client.
 *
 * @example
 * // Browser, once per page:
 * const shop = createShopClient({ storage: localStorage, getToken: readToken, isOnline: () => navigator.onLine });
 * // Server, once per request:
 * const shop = createShopClient({ backendUrl: process.env.MAGENTO_BACKEND_URL, ssr: { mode: 'server' } });
 */
export function createShopClient(options: ShopClientOptions = {}): ShopClient {
  const storage = options.storage ?? createMemoryStorage();
  const backendUrl = (options.backendUrl ?? '').replace(/\/+$/, '');
  const preview = startPreviewSession({
    storage,
    initial: options.preview ?? null,
  });
  const ssr: SSRExchange | undefined = options.ssr
    ? ssrExchange({
        isClient: options.ssr.mode === 'client',
        ...(options.ssr.mode === 'client' && options.ssr.initialState
          ? { initialState: options.ssr.initialState }
          : {}),
      })
    : undefined;

  // Order and reasons: docs/graphql-client.md. Synchronous exchanges first, asynchronous last.
  const exchanges: Exchange[] = [
    previewExchange({ getPreview: () => preview.current() }),
    headersExchange({
      storage,
      ...(options.getToken ? { getToken: options.getToken } : {}),
      ...(options.mesh ? { mesh: options.mesh } : {}),
      ...(options.defaultStoreCode ? { defaultStoreCode: options.defaultStoreCode } : {}),
    }),
    cacheIdExchange({ storage }),
    ...(options.localData ? [localAnswersExchange({ data: options.localData })] : []),
    cacheExchange({ policies: { ...DEFAULT_CACHE_POLICIES, ...options.cachePolicies } }),
    ...(ssr ? [ssr] : []),
    errorsExchange(options.log ? { log: options.log } : {}),
    mutationQueueExchange(),
    retryExchange({
      ...(options.isOnline ? { isOnline: options.isOnline } : {}),
    }),
    transportExchange(),
  ];

  const graphql = new Client({
    url: `${backendUrl}/graphql`,
    exchanges,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    requestPolicy: 'cache-first',
  });
  const rest = createRestClient({
    baseUrl: backendUrl,
    ...(options.getToken ? { getToken: options.getToken } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return {
    graphql,
    rest,
    storage,
    extractData: () => ssr?.extractData() ?? {},
    dispose: () => preview.dispose(),
  };
}
