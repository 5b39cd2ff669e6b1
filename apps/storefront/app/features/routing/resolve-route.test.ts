import { NO_EXTENSIONS, toShopExtensions } from '@vitrine/graphql-client';
import { describe, expect, it } from 'vitest';
import { decideRoute as decide, lastSegment } from './resolve-route.ts';
import type { RouteLookup } from './resolve-route.ts';

const at = (path: string) => new URL(path, 'https://shop.example');
const WITH_STORE_LOCATOR = toShopExtensions(['store-locator']);
/** On a backend with every extension the shop uses here. */
const decideRoute = (route: RouteLookup | null, requested: URL) =>
  decide(route, requested, WITH_STORE_LOCATOR);

describe('deciding the page for a resolved URL', () => {
  it('shows the page of a CMS page, category or product', () => {
    expect(
      decideRoute({ type: 'CMS_PAGE', identifier: 'home', redirect_code: 0 }, at('/')),
    ).toEqual({
      kind: 'page',
      type: 'CMS_PAGE',
      identifier: 'home',
      uid: null,
      id: null,
    });
    expect(
      decideRoute({ type: 'PRODUCT', uid: 'MTI=', redirect_code: 0 }, at('/p.html')),
    ).toMatchObject({
      kind: 'page',
      type: 'PRODUCT',
      uid: 'MTI=',
    });
  });

  it('is not found when the backend knows nothing, there is no type, or no id, identifier or uid', () => {
    expect(decideRoute(null, at('/nope'))).toEqual({ kind: 'notFound' });
    expect(decideRoute({ type: null, uid: 'x', redirect_code: 0 }, at('/x'))).toEqual({
      kind: 'notFound',
    });
    expect(decideRoute({ type: 'CATEGORY', redirect_code: 0 }, at('/x'))).toEqual({
      kind: 'notFound',
    });
    expect(decideRoute({ type: 'UNKNOWN_TYPE', uid: 'x' }, at('/x'))).toEqual({ kind: 'notFound' });
  });

  it('redirects on 301 and 302 to the relative URL, keeping the query string', () => {
    expect(
      decideRoute(
        { relative_url: 'vitamines.html', redirect_code: 301, type: 'CATEGORY' },
        at('/old.html?page=2'),
      ),
    ).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/vitamines.html?page=2',
      external: false,
    });
    expect(
      decideRoute({ relative_url: '/promo.html?x=1', redirect_code: 302 }, at('/p?page=2')),
    ).toMatchObject({
      status: 302,
      location: '/promo.html?x=1',
    });
  });

  it('sends an absolute http target as a full redirect', () => {
    expect(
      decideRoute({ relative_url: 'https://blog.example/a', redirect_code: 302 }, at('/blog')),
    ).toEqual({
      kind: 'redirect',
      status: 302,
      location: 'https://blog.example/a',
      external: true,
    });
  });

  it('does not redirect for other codes', () => {
    expect(
      decideRoute(
        { relative_url: 'x.html', redirect_code: 307, type: 'CATEGORY', uid: 'Mw==' },
        at('/y'),
      ),
    ).toMatchObject({ kind: 'page', type: 'CATEGORY' });
  });
});

describe('store-locator routes (completed by the extension, decision 100)', () => {
  const store = {
    __typename: 'AbsoStore',
    type: 'ABSO_STORE',
    relative_url: 'magasins/lyon-presqu-ile',
    redirect_code: 0,
  };
  const list = {
    __typename: 'AbsoStoreList',
    type: 'ABSO_STORE_LIST',
    relative_url: 'magasins',
    redirect_code: 0,
  };

  it('asks the extension for the store by the URL key of its relative URL', () => {
    expect(decideRoute(store, at('/magasins/lyon-presqu-ile/?utm=x'))).toEqual({
      kind: 'storePage',
      type: 'STORE',
      urlKey: 'lyon-presqu-ile',
    });
    expect(decideRoute(list, at('/magasins'))).toEqual({
      kind: 'storePage',
      type: 'STORE_LIST',
      urlKey: 'magasins',
    });
  });

  it('falls back to the requested path and to the __typename when the answer lacks them', () => {
    expect(
      decideRoute({ __typename: 'AbsoStore', redirect_code: 0 }, at('/magasins/nantes/')),
    ).toEqual({ kind: 'storePage', type: 'STORE', urlKey: 'nantes' });
  });

  it('is not found on a backend without the store locator, whatever the route says', () => {
    expect(decide(store, at('/magasins/lyon-presqu-ile'), NO_EXTENSIONS)).toEqual({
      kind: 'notFound',
    });
    expect(decide(list, at('/magasins'), toShopExtensions(['product-faq']))).toEqual({
      kind: 'notFound',
    });
  });

  it('still follows a redirect to a store page', () => {
    expect(
      decide(
        { ...store, redirect_code: 301, relative_url: 'magasins/lyon' },
        at('/lyon'),
        NO_EXTENSIONS,
      ),
    ).toMatchObject({ kind: 'redirect', location: '/magasins/lyon' });
  });

  it('reads the last segment of a path without its query string', () => {
    expect(lastSegment('magasins/lyon-presqu-ile?x=1')).toBe('lyon-presqu-ile');
    expect(lastSegment('/magasins/')).toBe('magasins');
    expect(lastSegment('/')).toBe('');
  });
});
