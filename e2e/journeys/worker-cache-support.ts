/**
 * Reading the service worker's caches from a page, for the journeys that check its strategies
 * (`service-worker-caching.journey.ts`) and its offline pages (`offline.journey.ts`).
 */
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** The worker's run-time caches (`CACHES` in `apps/storefront/service-worker/rules.ts`). */
export const IMAGE_CACHE = 'vitrine-images-v1';
export const QUERY_CACHE = 'vitrine-catalogue-queries-v1';
export const PAGE_CACHE = 'vitrine-pages-v1';

/** A header the journey adds to a cached answer: whoever gets it was answered from the cache. */
export const MARK = 'x-journey-cached-copy';

/** The service worker has taken the page (registered after `load`, when the browser is idle). */
export async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

/** Every cache of the page's origin and the URLs it holds (the precache's and the worker's). */
export const allCaches = (page: Page) =>
  page.evaluate(async () => {
    const entries: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      entries[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return entries;
  });

/** The URLs one cache holds (none when the worker never opened it). */
export const cached = async (page: Page, cacheName: string) =>
  (await allCaches(page))[cacheName] ?? [];

/**
 * Replaces a cached answer by a copy marked with {@link MARK} (same body and headers, so the
 * worker's expiration still reads its date): a later answer carrying the mark came from the cache.
 */
export const markCachedCopy = (page: Page, cacheName: string, url: string) =>
  page.evaluate(
    async ({ cacheName, url, mark }) => {
      const cache = await caches.open(cacheName);
      // The entry as stored (its request's headers, which the answer's Vary names, kept).
      const [stored] = await cache.keys(url, { ignoreVary: true });
      const original = stored && (await cache.match(stored, { ignoreVary: true }));
      if (!stored || !original) return false;
      const headers = new Headers(original.headers);
      headers.set(mark, 'yes');
      await cache.put(stored, new Response(await original.blob(), { status: 200, headers }));
      return true;
    },
    { cacheName, url, mark: MARK },
  );

/** Whether the cached answer for `url` is still the copy {@link markCachedCopy} made. */
export const cachedCopy = (page: Page, cacheName: string, url: string) =>
  page.evaluate(
    async ({ cacheName, url, mark }) => {
      const answer = await (await caches.open(cacheName)).match(url, { ignoreVary: true });
      if (!answer) return 'missing';
      return answer.headers.get(mark) === 'yes' ? 'marked' : 'refreshed';
    },
    { cacheName, url, mark: MARK },
  );

/** A GET made from the page's own script, so it goes through the worker like the shop's. */
export const fetchFromPage = (page: Page, url: string, headers: Record<string, string> = {}) =>
  page.evaluate(
    async ({ url, headers, mark }) => {
      try {
        const answer = await fetch(url, { headers });
        const body = await answer.text();
        return {
          status: answer.status,
          type: answer.headers.get('content-type') ?? '',
          marked: answer.headers.get(mark) === 'yes',
          body,
        };
      } catch (error) {
        return { status: 0, type: '', marked: false, body: String(error) };
      }
    },
    { url, headers, mark: MARK },
  );

/** The shop's images (through the media proxy) the page shows in the window, as drawn. */
export const imagesInView = (page: Page) =>
  page.$$eval('main img', (images) =>
    (images as HTMLImageElement[])
      .filter((image) => {
        const box = image.getBoundingClientRect();
        const inWindow =
          box.width > 0 &&
          box.height > 0 &&
          box.bottom > 0 &&
          box.right > 0 &&
          box.top < window.innerHeight &&
          box.left < window.innerWidth;
        return inWindow && /^\/media\//.test(new URL(image.currentSrc || image.src).pathname);
      })
      .map((image) => ({
        src: image.currentSrc,
        srcset: image.srcset,
        loaded: image.complete && image.naturalWidth > 0 && image.currentSrc !== '',
        size: `${String(image.naturalWidth)}x${String(image.naturalHeight)}`,
      })),
  );

/** Waits until the page shows at least one shop image in the window and every one is decoded. */
export async function decodedImagesInView(page: Page) {
  await expect
    .poll(
      async () => {
        const images = await imagesInView(page);
        return images.length > 0 && images.every((image) => image.loaded);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return imagesInView(page);
}

/** The candidates of a `srcset`, by width (`url 320w, …`). */
export const srcsetCandidates = (srcset: string, base: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url, base).href);

export const widthOf = (url: string) => new URL(url).searchParams.get('width');
export const withoutWidth = (url: string) => {
  const parsed = new URL(url);
  parsed.searchParams.delete('width');
  parsed.searchParams.delete('height');
  return parsed.href;
};

/** The worker's own network requests (a request it passed on or refreshed), by URL. */
export function workerNetworkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.context().on('request', (request: Request) => {
    if (request.serviceWorker()) urls.push(request.url());
  });
  return urls;
}
