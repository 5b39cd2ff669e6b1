/**
 * Turns the backend's answer to ResolveURL into what the storefront does with a path it does not
 * know (spec §2 route rules, §4 route resolution).
 */
import type { ShopExtensions } from '@vitrine/graphql-client';

/** Redirect codes the storefront follows (spec §9). */
export const REDIRECT_CODES = [301, 302] as const;

/** The route lookup fields the storefront asks for (spec §3 "Route lookup result"). */
export interface RouteLookup {
  __typename?: string | null;
  relative_url?: string | null;
  redirect_code?: number | null;
  type?: string | null;
  identifier?: string | null;
  uid?: string | null;
  id?: number | string | null;
}

/** Pages the core contract identifies by itself (Magento's own route types). */
export type CorePageType = 'CMS_PAGE' | 'CATEGORY' | 'PRODUCT' | 'SEARCH';
/** Store-locator pages: only a backend with the `store-locator` extension routes them. */
export type StorePageType = 'STORE' | 'STORE_LIST';
export type PageType = CorePageType | StorePageType;

export type RouteDecision =
  | { kind: 'redirect'; status: 301 | 302; location: string; external: boolean }
  | { kind: 'notFound' }
  | {
      kind: 'page';
      type: CorePageType;
      uid: string | null;
      identifier: string | null;
      id: string | null;
    }
  | {
      /**
       * The core route lookup selects no store-locator type, so it carries no identifier: the
       * page is completed by the extension's reads (the store by this URL key, or the list), and
       * is not found when they find nothing.
       */
      kind: 'storePage';
      type: StorePageType;
      urlKey: string;
    };

/** Backend route types and the page each shows (the store locator's types carry its prefix). */
const PAGE_TYPES: Readonly<Partial<Record<string, PageType>>> = {
  CMS_PAGE: 'CMS_PAGE',
  CATEGORY: 'CATEGORY',
  PRODUCT: 'PRODUCT',
  SEARCH: 'SEARCH',
  STORE: 'STORE',
  STORE_LIST: 'STORE_LIST',
  ABSO_STORE: 'STORE',
  ABSO_STORE_LIST: 'STORE_LIST',
};

/** The store locator's object types, for an answer that names its type only by `__typename`. */
const STORE_TYPENAMES: Readonly<Partial<Record<string, StorePageType>>> = {
  AbsoStore: 'STORE',
  AbsoStoreList: 'STORE_LIST',
};

function isStorePage(page: PageType): page is StorePageType {
  return page === 'STORE' || page === 'STORE_LIST';
}

/** The last segment of a path, without its query string: `magasins/lyon-presqu-ile` → `lyon-presqu-ile`. */
export function lastSegment(path: string): string {
  return (path.split('?')[0] ?? '').replace(/\/+$/, '').split('/').pop() ?? '';
}

/**
 * Decides the page for a resolved route.
 * @param route the `route(url)` answer, or null when the backend knows nothing of the URL
 * @param requested the URL the visitor asked for (its query string is kept on a redirect)
 * @param extensions what the backend offers: a store-locator route is a page only with
 *   `store-locator` (without it the storefront sends no store-locator read, so it is not found)
 */
export function decideRoute(
  route: RouteLookup | null | undefined,
  requested: URL,
  extensions: ShopExtensions,
): RouteDecision {
  if (!route) return { kind: 'notFound' };

  const code = route.redirect_code ?? 0;
  if ((REDIRECT_CODES as readonly number[]).includes(code) && route.relative_url) {
    return redirectTo(route.relative_url, code as 301 | 302, requested);
  }

  const page =
    (route.type ? PAGE_TYPES[route.type] : undefined) ??
    (route.__typename ? STORE_TYPENAMES[route.__typename] : undefined);
  if (!page) return { kind: 'notFound' };
  if (isStorePage(page)) {
    if (!extensions.has('store-locator')) return { kind: 'notFound' };
    const urlKey = lastSegment(route.relative_url || requested.pathname);
    return urlKey ? { kind: 'storePage', type: page, urlKey } : { kind: 'notFound' };
  }

  const uid = route.uid ?? null;
  const identifier = route.identifier ?? null;
  const id = route.id === null || route.id === undefined ? null : String(route.id);
  if (uid === null && identifier === null && id === null) return { kind: 'notFound' };
  return { kind: 'page', type: page, uid, identifier, id };
}

function redirectTo(target: string, status: 301 | 302, requested: URL): RouteDecision {
  if (/^https?:\/\//i.test(target)) {
    return { kind: 'redirect', status, location: target, external: true };
  }
  const location = new URL(target.startsWith('/') ? target : `/${target}`, requested.origin);
  // Magento re-appends the query of the requested URL; keep it unless the target carries its own.
  if (!location.search && requested.search) location.search = requested.search;
  return {
    kind: 'redirect',
    status,
    location: `${location.pathname}${location.search}`,
    external: false,
  };
}
