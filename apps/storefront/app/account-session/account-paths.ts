import { requiresSignIn } from '@vitrine/session';

/**
 * The spec's path for a URL the route table also accepts: `/customer/account` is
 * `/customer/account/` (spec §2 paths end with a slash there), so the route rule and the
 * remembered origin always see the spec's own path.
 */
export function canonicalAccountPath(pathname: string): string {
  return !requiresSignIn(pathname) && requiresSignIn(`${pathname}/`) ? `${pathname}/` : pathname;
}

/** Whether `pathname` is one of the signed-in pages (spec §2), with or without its slash. */
export function isSignedInPath(pathname: string): boolean {
  return requiresSignIn(canonicalAccountPath(pathname));
}
