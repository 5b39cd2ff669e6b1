import { requiresSignIn } from '@vitrine/session';

/**
 * Which of the shop's requests the service worker may answer from a cache, and with which
 * strategy (spec §2, §7; decision 135). Pure functions over the URL and the request's method,
 * mode, destination and headers, so they are tested without a worker.
 */

/** The part of a request the rules read (a `Request` has all of it). */
export interface RequestFacts {
  method: string;
  mode: string;
  destination: string;
  headers: { has(name: string): boolean; get(name: string): string | null };
}

/** Cache names, one per strategy; a version suffix lets a later worker drop a whole cache. */
export const CACHES = {
  pages: 'vitrine-pages-v1',
  catalogueQueries: 'vitrine-catalogue-queries-v1',
  images: 'vitrine-images-v1',
  assets: 'vitrine-assets-v1',
} as const;

/**
 * A navigation waits this long for the network before the cached page is shown (a slow mobile
 * network still shows the page the shopper saw; the network's answer still refreshes the cache).
 */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Catalogue reads the browser sends as GET (`packages/graphql-client` sends every query as GET
 * unless its URL is too long; mutations always POST). Only these may come from the cache: cart,
 * customer, wish list and order queries are never listed, whatever header they carry.
 */
export const CATALOGUE_OPERATIONS: ReadonlySet<string> = new Set([
  'GetMegaMenu',
  'GetMegaMenuPromos',
  'GetNavigationMenu',
  'GetCategories',
  'GetCategoryData',
  'GetFilterInputs',
  'GetProductListing',
  'ProductSearch',
  'GetAutocompleteResults',
  'GetProductDetailForProductPage',
  'GetProductReviews',
  'GetProductFaq',
  'GetProductPageSections',
  'ResolveURL',
  'GetRouteInStore',
  'GetCmsPage',
  'GetCmsBlocks',
  'GetStoreConfigData',
  'GetAvailableStores',
  'GetCurrencyData',
  'GetStoreList',
  'GetStoreDetails',
]);

/**
 * Pages of one shopper: cart, checkout, account and sign-in pages, and whatever is behind the
 * backend's REST and payment paths. A path naming `/checkout` anywhere counts (spec §2's checkout
 * shell rule uses the same test).
 */
const PRIVATE_PREFIXES = ['/cart', '/account', '/customer', '/rest/', '/payment/', '/csp-report'];
const PRIVATE_PAGES = new Set([
  '/sign-in',
  '/create-account',
  '/forgot-password',
  '/track-my-order',
]);

/** react-router's data requests for a client-side navigation (`/path.data`, `/_root.data`). */
const DATA_SUFFIX = '.data';

/** The page path a request is for: a data request's page, or the path itself. */
function pagePath(url: URL): string {
  if (!url.pathname.endsWith(DATA_SUFFIX)) return url.pathname;
  const page = url.pathname.slice(0, -DATA_SUFFIX.length);
  return page === '/_root' ? '/' : page;
}

/**
 * Whether a request must always go to the network and never be stored: anything but GET, anything
 * authorised, and the shopper's own pages (cart, checkout, account, sign-in, signed-in routes).
 */
export function isPrivateRequest(url: URL, request: RequestFacts): boolean {
  if (request.method !== 'GET') return true;
  // A signed-out shopper's calls carry an empty `Authorization` (as Magento's storefront sends
  // them, spec §7): only a credential makes a request the shopper's own.
  if ((request.headers.get('authorization') ?? '').trim() !== '') return true;
  const path = pagePath(url);
  if (path.includes('/checkout')) return true;
  if (PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix))) return true;
  return PRIVATE_PAGES.has(path) || requiresSignIn(path);
}

/**
 * A page of the shop as a document: a navigation, or the page's own address the page hands the
 * worker once it takes over (Workbox's `CACHE_URLS` message, which cannot be a navigation and
 * asks for HTML instead), so the first page seen is readable offline too.
 */
export function isDocumentRequest(url: URL, request: RequestFacts): boolean {
  if (url.pathname.startsWith('/graphql') || url.pathname.startsWith('/media/')) return false;
  if (url.pathname.endsWith(DATA_SUFFIX)) return false;
  return (
    request.mode === 'navigate' || (request.headers.get('accept') ?? '').startsWith('text/html')
  );
}

/** A catalogue read sent as GET to the shop's GraphQL proxy. */
export function isCatalogueQuery(url: URL, request: RequestFacts): boolean {
  if (url.pathname !== '/graphql' || request.method !== 'GET') return false;
  const operation = url.searchParams.get('operationName');
  return operation !== null && CATALOGUE_OPERATIONS.has(operation);
}

/**
 * The catalogue cache's key of a query: its address with the store view and the currency it was
 * asked in (the `Store` and `Content-Currency` headers, which the address does not hold), so that a
 * shopper who switches store view or currency never reads another one's answer.
 */
export function catalogueCacheKey(url: URL, request: RequestFacts): string {
  const store = request.headers.get('store') ?? '';
  const currency = request.headers.get('content-currency') ?? '';
  const extra = `vitrine_store=${encodeURIComponent(store)}${currency ? `&vitrine_currency=${encodeURIComponent(currency)}` : ''}`;
  return `${url.href}${url.search ? '&' : '?'}${extra}`;
}

/**
 * A product, category or CMS image: through the media proxy, each width its own URL (the shop's
 * image URLs carry `width`), so each width is its own cache entry.
 */
export function isImageRequest(url: URL, request: RequestFacts): boolean {
  return (
    url.pathname.startsWith('/media/') &&
    (request.destination === 'image' || url.searchParams.has('width'))
  );
}

/**
 * The build's hashed styles, fonts and other files: never change under a name, so the first copy
 * is kept (decision 135). Scripts are not: the browser's own cache keeps them as long (their
 * answers are immutable for a year) and, unlike a worker's cache filled at run time, keeps the
 * engine's compiled code with them — served by the worker, every chunk was compiled again on
 * each page, which doubled the blocking time of the cart and the checkout (decision 179).
 */
export function isBuildAsset(url: URL): boolean {
  return url.pathname.startsWith('/assets/') && !/\.m?js$/.test(url.pathname);
}

/**
 * Requests the browser sends straight to the network without waking the worker (Chrome's
 * service worker static routing API, `InstallEvent.addRoutes`; decision 179): the build's scripts
 * (the browser's cache keeps them, see {@link isBuildAsset}), anything but GET, and the shopper's
 * own pages that no route of the worker handles anyway. Each is a subset of what the worker's
 * routes leave to the network, so a browser without the API behaves the same, a little slower.
 * URL patterns' `*` matches any run of characters, `/` included.
 */
export const NETWORK_ROUTES: readonly (
  | { readonly pathname: string; readonly method?: never }
  | { readonly method: 'POST' | 'PUT' | 'DELETE'; readonly pathname?: never }
)[] = [
  { pathname: '/assets/*.js' },
  { pathname: '/checkout*' },
  { pathname: '/cart' },
  { pathname: '/cart.data' },
  { pathname: '/account*' },
  { pathname: '/customer*' },
  { pathname: '/rest/*' },
  { pathname: '/payment/*' },
  { method: 'POST' },
  { method: 'PUT' },
  { method: 'DELETE' },
];

/**
 * Whether an answer may be kept: a complete one (200) that its server did not mark `no-store` (an
 * admin's preview, decision 141, or anything the server says must not be kept).
 */
export function isKeepable(response: {
  status: number;
  headers: { get(name: string): string | null };
}): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && !/(^|,)\s*no-store\s*(,|$)/i.test(cacheControl);
}
