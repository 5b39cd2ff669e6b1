import { createShopClient } from '@vitrine/graphql-client';
import { describe, expect, it, vi } from 'vitest';
import { createExtensionsCache } from './shop-extensions.server.ts';

function backendAnswering(
  answer: () => Response | Promise<Response>,
  isOnline: () => boolean = () => true,
) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    calls.push(input instanceof Request ? input.url : input.toString());
    return answer();
  }) as unknown as typeof globalThis.fetch;
  // Offline, the client does not retry: a failed probe fails at once.
  const shop = createShopClient({
    backendUrl: 'http://backend.test',
    fetch,
    log: vi.fn(),
    isOnline,
  });
  return { shop, calls };
}

const listing = (names: string[]) =>
  new Response(
    JSON.stringify({ data: { storeConfig: { store_code: 'fr', vitrine_extensions: names } } }),
    { headers: { 'content-type': 'application/json' } },
  );

describe('the extensions cache', () => {
  it('asks the backend once per store view while the answer is fresh, then again', async () => {
    let now = 0;
    const { shop, calls } = backendAnswering(() => listing(['store-locator']));
    const extensionsOf = createExtensionsCache({ now: () => now, ttlMs: 1000 });
    expect([...(await extensionsOf(shop, 'fr'))].sort()).toEqual(['capabilities', 'store-locator']);
    await extensionsOf(shop, 'fr');
    expect(calls).toHaveLength(1);
    now = 1001;
    await extensionsOf(shop, 'fr');
    expect(calls).toHaveLength(2);
  });

  it('shares one probe between requests that arrive together', async () => {
    const { shop, calls } = backendAnswering(() => listing(['gdpr']));
    const extensionsOf = createExtensionsCache({});
    const answers = await Promise.all([extensionsOf(shop, 'fr'), extensionsOf(shop, 'fr')]);
    expect(calls).toHaveLength(1);
    expect(answers[0]).toBe(answers[1]);
  });

  it('keeps the last answer when the backend cannot be reached, and asks again soon', async () => {
    let now = 0;
    let up = true;
    const { shop, calls } = backendAnswering(
      () => (up ? listing(['product-faq']) : Promise.reject(new TypeError('fetch failed'))),
      () => up,
    );
    const extensionsOf = createExtensionsCache({ now: () => now, ttlMs: 1000, retryMs: 100 });
    expect((await extensionsOf(shop, 'fr')).has('product-faq')).toBe(true);
    up = false;
    now = 2000;
    expect((await extensionsOf(shop, 'fr')).has('product-faq')).toBe(true);
    const afterFailure = calls.length;
    now = 2050;
    await extensionsOf(shop, 'fr');
    expect(calls.length).toBe(afterFailure);
    now = 2101;
    up = true;
    await extensionsOf(shop, 'fr');
    expect(calls.length).toBeGreaterThan(afterFailure);
  });

  it('does not ask with BACKEND_EXTENSIONS=none or a list', async () => {
    const { shop, calls } = backendAnswering(() => listing(['gdpr']));
    expect((await createExtensionsCache({ setting: 'none' })(shop, 'fr')).size).toBe(0);
    const listed = await createExtensionsCache({ setting: 'store-locator, gdpr' })(shop, 'fr');
    expect([...listed].sort()).toEqual(['capabilities', 'gdpr', 'store-locator']);
    expect(calls).toHaveLength(0);
  });
});
