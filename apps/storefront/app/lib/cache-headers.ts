/**
 * What a catalogue or content page allows caches to do with its HTML: browsers revalidate every
 * time (max-age=0), a shared cache — the storefront server's page cache, a CDN — may keep it for a
 * minute. The HTML holds nothing personal: the cart and the session live in the browser.
 */
export const SHARED_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** A route's `headers` export for a shareable page. */
export function sharedPageHeaders(): HeadersInit {
  return { 'Cache-Control': SHARED_PAGE_CACHE_CONTROL };
}
