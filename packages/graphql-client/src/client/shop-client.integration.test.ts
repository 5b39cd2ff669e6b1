import { INTEGRATION_TIMEOUT_MS } from '../testing/integration.ts';
import { inject, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@vitrine/commerce-primitives';
import * as storeOperations from '../operations/store.operations.ts';
import { createShopClient } from './create-shop-client.ts';

const backendUrl = inject('commerceServerUrl');

/** Wraps the real fetch to record what the client sent. */
function recordingFetch() {
  const sent: { method: string; url: URL; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: new URL(input instanceof Request ? input.url : input.toString()),
      headers: new Headers(init?.headers),
    });
    return globalThis.fetch(input, init);
  };
  return { fetch, sent };
}

describe('the shop client against the commerce server', { timeout: INTEGRATION_TIMEOUT_MS }, () => {
  it('reads store config with a compact GET carrying the shop headers, and echoes the cache id', async () => {
    const storage = createMemoryStorage();
    const recorder = recordingFetch();
    const shop = createShopClient({ backendUrl, storage, fetch: recorder.fetch });

    const first = await shop.graphql.query(storeOperations.GetShopConfig, {}).toPromise();
    expect(first.error).toBeUndefined();
    expect(first.data?.storeConfig).toMatchObject({
      store_code: 'fr',
      category_url_suffix: '.html',
      locale: 'fr_FR',
    });
    const [request] = recorder.sent;
    expect(request!.method).toBe('GET');
    expect(request!.url.pathname).toBe('/graphql');
    expect(request!.url.searchParams.get('query')).not.toMatch(/\n| {2}/);
    expect(request!.headers.get('authorization')).toBe('');
    expect(request!.headers.get('store')).toBe('fr');
    const cacheId = storage.getItem('magento_cache_id');
    expect(cacheId).toMatch(/^[0-9a-f]{64}$/);

    await shop.graphql.query(storeOperations.GetCurrencyData, {}).toPromise();
    expect(recorder.sent[1]!.headers.get('x-magento-cache-id')).toBe(cacheId);
  });

  it('reports an unknown store view as an error result, never a throw', async () => {
    const log = vi.fn();
    const shop = createShopClient({
      backendUrl,
      storage: createMemoryStorage({ store_view_code: 'zz' }),
      log,
    });
    const result = await shop.graphql.query(storeOperations.GetStoreConfigForTitle, {}).toPromise();
    expect(result.error?.message).toMatch(/store/i);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it.each(Object.entries(storeOperations))(
    '%s is answered by the server without errors',
    async (_name, document) => {
      const shop = createShopClient({ backendUrl, log: vi.fn() });
      const result = await shop.graphql.query(document, {}).toPromise();
      expect(result.error).toBeUndefined();
      expect(result.data).toBeTruthy();
    },
  );
});
