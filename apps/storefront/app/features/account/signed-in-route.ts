import { resolveRouteAccess } from '@vitrine/session';
import { redirect } from 'react-router';
import { getTokenStore } from '../../lib/browser-shop.ts';
import { canonicalAccountPath } from '../../account-session/account-paths.ts';

/**
 * The signed-in route rule (spec §2, §6) for a `clientLoader`: the sign-in token lives in the
 * browser's storage, so the rule runs there. A signed-out visitor is redirected to `/sign-in`
 * with the originating path remembered (`?returnTo=`); the sign-in page sends them back.
 * Throws react-router's redirect; returns nothing when the visitor may stay.
 */
export function requireSignedIn(request: Request): void {
  const url = new URL(request.url);
  const pathname = canonicalAccountPath(url.pathname);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router redirects this way
  if (pathname !== url.pathname) throw redirect(`${pathname}${url.search}`);
  const access = resolveRouteAccess({
    pathname,
    search: url.search,
    // An expired token reads as none (the token store hides it), so this is the session's view.
    isSignedIn: getTokenStore().read() !== null,
  });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router redirects this way
  if (access.kind === 'redirect') throw redirect(access.to);
}
