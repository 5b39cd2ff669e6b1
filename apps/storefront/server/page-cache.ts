/**
 * A full-page cache for anonymous pages, as Magento's own page cache or a CDN does: the shop's HTML
 * is never personal (the cart and the session live in the browser), so a rendered category or
 * product page can be served again to the next visitor for the time its route allows
 * (`Cache-Control: s-maxage`). Only GET requests; a request carrying `Cache-Control: no-cache`
 * (a forced reload) or an `Authorization` header is rendered afresh.
 */

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  expires: number;
}

export interface PageCacheOptions {
  /** Most pages kept, least recently used dropped first. @defaultValue 500 */
  maxEntries?: number;
  now?: () => number;
}

/** Seconds a shared cache may keep an answer (`s-maxage`, else nothing: pages opt in). */
export function sharedMaxAge(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store'))
    return null;
  const directive = directives.find((d) => d.startsWith('s-maxage='));
  const seconds = directive ? Number(directive.slice('s-maxage='.length)) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** Whether a request may be answered from, or stored in, the page cache. */
export function isCacheableRequest(method: string, headers: Headers): boolean {
  if (method !== 'GET') return false;
  if (headers.get('authorization')) return false;
  const control = headers.get('cache-control') ?? '';
  return !/no-cache|no-store/i.test(control) && !/no-cache/i.test(headers.get('pragma') ?? '');
}

export function createPageCache(options: PageCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const pages = new Map<string, CachedPage>();
  return {
    get(key: string): CachedPage | null {
      const page = pages.get(key);
      if (!page) return null;
      if (page.expires <= now()) {
        pages.delete(key);
        return null;
      }
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key: string, page: Omit<CachedPage, 'expires'>, seconds: number): void {
      pages.set(key, { ...page, expires: now() + seconds * 1000 });
      while (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
