import { describe, expect, it, vi } from 'vitest';
import { createCachingFetch } from './http-cache.ts';

function backend(cacheControl: string, vary = 'Store') {
  let calls = 0;
  const upstream = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => {
    calls += 1;
    return Promise.resolve(
      new Response(JSON.stringify({ calls }), { headers: { 'cache-control': cacheControl, vary } }),
    );
  });
  return upstream as unknown as typeof fetch & typeof upstream;
}

const url = 'http://backend/graphql?query=%7Bx%7D';

describe('the storefront server HTTP cache', () => {
  it('answers a public GET from the cache until it expires', async () => {
    let time = 0;
    const upstream = backend('public, max-age=60');
    const cached = createCachingFetch(upstream, { now: () => time });
    await expect((await cached(url, { headers: { Store: 'fr' } })).json()).resolves.toEqual({
      calls: 1,
    });
    await expect((await cached(url, { headers: { Store: 'fr' } })).json()).resolves.toEqual({
      calls: 1,
    });
    time = 61_000;
    await expect((await cached(url, { headers: { Store: 'fr' } })).json()).resolves.toEqual({
      calls: 2,
    });
  });

  it('keeps answers apart by the headers they vary on', async () => {
    const upstream = backend('public, max-age=60', 'Store, Content-Currency');
    const cached = createCachingFetch(upstream);
    await cached(url, { headers: { Store: 'fr' } });
    await cached(url, { headers: { Store: 'de' } });
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it('never caches a customer request, a mutation, or a private or no-store answer', async () => {
    const publicBackend = backend('public, max-age=60');
    const cached = createCachingFetch(publicBackend);
    await cached(url, { headers: { Authorization: 'Bearer abc' } });
    await cached(url, { headers: { Authorization: 'Bearer abc' } });
    await cached('http://backend/graphql', { method: 'POST', body: '{}' });
    await cached('http://backend/graphql', { method: 'POST', body: '{}' });
    expect(publicBackend).toHaveBeenCalledTimes(4);

    for (const header of ['no-store', 'private, max-age=60', 'public']) {
      const upstream = backend(header);
      const noCache = createCachingFetch(upstream);
      await noCache(url);
      await noCache(url);
      expect(upstream).toHaveBeenCalledTimes(2);
    }
  });

  it('treats an empty bearer token as a guest', async () => {
    const upstream = backend('public, max-age=60');
    const cached = createCachingFetch(upstream);
    await cached(url, { headers: { Authorization: 'Bearer ' } });
    await cached(url, { headers: { Authorization: 'Bearer ' } });
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used answer beyond its size', async () => {
    const upstream = backend('public, max-age=60');
    const cached = createCachingFetch(upstream, { maxEntries: 2 });
    await cached(`${url}1`);
    await cached(`${url}2`);
    await cached(`${url}1`);
    await cached(`${url}3`);
    await cached(`${url}1`);
    await cached(`${url}2`);
    expect(upstream).toHaveBeenCalledTimes(4);
  });
});
