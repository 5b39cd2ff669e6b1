/**
 * A full-page cache for anonymous pages, as Magento's own page cache or a CDN does: the shop's HTML
 * is never personal (the cart and the session live in the browser), so a rendered category or
 * product page can be served again to the next visitor for the time its route allows
 * (`Cache-Control: s-maxage`). Only GET requests without an `Authorization` header (a signed-in
 * shopper's). A client's own `Cache-Control: no-cache` or `Pragma: no-cache` does not bypass it:
 * otherwise any client could make every page cost a full render (issue 18).
 *
 * Each page is stored with the CSP nonce it was rendered with; every answer from the cache gets a
 * fresh one ({@link withNonce}), since a nonce must never serve two responses.
 */
import { hasPreviewCookie } from '../app/lib/admin-preview-basics.ts';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The nonce written in `body`'s `nonce="…"` attributes. */
  nonce: string | null;
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

/**
 * Whether a request may be answered from, or stored in, the page cache: not an admin preview's
 * (its cookie), whose pages show drafts (decision 141).
 */
export function isCacheableRequest(method: string, headers: Headers): boolean {
  return method === 'GET' && !headers.get('authorization') && !isPreviewRequest(headers);
}

/** An admin preview's request (decision 141): never cached, answered `no-store`. */
export function isPreviewRequest(headers: Headers): boolean {
  return hasPreviewCookie(headers.get('cookie'));
}

/**
 * The page's body with `nonce` in place of the one it was rendered with. Only whole `nonce="…"`
 * attributes are replaced; both nonces have the same length, so the bytes are patched in a copy.
 */
export function withNonce(page: Pick<CachedPage, 'body' | 'nonce'>, nonce: string): Buffer {
  if (page.nonce === null) return page.body;
  const from = Buffer.from(`nonce="${page.nonce}"`);
  const to = Buffer.from(`nonce="${nonce}"`);
  if (from.length !== to.length) {
    return Buffer.from(page.body.toString('utf8').replaceAll(from.toString(), to.toString()));
  }
  const body = Buffer.from(page.body);
  for (let at = body.indexOf(from); at >= 0; at = body.indexOf(from, at + from.length)) {
    to.copy(body, at);
  }
  return body;
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
