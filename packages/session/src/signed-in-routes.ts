import { RETURN_TO_PARAM, SIGN_IN_PATH } from './session.constants.ts';

/**
 * The routes only signed-in customers may see (spec §2 routes table, and issue 22's
 * `/subscriptions`, which only a store with that extension serves). Paths match exactly, as
 * the spec says: `/wishlist/` is not `/wishlist`. `{type}` and `{code}` are one segment each.
 */
export const SIGNED_IN_ROUTES = [
  '/customer/account/edit/',
  '/gdpr-request/type/{type}/code/{code}',
  '/customer/account/',
  '/order-history',
  '/wishlist',
  '/saved-payments',
  '/subscriptions',
  '/communications',
  '/address-book',
  '/account-information',
] as const;

const PATTERNS = SIGNED_IN_ROUTES.map(
  (route) =>
    new RegExp(
      `^${route
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+')}$`,
    ),
);

/** Whether `pathname` is a signed-in route. */
export function requiresSignIn(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}

/** What the shell does with a navigation. */
export type RouteAccess =
  { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

/** Where a navigation goes and who makes it. */
export interface RouteRequest {
  readonly pathname: string;
  /** The query string, with or without its leading `?`. */
  readonly search?: string;
  readonly isSignedIn: boolean;
}

function withQuestionMark(search: string | undefined): string {
  if (search === undefined || search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/**
 * The sign-in URL that remembers where the visitor was going: `/sign-in?returnTo=<path and
 * query>`. Kept in the URL rather than in storage so it survives a reload, works in SSR, and
 * belongs to this tab only.
 */
export function signInUrlFor(pathname: string, search?: string): string {
  const params = new URLSearchParams({ [RETURN_TO_PARAM]: pathname + withQuestionMark(search) });
  return `${SIGN_IN_PATH}?${params.toString()}`;
}

/**
 * The route rule (spec §2, §6): a signed-out visitor of a signed-in route is sent to
 * `/sign-in` with the originating path remembered; everything else goes through.
 *
 * @example
 * resolveRouteAccess({ pathname: '/wishlist', isSignedIn: false })
 * // { kind: 'redirect', to: '/sign-in?returnTo=%2Fwishlist' }
 */
export function resolveRouteAccess(request: RouteRequest): RouteAccess {
  if (request.isSignedIn || !requiresSignIn(request.pathname)) return { kind: 'allow' };
  return { kind: 'redirect', to: signInUrlFor(request.pathname, request.search) };
}

/**
 * Whether a remembered path is safe to navigate to: a path on this site. Anything that a
 * browser could read as another origin (`//evil.example`, `/\evil.example`, `https:…`) or that
 * leads back to the sign-in page is refused, so the parameter cannot be used as an open
 * redirect or a loop.
 */
function isSafeReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // Control characters and backslashes are how browsers are tricked into another origin.
  if ([...path].some((character) => character.charCodeAt(0) < 0x20 || character === '\\')) {
    return false;
  }
  let url: URL;
  try {
    url = new URL(path, 'https://vitrine.invalid');
  } catch {
    return false;
  }
  return url.origin === 'https://vitrine.invalid' && url.pathname !== SIGN_IN_PATH;
}

/**
 * Where to go once signed in: the remembered path of the sign-in URL's query when it is a safe
 * path on this site, else `fallback`.
 *
 * @param search - the sign-in page's query string (or its `URLSearchParams`)
 * @param fallback - where to go without a remembered path @defaultValue '/'
 */
export function returnPathAfterSignIn(search: string | URLSearchParams, fallback = '/'): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const remembered = params.get(RETURN_TO_PARAM);
  return remembered !== null && isSafeReturnPath(remembered) ? remembered : fallback;
}
