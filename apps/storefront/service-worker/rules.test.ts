import { describe, expect, it } from 'vitest';
import {
  catalogueCacheKey,
  isBuildAsset,
  isCatalogueQuery,
  isDocumentRequest,
  isKeepable,
  isImageRequest,
  isPrivateRequest,
  NETWORK_ROUTES,
} from './rules.ts';
import type { RequestFacts } from './rules.ts';

const ORIGIN = 'https://shop.example';
const url = (path: string) => new URL(path, ORIGIN);
function request(
  facts: Partial<Omit<RequestFacts, 'headers'>> & { headers?: Record<string, string> } = {},
): RequestFacts {
  return {
    method: facts.method ?? 'GET',
    mode: facts.mode ?? 'cors',
    destination: facts.destination ?? '',
    headers: new Headers(facts.headers ?? {}),
  };
}
const navigation = request({ mode: 'navigate', destination: 'document' });
const query = (operationName: string) =>
  `/graphql?query=${encodeURIComponent('query X{a}')}&operationName=${operationName}&variables=%7B%7D`;

describe('what the service worker never answers from a cache', () => {
  it.each([
    '/cart',
    '/checkout',
    '/fr/checkout/receipt',
    '/account-information',
    '/customer/account/',
    '/customer/account/edit/',
    '/order-history',
    '/wishlist',
    '/saved-payments',
    '/subscriptions',
    '/address-book',
    '/communications',
    '/gdpr-request/type/export/code/abc',
    '/sign-in',
    '/create-account',
    '/track-my-order',
    '/rest/V1/guest-carts/abc/payment-information',
    '/payment/sessions',
  ])('the shopper’s own page or call %s', (path) => {
    expect(isPrivateRequest(url(path), navigation)).toBe(true);
    expect(isPrivateRequest(url(path), request())).toBe(true);
  });

  it('the data of a client-side navigation to the cart, checkout or account', () => {
    for (const path of [
      '/cart.data',
      '/checkout.data',
      '/wishlist.data',
      '/account-information.data',
    ])
      expect(isPrivateRequest(url(path), request())).toBe(true);
  });

  it('anything authorised, even a catalogue read', () => {
    const signedIn = request({ headers: { Authorization: 'Bearer token' } });
    expect(isPrivateRequest(url(query('GetProductListing')), signedIn)).toBe(true);
    expect(isPrivateRequest(url('/vitamines.html'), signedIn)).toBe(true);
  });

  it('but not a signed-out shopper’s read, whose Authorization is empty (spec §7)', () => {
    const signedOut = request({ headers: { Authorization: '', Store: 'fr' } });
    expect(isPrivateRequest(url(query('GetProductListing')), signedOut)).toBe(false);
    expect(isCatalogueQuery(url(query('GetProductListing')), signedOut)).toBe(true);
  });

  it('anything but GET (mutations, forms posted)', () => {
    expect(isPrivateRequest(url('/graphql'), request({ method: 'POST' }))).toBe(true);
    expect(
      isPrivateRequest(url('/contact-us'), request({ method: 'POST', mode: 'navigate' })),
    ).toBe(true);
  });

  it('leaves the catalogue, content and home pages to the caches', () => {
    for (const path of [
      '/',
      '/vitamines.html',
      '/magnesium-marin.html',
      '/about-us',
      '/search.html?q=zinc',
    ])
      expect(isPrivateRequest(url(path), navigation)).toBe(false);
    expect(isPrivateRequest(url('/_root.data'), request())).toBe(false);
  });
});

describe('which strategy answers what', () => {
  it('pages: navigations, and the page’s own address asked for as HTML', () => {
    expect(isDocumentRequest(url('/vitamines.html'), navigation)).toBe(true);
    expect(isDocumentRequest(url('/'), request({ headers: { Accept: 'text/html' } }))).toBe(true);
    expect(isDocumentRequest(url('/vitamines.html'), request())).toBe(false);
    expect(isDocumentRequest(url('/vitamines.html.data'), navigation)).toBe(false);
  });

  it('catalogue queries: listed GET reads only, never the cart’s or the customer’s', () => {
    expect(isCatalogueQuery(url(query('GetProductListing')), request())).toBe(true);
    expect(isCatalogueQuery(url(query('GetCmsPage')), request())).toBe(true);
    for (const operation of [
      'GetCart',
      'GetCartDetails',
      'GetWishlist',
      'GetCustomerCart',
      'GetRecentOrderNumbers',
    ])
      expect(isCatalogueQuery(url(query(operation)), request())).toBe(false);
    expect(
      isCatalogueQuery(url('/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D'), request()),
    ).toBe(false);
    expect(isCatalogueQuery(url(query('GetProductListing')), request({ method: 'POST' }))).toBe(
      false,
    );
  });

  it('images: the media proxy’s, each width its own entry', () => {
    const image =
      '/media/catalog/product/m/a/magnesium.png?auto=webp&format=png&width=320&height=400';
    expect(isImageRequest(url(image), request({ destination: 'image' }))).toBe(true);
    expect(isImageRequest(url(image), request())).toBe(true);
    expect(isImageRequest(url('/media/wysiwyg/notice.pdf'), request())).toBe(false);
    expect(isImageRequest(url('/assets/logo.png'), request({ destination: 'image' }))).toBe(false);
  });

  it('build assets: the hashed files under /assets/ but scripts (the browser caches them with their compiled code)', () => {
    expect(isBuildAsset(url('/assets/shell-C8Ec_WXk.css'))).toBe(true);
    expect(isBuildAsset(url('/assets/shell-B-f_gj0P.js'))).toBe(false);
    expect(isBuildAsset(url('/assets/worker-B-f_gj0P.mjs'))).toBe(false);
    expect(isBuildAsset(url('/sw.js'))).toBe(false);
  });
});

describe('what the service worker keeps', () => {
  const answer = (status: number, cacheControl?: string) => ({
    status,
    headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
  });

  it('complete answers, but never one marked no-store (an admin’s preview) nor an error', () => {
    expect(isKeepable(answer(200, 'public, max-age=0, s-maxage=60'))).toBe(true);
    expect(isKeepable(answer(200))).toBe(true);
    expect(isKeepable(answer(200, 'no-store'))).toBe(false);
    expect(isKeepable(answer(200, 'private, no-store, max-age=0'))).toBe(false);
    expect(isKeepable(answer(503))).toBe(false);
    expect(isKeepable(answer(0))).toBe(false);
  });
});

describe('what the browser sends to the network without waking the worker (static routes)', () => {
  /** A URL pattern's pathname as the browser reads it here: `*` is any run of characters. */
  const matches = (pattern: string, path: string) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ).test(path);
  /** Whether any of the worker's own routes would answer this request from a cache. */
  const workerHandles = (path: string, facts: RequestFacts) => {
    const target = url(path);
    if (isPrivateRequest(target, facts)) return false;
    return (
      isDocumentRequest(target, facts) ||
      isCatalogueQuery(target, facts) ||
      isImageRequest(target, facts) ||
      isBuildAsset(target)
    );
  };
  /** Addresses the worker keeps, then those a static route sends to the network. */
  const kept = [
    '/',
    '/vitamines.html',
    '/search.html',
    '/offline',
    '/favicon.svg',
    '/assets/shell-C8Ec_WXk.css',
    '/media/catalog/product/d3.jpg',
  ];
  const networked = [
    '/assets/shell-B-f_gj0P.js',
    '/cart',
    '/cart.data',
    '/checkout',
    '/checkout.data',
    '/account-information',
    '/account-information.data',
    '/customer-service',
    '/rest/V1/guest-carts',
    '/payment/sessions',
  ];
  const kinds = [navigation, request({ destination: 'script' }), request()];

  it("routes the scripts and the shopper's own pages, and nothing the worker keeps", () => {
    const routed = [...kept, ...networked].filter((path) =>
      NETWORK_ROUTES.some((route) => route.pathname !== undefined && matches(route.pathname, path)),
    );
    expect(routed).toEqual(networked);
    for (const path of routed) {
      // A script is never a page the shopper opens: only its loads as a script count.
      const asked = path.startsWith('/assets/') ? kinds.slice(1) : kinds;
      for (const facts of asked) expect(workerHandles(path, facts), path).toBe(false);
    }
  });

  it('routes every method but GET, which the worker never keeps', () => {
    const methods = NETWORK_ROUTES.flatMap((route) => (route.method ? [route.method] : []));
    expect(methods).toEqual(['POST', 'PUT', 'DELETE']);
    for (const method of methods) {
      expect(workerHandles('/graphql', request({ method }))).toBe(false);
    }
  });
});

describe('the catalogue cache’s key of a query', () => {
  it('holds the store view and the currency the query was asked in', () => {
    const address = url(query('GetProductListing'));
    const french = catalogueCacheKey(address, request({ headers: { Store: 'fr' } }));
    const english = catalogueCacheKey(address, request({ headers: { Store: 'en' } }));
    const inDollars = catalogueCacheKey(
      address,
      request({ headers: { Store: 'fr', 'Content-Currency': 'USD' } }),
    );
    expect(french).toBe(`${address.href}&vitrine_store=fr`);
    expect(new Set([french, english, inDollars]).size).toBe(3);
    expect(inDollars).toBe(`${address.href}&vitrine_store=fr&vitrine_currency=USD`);
    expect(catalogueCacheKey(url('/graphql'), request())).toBe(`${ORIGIN}/graphql?vitrine_store=`);
  });
});
