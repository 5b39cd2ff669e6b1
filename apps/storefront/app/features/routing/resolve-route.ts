/**
 * Turns the backend's answer to ResolveURL into what the storefront does with a path it does not
 * know (spec §2 route rules, §4 route resolution).
 */

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

export type PageType = 'CMS_PAGE' | 'CATEGORY' | 'PRODUCT' | 'SEARCH' | 'STORE' | 'STORE_LIST';

export type RouteDecision =
  | { kind: 'redirect'; status: 301 | 302; location: string; external: boolean }
  | { kind: 'notFound' }
  | {
      kind: 'page';
      type: PageType;
      uid: string | null;
      identifier: string | null;
      id: string | null;
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

/**
 * Decides the page for a resolved route.
 * @param route the `route(url)` answer, or null when the backend knows nothing of the URL
 * @param requested the URL the visitor asked for (its query string is kept on a redirect)
 */
export function decideRoute(route: RouteLookup | null | undefined, requested: URL): RouteDecision {
  if (!route) return { kind: 'notFound' };

  const code = route.redirect_code ?? 0;
  if ((REDIRECT_CODES as readonly number[]).includes(code) && route.relative_url) {
    return redirectTo(route.relative_url, code as 301 | 302, requested);
  }

  const { type } = route;
  const uid = route.uid ?? null;
  const identifier = route.identifier ?? null;
  const id = route.id === null || route.id === undefined ? null : String(route.id);
  const page = type ? PAGE_TYPES[type] : undefined;
  if (!page || (uid === null && identifier === null && id === null)) return { kind: 'notFound' };
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
