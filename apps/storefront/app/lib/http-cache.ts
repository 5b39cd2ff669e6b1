/**
 * A small shared HTTP cache for the storefront server's calls to the backend, honouring the
 * backend's own caching headers the way a CDN in front of Magento would: only GET requests
 * without a customer token, only answers marked `public` with a max-age, keyed by URL and the
 * request headers the answer `Vary`s on. Catalog and content reads then cost one backend round
 * trip per page per minute instead of one per visitor.
 */

interface CachedAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  expires: number;
  /** Request header names the answer varies on, and their values when stored. */
  vary: [string, string | null][];
}

export interface HttpCacheOptions {
  /** Most answers kept (least recently used dropped first). @defaultValue 1000 */
  maxEntries?: number;
  /** Longest time an answer is kept, whatever the backend says. @defaultValue 300 s */
  maxAgeSeconds?: number;
  now?: () => number;
}

function freshFor(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (
    !directives.includes('public') ||
    directives.some((d) => d === 'no-store' || d === 'private' || d === 'no-cache')
  ) {
    return null;
  }
  const age =
    directives.find((d) => d.startsWith('s-maxage=')) ??
    directives.find((d) => d.startsWith('max-age='));
  const seconds = age ? Number(age.split('=')[1]) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

function headerOf(init: RequestInit | undefined, request: Request, name: string): string | null {
  if (init?.headers) {
    const value = new Headers(init.headers).get(name);
    if (value !== null) return value;
  }
  return request.headers.get(name);
}

/** Wraps `fetch` with the cache; one instance is shared by every request of the process. */
export function createCachingFetch(
  upstream: typeof fetch,
  options: HttpCacheOptions = {},
): typeof fetch {
  const maxEntries = options.maxEntries ?? 1000;
  const maxAge = (options.maxAgeSeconds ?? 300) * 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedAnswer>();

  const cachingFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const authorization = headerOf(init, request, 'authorization') ?? '';
    const cacheable = request.method === 'GET' && authorization.replace(/^Bearer\s*/i, '') === '';
    if (!cacheable) return upstream(input, init);

    const key = request.url;
    const hit = entries.get(key);
    if (
      hit &&
      hit.expires > now() &&
      hit.vary.every(([name, value]) => headerOf(init, request, name) === value)
    ) {
      entries.delete(key);
      entries.set(key, hit);
      return new Response(hit.body.slice(0), { status: hit.status, headers: hit.headers });
    }

    const response = await upstream(input, init);
    const seconds = response.ok ? freshFor(response.headers.get('cache-control')) : null;
    const varyHeader = response.headers.get('vary') ?? '';
    if (seconds === null || varyHeader.includes('*')) return response;

    const body = await response.arrayBuffer();
    const vary = varyHeader
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean)
      .map((name): [string, string | null] => [name, headerOf(init, request, name)]);
    const headers = [...response.headers.entries()];
    entries.set(key, {
      status: response.status,
      headers,
      body,
      expires: now() + Math.min(seconds * 1000, maxAge),
      vary,
    });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return new Response(body.slice(0), { status: response.status, headers });
  };
  return cachingFetch;
}
