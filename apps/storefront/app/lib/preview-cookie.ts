/**
 * The cookie that tells the storefront's server a page load is an admin preview (decision 141).
 * Apart from `admin-preview.ts`, so the HTTP server reads its name without the GraphQL client.
 */
export const PREVIEW_COOKIE = 'admin_preview';

/** Whether a request's `Cookie` header carries the preview cookie (whatever its value). */
export function hasPreviewCookie(cookieHeader: string | null): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${PREVIEW_COOKIE}=`));
}
