import { describe, expect, it } from 'vitest';
import { createPageCache, isCacheableRequest, sharedMaxAge, withNonce } from './page-cache.ts';

describe('the page cache', () => {
  it('keeps what a route marks public with s-maxage, and only that', () => {
    expect(sharedMaxAge('public, max-age=0, s-maxage=60')).toBe(60);
    expect(sharedMaxAge('public, max-age=60')).toBeNull();
    expect(sharedMaxAge('private, s-maxage=60')).toBeNull();
    expect(sharedMaxAge('no-store')).toBeNull();
    expect(sharedMaxAge(null)).toBeNull();
  });

  it('serves GETs of anonymous visitors from the cache, whatever cache-control they send', () => {
    expect(isCacheableRequest('GET', new Headers())).toBe(true);
    expect(isCacheableRequest('GET', new Headers({ 'cache-control': 'no-cache' }))).toBe(true);
    expect(isCacheableRequest('GET', new Headers({ 'cache-control': 'no-store, max-age=0' }))).toBe(
      true,
    );
    expect(isCacheableRequest('GET', new Headers({ pragma: 'no-cache' }))).toBe(true);
    expect(isCacheableRequest('POST', new Headers())).toBe(false);
    // A signed-in shopper's request is rendered afresh.
    expect(isCacheableRequest('GET', new Headers({ authorization: 'Bearer x' }))).toBe(false);
  });

  it('forgets pages when they expire and beyond its size', () => {
    let time = 0;
    const cache = createPageCache({ maxEntries: 2, now: () => time });
    const page = {
      status: 200,
      headers: [] as [string, string][],
      body: Buffer.from('<html>'),
      nonce: null,
    };
    cache.set('/a', page, 60);
    cache.set('/b', page, 60);
    expect(cache.get('/a')).not.toBeNull();
    cache.set('/c', page, 60);
    expect(cache.get('/b')).toBeNull();
    expect(cache.get('/a')).not.toBeNull();
    time = 61_000;
    expect(cache.get('/a')).toBeNull();
  });

  it('gives a cached page a fresh nonce in every nonce attribute, and nowhere else', () => {
    const old = 'b2xkLW5vbmNlLTEyMzQ1Ng==';
    const body = Buffer.from(
      `<script nonce="${old}">a()</script><p>${old}</p><script nonce="${old}" type="module">b()</script>`,
    );
    const page = { body, nonce: old };
    const fresh = 'ZnJlc2gtbm9uY2UtNjU0MzIx';
    expect(withNonce(page, fresh).toString()).toBe(
      `<script nonce="${fresh}">a()</script><p>${old}</p><script nonce="${fresh}" type="module">b()</script>`,
    );
    // The cached copy keeps its own.
    expect(body.toString()).toContain(`nonce="${old}"`);
    expect(withNonce({ body, nonce: null }, fresh)).toBe(body);
  });
});
