import { INTEGRATION_TIMEOUT_MS } from '../testing/integration.ts';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createShopClient } from '../client/create-shop-client.ts';
import type { ShopClient } from '../client/create-shop-client.ts';
import { getFavoriteStore } from './store-locator.commerce.ts';
import { resolveStoreSwitchUrl } from './store-switcher.ts';

let shop: ShopClient;

beforeAll(() => {
  shop = createShopClient({ backendUrl: inject('commerceServerUrl'), log: vi.fn() });
});

describe(
  'getFavoriteStore against the commerce server',
  { timeout: INTEGRATION_TIMEOUT_MS },
  () => {
    it('finds the nearest active store to the visitor', async () => {
      const result = await getFavoriteStore(shop, {
        token: null,
        origin: { latitude: 43.2965, longitude: 5.3698 }, // Marseille
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.store?.identifier).toMatch(/^ORS\d+$/);
      expect(result.store?.name).toMatch(/Marseille/);
    });

    it('has none without coordinates', async () => {
      expect(await getFavoriteStore(shop, { token: null, origin: null })).toEqual({
        ok: true,
        store: null,
      });
    });
  },
);

describe(
  'resolveStoreSwitchUrl against the commerce server',
  { timeout: INTEGRATION_TIMEOUT_MS },
  () => {
    it('resolves a category page in the chosen store view and keeps the query', async () => {
      const url = await resolveStoreSwitchUrl(shop, {
        currentUrl: new URL('https://shop.test/vitamines.html?page=2'),
        storeCode: 'fr',
        storeCodes: ['fr'],
        storeCodeInUrl: false,
      });
      expect(url).toBe('/vitamines.html?page=2');
    });
  },
);
