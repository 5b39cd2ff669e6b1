/**
 * URL checks shared by the parser and the rich-text rewriter. They use only the WHATWG `URL` class,
 * which behaves the same in Node and browsers.
 */
import { hasControlCharacter } from './css.ts';

/** Where the storefront lives, used to tell internal links from external ones. */
export interface UrlContext {
  /** The storefront's origin, e.g. `https://www.orsalis.fr`. Absolute links to it become paths. */
  readonly siteOrigin?: string;
  /** The media base URL, e.g. `https://www.orsalis.fr/media/`; defaults to `{siteOrigin}/media/`. */
  readonly mediaBaseUrl?: string;
}

// Only used to resolve relative input; never appears in the output.
const PLACEHOLDER_ORIGIN = 'https://placeholder.invalid';
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:']);

function originOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function parse(raw: string, context: UrlContext): { url: URL; relative: boolean } | null {
  const trimmed = raw.trim();
  if (trimmed === '' || hasControlCharacter(trimmed)) return null;
  // Protocol-relative URLs are given https, as the storefront itself is only served over https.
  const input = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(input);
  try {
    const base = originOf(context.siteOrigin) ?? PLACEHOLDER_ORIGIN;
    return { url: new URL(input, base), relative: !hasScheme };
  } catch {
    return null;
  }
}

function pathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

function isSameSite(url: URL, context: UrlContext): boolean {
  return url.origin === PLACEHOLDER_ORIGIN || url.origin === originOf(context.siteOrigin);
}

/**
 * Normalises a link target: http(s), mailto, tel and sms only; same-site absolute URLs become paths.
 * Returns `undefined` for anything else (`javascript:`, `data:`, malformed input).
 */
export function sanitizeLinkUrl(raw: string, context: UrlContext): string | undefined {
  const parsed = parse(raw, context);
  if (parsed === null || !LINK_SCHEMES.has(parsed.url.protocol)) return undefined;
  const { url, relative } = parsed;
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    // `URL` gives a bare `#` an empty hash, and an empty href reloads the page instead of staying.
    if (relative && raw.trim().startsWith('#')) return url.hash === '' ? '#' : url.hash;
    return isSameSite(url, context) ? pathOf(url) : url.href;
  }
  return url.href;
}

/**
 * Normalises an image or video URL: http(s) only (no `data:` or `blob:` in block settings); same-site
 * URLs become paths so the server and the browser agree whatever host served the page.
 */
export function sanitizeResourceUrl(raw: string, context: UrlContext): string | undefined {
  const parsed = parse(raw, context);
  if (parsed === null) return undefined;
  const { url } = parsed;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return isSameSite(url, context) ? pathOf(url) : url.href;
}

const NON_PAGE_PREFIXES = ['/media/', '/static/', '/pub/', '/rest/', '/graphql'];
const PAGE_EXTENSION = /\.(?:html?|php)$/i;

/**
 * Whether a sanitised link target is a storefront page reached by client-side navigation: a path
 * (not `//host`), outside media, static files and APIs, and either extension-less or an `.html` page.
 * Downloads such as `/guide.pdf` reload the page instead.
 */
export function isInternalPath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.replace(/[?#].*$/, '');
  if (
    NON_PAGE_PREFIXES.some(
      (prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix),
    )
  )
    return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || PAGE_EXTENSION.test(lastSegment);
}

/** Whether a sanitised resource URL points at the store's media (and so can go through the image helper). */
export function isMediaUrl(src: string, context: UrlContext): boolean {
  if (src.startsWith('/media/')) return true;
  const base =
    context.mediaBaseUrl ??
    (originOf(context.siteOrigin) === undefined
      ? undefined
      : `${originOf(context.siteOrigin)}/media/`);
  return base !== undefined && src.startsWith(base);
}

/** Whether a sanitised resource URL is served by the store itself (path, site origin or media base). */
export function isLocalResource(src: string, context: UrlContext): boolean {
  return (src.startsWith('/') && !src.startsWith('//')) || isMediaUrl(src, context);
}
