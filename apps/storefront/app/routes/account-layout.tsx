import { Outlet } from 'react-router';
import { AccountLayout, AccountShimmer } from '../features/account/account-layout.tsx';
import { requireSignedIn } from '../features/account/signed-in-route.ts';
import { RouteError } from '../features/errors/route-error.tsx';
import type { Route } from './+types/account-layout';

/**
 * The signed-in pages (spec §2). The sign-in token lives in the browser, so the route rule runs
 * there: signed-out visitors go to /sign-in with their origin remembered.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  return null;
}

/** Every navigation checks the session again: it may have ended meanwhile. */
export function shouldRevalidate() {
  return true;
}

export function HydrateFallback() {
  return <AccountShimmer />;
}

export default function Account() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
