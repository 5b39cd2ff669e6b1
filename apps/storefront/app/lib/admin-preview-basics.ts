/**
 * What the storefront's HTTP server knows of the admin preview (decision 141): the cookie of a
 * preview's load and the admin's origin. Apart from `admin-preview.ts`, so the server reads them
 * without the GraphQL client.
 */

/** The cookie that tells the storefront's server a page load is an admin preview. */
export const PREVIEW_COOKIE = 'admin_preview';

/** Whether a request's `Cookie` header carries the preview cookie (whatever its value). */
export function hasPreviewCookie(cookieHeader: string | null): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${PREVIEW_COOKIE}=`));
}

/**
 * The admin's origin the storefront accepts preview messages from: exactly one origin
 * (`https://admin.example.com`), configured with `ADMIN_ORIGIN` on the storefront's server. Unset
 * or not an origin: null, and no message is ever accepted.
 */
export function adminOriginOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const origin = url.origin;
    return (url.protocol === 'https:' || url.protocol === 'http:') &&
      origin === value.replace(/\/$/, '')
      ? origin
      : null;
  } catch {
    return null;
  }
}
