import { describe, expect, it } from 'vitest';
import { createPageCache, isCacheableRequest, sharedMaxAge } from './page-cache.ts';

describe('the page cache', () => {
  it('keeps what a route marks public with s-maxage, and only that', () => {
    expect(sharedMaxAge('public, max-age=0, s-maxage=60')).toBe(60);
    expect(sharedMaxAge('public, max-age=60')).toBeNull();
    expect(sharedMaxAge('private, s-maxage=60')).toBeNull();
    expect(sharedMaxAge('no-store')).toBeNull();
    expect(sharedMaxAge(null)).toBeNull();
  });

  it('serves only plain GETs from the cache', () => {
    expect(isCacheableRequest('GET', new Headers())).toBe(true);
    expect(isCacheableRequest('POST', new Headers())).toBe(false);
    expect(isCacheableRequest('GET', new Headers({ authorization: 'Bearer x' }))).toBe(false);
    expect(isCacheableRequest('GET', new Headers({ 'cache-control': 'no-cache' }))).toBe(false);
    expect(isCacheableRequest('GET', new Headers({ pragma: 'no-cache' }))).toBe(false);
  });

  it('forgets pages when they expire and beyond its size', () => {
    let time = 0;
    const cache = createPageCache({ maxEntries: 2, now: () => time });
    const page = { status: 200, headers: [] as [string, string][], body: Buffer.from('<html>') };
    cache.set('/a', page, 60);
    cache.set('/b', page, 60);
    expect(cache.get('/a')).not.toBeNull();
    cache.set('/c', page, 60);
    expect(cache.get('/b')).toBeNull();
    expect(cache.get('/a')).not.toBeNull();
    time = 61_000;
    expect(cache.get('/a')).toBeNull();
  });
});
