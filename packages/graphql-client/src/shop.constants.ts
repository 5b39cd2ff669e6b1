/**
 * The business constants of spec §9 that this package uses, in one place (DESIGN §4): no magic
 * numbers in the exchanges, the store helpers or the image helpers.
 */

/** The store view code sent in the `Store` header until another one is stored. */
export const DEFAULT_STORE_CODE = 'fr';

/** Retry: at most this many attempts in all (the first one included). */
export const RETRY_MAX_ATTEMPTS = 5;

/**
 * Retry: the delay the backoff starts from. The first retry waits 1.5 to 2.5 times it, each later
 * one 1.5 to 2.5 times the wait before (urql's retry exchange, random delay, no maximum).
 */
export const RETRY_INITIAL_DELAY_MS = 300;

/** Admin preview credentials are applied on the load that follows, then removed after this. */
export const PREVIEW_TTL_MS = 10_000;

/** The memoisation cache limit of spec §9, used as the size bound of the document cache. */
export const CACHE_MAX_ENTRIES = 65_536;

/**
 * The longest GET URL the transport sends before it falls back to POST. Magento's reference CDN
 * (Fastly) accepts about 8 KB of URL; staying under it keeps queries cacheable.
 */
export const MAX_GET_URL_LENGTH = 8_000;

/**
 * A mutation with no answer after this long counts as a network error (and is retried only when it
 * is safe to repeat). A payment or an order may take long on the backend: it is not cut short.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A read (query) with no answer after this long is abandoned, and not retried automatically: the
 * shopper sees the error view and its retry button before 10 s (reliability case R2, decision 106).
 * The storefront's client-side navigations use the same bound.
 */
export const READ_TIMEOUT_MS = 8_000;

/** Image widths the storefront asks the media server for (spec §9). */
export const IMAGE_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;

/** Width ÷ height of a product image when the caller gives no height (spec §9): portrait 4:5. */
export const DEFAULT_IMAGE_RATIO = 0.8;

/** JPEG/WebP quality asked of the media server (spec §7 and §9). */
export const IMAGE_QUALITY = 85;
