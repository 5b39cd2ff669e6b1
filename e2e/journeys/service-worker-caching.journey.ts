/**
 * The service worker's strategies in a real browser (issue 21's rules; `apps/storefront/service-
 * worker/sw.ts` and `rules.ts`): images cache-first, one entry per width; catalogue GET queries
 * stale-while-revalidate; the shopper's own data never kept; images prefetched on the worker's
 * message channel; and the installable shop's manifest. The offline pages themselves are
 * `offline.journey.ts`'s.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VIEWPORTS, launchBrowser, openShopPage, visit } from '../src/browser.ts';
import { SERVER_WAIT, newCustomer, signIn } from './account-support.ts';
import { SIMPLE_PRODUCT, addToCart } from './checkout-support.ts';
import { trackNetwork } from './network-quiet.ts';
import {
  allCaches,
  cached,
  cachedCopy,
  decodedImagesInView,
  fetchFromPage,
  IMAGE_CACHE,
  markCachedCopy,
  PAGE_CACHE,
  QUERY_CACHE,
  srcsetCandidates,
  widthOf,
  withoutWidth,
  workerControls,
  workerNetworkRequests,
} from './worker-cache-support.ts';

const CATEGORY = '/vitamines.html';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each([
  ['mobile', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
] as const)('the worker’s image cache (%s)', (label, viewport) => {
  it('keeps each width of an image as its own entry, answers from it first, and shows the images of a page seen offline', async () => {
    const shop = await openShopPage(browser, viewport);
    const { page, context, consoleErrors } = shop;
    const name = (step: string) => `sw-images-${step}-${label}`;
    const fromWorker = workerNetworkRequests(page);
    const network = trackNetwork(page);

    await visit(shop, '/', name('home'));
    await workerControls(page);
    await visit(shop, CATEGORY, name('category'));
    const seen = await decodedImagesInView(page);
    // Each image the page drew is in the worker's image cache, at the width the page asked for.
    await expect
      .poll(async () => {
        const images = await cached(page, IMAGE_CACHE);
        return seen.filter((image) => !images.includes(image.src)).map((image) => image.src);
      }, SERVER_WAIT)
      .toEqual([]);

    // Another width of the same image (as a sharper screen asks for): a second entry of its own.
    const card = seen[0];
    if (!card) throw new Error('no image in view');
    const before = await cached(page, IMAGE_CACHE);
    const otherWidth = srcsetCandidates(card.srcset, page.url()).find(
      (url) => withoutWidth(url) === withoutWidth(card.src) && !before.includes(url),
    );
    if (!otherWidth) throw new Error(`no other width offered for ${card.src}`);
    expect(widthOf(otherWidth)).not.toBe(widthOf(card.src));
    const fetched = await fetchFromPage(page, otherWidth);
    expect(fetched.status).toBe(200);
    expect(fetched.type).toMatch(/^image\//);
    await expect
      .poll(async () => {
        const images = await cached(page, IMAGE_CACHE);
        return images.filter((url) => withoutWidth(url) === withoutWidth(card.src));
      }, SERVER_WAIT)
      .toEqual(expect.arrayContaining([card.src, otherWidth]));

    // As a shopper does: the pointer moves, the page scrolls, and the shell loads its on-demand
    // parts (the browser's cache keeps those scripts for the page offline, decision 179).
    await page.mouse.move(20, 300);
    await page.mouse.wheel(0, 300);
    await network.quiet();

    // Cache first: once kept, the image is answered from the cache, never asked again.
    expect(await markCachedCopy(page, IMAGE_CACHE, otherWidth)).toBe(true);
    const again = await fetchFromPage(page, otherWidth);
    expect(again.status).toBe(200);
    expect(again.marked).toBe(true);

    // Offline: the page seen shows the same images, decoded, at the same sizes.
    await context.setOffline(true);
    await visit(shop, CATEGORY, name('category-offline'));
    const offline = await decodedImagesInView(page);
    const sizeOnline = new Map(seen.map((image) => [image.src, image.size]));
    expect(offline.map((image) => [image.src, image.size])).toEqual(
      offline.map((image) => [image.src, sizeOnline.get(image.src)]),
    );
    const offlineCopy = await fetchFromPage(page, otherWidth);
    expect(offlineCopy.status).toBe(200);
    expect(offlineCopy.marked).toBe(true);
    await context.setOffline(false);

    // Never refreshed behind the page's back (that would be stale-while-revalidate): the worker
    // fetched the other width once, when it was not yet kept.
    expect(fromWorker.filter((url) => url === otherWidth)).toHaveLength(1);
    expect(await cachedCopy(page, IMAGE_CACHE, otherWidth)).toBe('marked');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the worker’s catalogue query cache', () => {
  it('answers a catalogue GET query from its cache at once, refreshes it behind, and answers it offline', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page, context, consoleErrors } = shop;
    const fromWorker = workerNetworkRequests(page);

    await visit(shop, '/', 'sw-queries-home');
    await workerControls(page);
    // The header search's suggestions: a catalogue query the browser sends as GET.
    const searched = page.waitForResponse(
      (response) =>
        new URL(response.url()).searchParams.get('operationName') === 'GetAutocompleteResults',
      SERVER_WAIT,
    );
    await page.getByRole('button', { name: 'Rechercher' }).first().click();
    await page.getByRole('searchbox', { name: 'Rechercher dans la boutique' }).fill('magnesium');
    const suggestions = (await searched).request();
    expect(suggestions.method()).toBe('GET');
    const url = suggestions.url();
    // The shop's own request is kept: a signed-out shopper's empty `Authorization` is no
    // credential. Its key holds the store view it was asked in (another one answers otherwise).
    const sentHeaders = suggestions.headers();
    const currency = sentHeaders['content-currency'];
    const key = `${url}&vitrine_store=${sentHeaders.store ?? ''}${currency ? `&vitrine_currency=${currency}` : ''}`;
    await expect.poll(() => cached(page, QUERY_CACHE), SERVER_WAIT).toContain(key);
    expect(sentHeaders.authorization ?? '').toBe('');
    // The same GET again from the page, with the shop's headers.
    const headers = await suggestions.allHeaders();
    const sent: Record<string, string> = {};
    for (const name of ['accept', 'authorization', 'store', 'content-currency'])
      if (headers[name] !== undefined) sent[name] = headers[name];
    // Online, a repeat is answered at once from the cache (the marked copy), then refreshed: the
    // worker asks the network behind the answer and replaces the copy.
    expect(await markCachedCopy(page, QUERY_CACHE, key)).toBe(true);
    const asked = fromWorker.filter((request) => request === url).length;
    const repeat = await fetchFromPage(page, url, sent);
    expect(repeat.status).toBe(200);
    expect(repeat.marked).toBe(true);
    await expect.poll(() => cachedCopy(page, QUERY_CACHE, key), SERVER_WAIT).toBe('refreshed');
    expect(fromWorker.filter((request) => request === url).length).toBeGreaterThan(asked);

    // Offline: the same GET is answered from the cache, as JSON with the products.
    await context.setOffline(true);
    const offline = await fetchFromPage(page, url, sent);
    await context.setOffline(false);
    expect(offline.status).toBe(200);
    expect(offline.type).toMatch(/json/);
    const data = JSON.parse(offline.body) as { data?: { products?: { items?: unknown[] } } };
    expect(data.data?.products?.items?.length).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the shopper’s own data', () => {
  /** The shopper's own pages (cart, checkout, account, sign-in) and their data requests. */
  const PRIVATE_PATH =
    /^\/(cart|checkout|account|customer|sign-in|create-account|order-history|wishlist|saved-payments|address-book)/;
  /** Operations on a cart, a customer, a wish list or orders. */
  const PRIVATE_OPERATION = /cart|customer|account|wishlist|order|favorite/i;

  it('is never kept by the worker: neither the cart nor the account, their pages nor their queries', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page, context } = shop;
    const operations = new Set<string>();
    const documents = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/graphql' && request.method() === 'GET') {
        operations.add(url.searchParams.get('operationName') ?? '');
      }
      if (request.resourceType() === 'document') documents.add(url.pathname);
    });

    await visit(shop, '/', 'sw-private-home');
    await workerControls(page);
    await addToCart(shop, SIMPLE_PRODUCT, 'sw-private-product');
    await visit(shop, '/cart', 'sw-private-cart');
    await expect
      .poll(
        () => page.getByRole('main').getByText(SIMPLE_PRODUCT.name, { exact: true }).isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);
    const customer = await newCustomer(inject('backendUrl'), 'sw-private');
    await signIn(page, customer.email);
    await visit(shop, '/account-information', 'sw-private-account');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), SERVER_WAIT)
      .toBe(true);
    await visit(shop, '/', 'sw-private-home-signed-in');

    // The shopper's own requests were made, through a page the worker controls…
    expect([...operations]).toEqual(
      expect.arrayContaining(['GetCartDetails', 'GetCustomer', 'GetAccountInformation']),
    );
    expect([...documents]).toEqual(expect.arrayContaining(['/cart', '/account-information']));
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // …and the worker was keeping what it may (the catalogue pages seen)…
    const pages = (await cached(page, PAGE_CACHE)).map((url) => new URL(url).pathname);
    expect(pages).toEqual(expect.arrayContaining(['/', SIMPLE_PRODUCT.path]));

    // …but no cache holds any of the shopper's own pages, data or queries.
    const kept = Object.values(await allCaches(page)).flat();
    const privateEntries = kept.filter((entry) => {
      const url = new URL(entry);
      const operation = url.searchParams.get('operationName') ?? '';
      return (
        PRIVATE_PATH.test(url.pathname) ||
        (url.pathname === '/graphql' && PRIVATE_OPERATION.test(operation))
      );
    });
    expect(privateEntries).toEqual([]);
    expect(shop.consoleErrors).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('prefetching images through the worker', () => {
  it('fetches an image the page has not loaded into the image cache and answers on the message’s port', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page, context, consoleErrors } = shop;

    await visit(shop, '/', 'sw-prefetch-home');
    await workerControls(page);
    await visit(shop, SIMPLE_PRODUCT.path, 'sw-prefetch-product');
    const [gallery] = await decodedImagesInView(page);
    if (!gallery) throw new Error('no product image in view');
    // A width the gallery offers but this screen did not load (the zoom's, a sharper screen's).
    const before = await cached(page, IMAGE_CACHE);
    const wanted = srcsetCandidates(gallery.srcset, page.url()).find(
      (url) => Number(widthOf(url)) > Number(widthOf(gallery.src)) && !before.includes(url),
    );
    if (!wanted) throw new Error(`every width of ${gallery.src} is already cached`);
    const foreign = 'https://images.example.com/media/catalog/product/other.png?width=320';
    // The shop's address of an image it does not have: answered, never kept.
    const missing = new URL('/media/catalog/product/n/o/no-such-image.png?width=320', page.url())
      .href;

    // The message the shop's `prefetchImages` posts, answered on a MessageChannel's port.
    const answer = await page.evaluate(
      (urls) =>
        new Promise<unknown>((resolve, reject) => {
          const worker = navigator.serviceWorker.controller;
          if (!worker) {
            reject(new Error('SW Not Registered'));
            return;
          }
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          worker.postMessage({ type: 'PREFETCH_IMAGES', urls }, [channel.port2]);
        }),
      [wanted, foreign, missing],
    );
    // The shop's own image is fetched and kept; another origin's is refused; a missing one is
    // counted as failed, not as kept.
    expect(answer).toEqual({ type: 'PREFETCH_IMAGES_DONE', cached: 1, failed: 2 });
    await expect.poll(() => cached(page, IMAGE_CACHE), SERVER_WAIT).toContain(wanted);
    expect(Object.values(await allCaches(page)).flat()).not.toContain(foreign);
    expect(await cached(page, IMAGE_CACHE)).not.toContain(missing);

    // What is kept is the image itself, complete.
    const entry = await page.evaluate(
      async ({ cacheName, url }) => {
        const image = await (await caches.open(cacheName)).match(url, { ignoreVary: true });
        return image && { status: image.status, type: image.headers.get('content-type') };
      },
      { cacheName: IMAGE_CACHE, url: wanted },
    );
    expect(entry?.status).toBe(200);
    expect(entry?.type).toMatch(/^image\//);

    // Offline, the page's own `<img>` (which asks with the browser's image types, where the
    // prefetch asked with any) is drawn from that copy, at its width, not the placeholder.
    await context.setOffline(true);
    const drawn = await page.evaluate(
      (src) =>
        new Promise<number>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth);
          image.onerror = () => resolve(-1);
          image.src = src;
        }),
      wanted,
    );
    await context.setOffline(false);
    expect(drawn).toBe(Number(widthOf(wanted)));
    // Offline, the page's own calls under way fail as the network's: nothing else went wrong.
    expect(consoleErrors.filter((text) => !/ERR_INTERNET_DISCONNECTED/.test(text))).toEqual([]);
    await context.close();
  });
});

describe('the installable shop', () => {
  it('links its French web app manifest from every page, served as a manifest', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page, context } = shop;
    const links = new Set<string>();
    for (const [path, step] of [
      ['/', 'home'],
      [SIMPLE_PRODUCT.path, 'product'],
    ] as const) {
      await visit(shop, path, `sw-manifest-${step}`);
      const hrefs = await page.$$eval('link[rel="manifest"]', (elements) =>
        elements.map((element) => element.getAttribute('href')),
      );
      expect(hrefs).toHaveLength(1);
      links.add(hrefs[0] ?? '');
    }
    expect([...links]).toEqual(['/manifest.webmanifest']);

    const response = await context.request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name?: string;
      lang?: string;
      start_url?: string;
      display?: string;
      icons?: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Maison Orsalis',
      lang: 'fr',
      start_url: '/',
      display: 'standalone',
    });
    const icons = manifest.icons ?? [];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) {
      const image = await context.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe(icon.type);
    }
    await context.close();
  });
});
