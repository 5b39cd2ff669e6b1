/// <reference lib="webworker" />
/**
 * The shop's service worker (spec §2, §7, §8; decision 135), all of its caching done by Workbox's
 * strategies: which request gets which is `rules.ts`'s. Built by `scripts/build-service-worker.ts`
 * after the app, which bundles this file and injects the precache manifest (the offline page, the
 * manifest and its icons) at `self.__WB_MANIFEST`.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  PrecacheFallbackPlugin,
  cleanupOutdatedCaches,
  precacheAndRoute,
} from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  OFFLINE_IMAGE_PATH,
  OFFLINE_PAGE_PATH,
  type PrefetchImagesAnswer,
  type ServiceWorkerMessage,
} from '../app/lib/service-worker-protocol.ts';
import {
  CACHES,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  catalogueCacheKey,
  isBuildAsset,
  isCatalogueQuery,
  isImageRequest,
  isDocumentRequest,
  isKeepable,
  isPrivateRequest,
  NETWORK_ROUTES,
} from './rules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const DAY = 24 * 60 * 60;
/**
 * Only complete answers are kept (never an error page, a redirect or an opaque response) and never
 * one its server marked `no-store` (an admin's preview): Workbox's `cacheWillUpdate` hook.
 */
const okOnly = () => ({
  cacheWillUpdate: ({ response }: { response: Response }) =>
    Promise.resolve(isKeepable(response) ? response : null),
});

/** Chrome's static routing API (123+); other browsers lack it and dispatch every fetch. */
interface RouterRule {
  condition: { urlPattern?: URLPattern; requestMethod?: string };
  source: 'network';
}
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };
declare const URLPattern: new (input: { pathname: string }) => URLPattern;
type URLPattern = object;

// Before Workbox's own install work: what the worker never handles does not wake it (decision 179).
self.addEventListener('install', (event: RoutingInstallEvent) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern === 'undefined') return;
  const rules = NETWORK_ROUTES.map((route): RouterRule => ({
    condition: route.method
      ? { requestMethod: route.method }
      : { urlPattern: new URLPattern({ pathname: route.pathname }) },
    source: 'network',
  }));
  event.waitUntil(event.addRoutes(rules).catch(() => undefined));
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new worker waits (the shop offers to reload, decision 135); a first one takes the open pages
// at once, so the page that installed it is served offline too.
clientsClaim();
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The shopper's own requests (cart, checkout, account, anything authorised, anything but GET) and
// other origins' match no route: the worker leaves them to the browser, which sends them to the
// network as if there were no worker, never stored.
const mayCache = (url: URL, request: Request) =>
  url.origin === self.location.origin && !isPrivateRequest(url, request);

registerRoute(
  ({ url, request }) => mayCache(url, request) && isDocumentRequest(url, request),
  new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      okOnly(),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY }),
      // A page never seen, offline: the French offline page from the precache.
      new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE_PATH }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => mayCache(url, request) && isCatalogueQuery(url, request),
  new StaleWhileRevalidate({
    cacheName: CACHES.catalogueQueries,
    plugins: [
      okOnly(),
      // One entry per store view and currency: the same address answers each differently.
      {
        cacheKeyWillBeUsed: ({ request }) =>
          Promise.resolve(catalogueCacheKey(new URL(request.url), request)),
      },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 2 * DAY }),
    ],
  }),
);

const images = new CacheFirst({
  cacheName: CACHES.images,
  // The media answers vary on `Accept` (AVIF, WebP or JPEG for the same address); an image kept
  // from a prefetch or the first page (asked with `*/*`) must still answer the page's `<img>`,
  // which asks with the browser's image types. One browser, one set of types: any copy shows.
  matchOptions: { ignoreVary: true },
  plugins: [
    okOnly(),
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    // An image never seen, offline: a plain placeholder in the shimmer's colour, not a broken one.
    new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_IMAGE_PATH }),
  ],
});
registerRoute(({ url, request }) => mayCache(url, request) && isImageRequest(url, request), images);

registerRoute(
  ({ url, request }) => mayCache(url, request) && isBuildAsset(url),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY })],
  }),
);

// Spec §7: a page may ask for images ahead of need; the answer goes back on the message's port.
self.addEventListener('message', (event) => {
  const message = event.data as ServiceWorkerMessage | null;
  if (message?.type !== 'PREFETCH_IMAGES') return;
  const port = event.ports[0];
  const work = Promise.allSettled(
    message.urls
      .map((href) => new URL(href, self.location.origin))
      .filter((url) => url.origin === self.location.origin && url.pathname.startsWith('/media/'))
      .map(async (url) => {
        const request = new Request(url);
        // `handleAll`'s second promise settles once the answer is in the cache.
        const [answer, done] = images.handleAll({ event, request });
        await answer;
        await done;
        // Kept only if the cache now holds it: a refused size, a missing image or the offline
        // placeholder is an answer, not a kept image.
        const kept = await (await caches.open(CACHES.images)).match(request, { ignoreVary: true });
        if (!kept) throw new Error(`Not kept: ${url.href}`);
      }),
  ).then((results) => {
    const cached = results.filter((result) => result.status === 'fulfilled').length;
    const answer: PrefetchImagesAnswer = {
      type: 'PREFETCH_IMAGES_DONE',
      cached,
      failed: message.urls.length - cached,
    };
    port?.postMessage(answer);
  });
  event.waitUntil(work);
});
