import { createShopClient } from '@vitrine/graphql-client';
import { createFakeBackend } from '@vitrine/graphql-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { loadStoreList } from './stores.server.ts';

const store = (name: string, distance: number | null) => ({
  __typename: 'AbsoStore',
  entity_id: 1,
  identifier: name,
  name,
  url_key: name.toLowerCase(),
  relative_url: `magasins/${name.toLowerCase()}`,
  address1: '3 rue Royale',
  address2: null,
  city: name,
  postcode: '74000',
  region: null,
  region_id: null,
  country_id: 'FR',
  telephone: null,
  store_type: 'boutique',
  latitude: 45.9,
  longitude: 6.12,
  is_active: true,
  distance,
  opening_hours: { __typename: 'AbsoStoreOpeningHours', items: [] },
  special_schedule: null,
  special_hours: [],
});

const ANNECY = {
  __typename: 'AbsoStorePlace',
  name: 'Annecy',
  postcode: '74000',
  latitude: 45.8992,
  longitude: 6.1294,
};

function shopAnswering(place: typeof ANNECY | null, items: unknown[], favoriteFlag = false) {
  const backend = createFakeBackend({
    graphql: {
      FindStorePlace: () => ({ data: { absoStorePlace: place } }),
      GetFavoriteStoreConfig: () => ({
        data: {
          getFavoriteStoreConfig: {
            __typename: 'FavoriteStoreConfig',
            store_code: 'fr',
            absolunet_storelocator_enable_favorite_point_of_sale: favoriteFlag,
          },
        },
      }),
      GetStoreList: () => ({
        data: {
          absoStores: {
            __typename: 'AbsoStores',
            total_count: items.length,
            page_info: null,
            items,
          },
        },
      }),
    },
  });
  const shop = createShopClient({
    backendUrl: 'http://fake.test',
    fetch: backend.fetch,
    log: vi.fn(),
  });
  return { shop, backend };
}

// Monday 21 December 2026, 10:00 in Paris.
const now = new Date('2026-12-21T09:00:00Z');
const at = (query: string) =>
  new URL(`https://shop.example/magasins?q=${encodeURIComponent(query)}`);

describe('the store list searched by place', () => {
  it('reads the place, then lists the stores within 100 km of it nearest first with distances', async () => {
    const { shop, backend } = shopAnswering(ANNECY, [
      store('Annecy', 0.5),
      store('Grenoble', 88.9),
    ]);
    const page = await loadStoreList(shop, at(' Annecy '), now);
    // The favourite-point-of-sale flag is read beside the list; the reads around it keep order.
    const reads = backend.requests.filter(
      (request) => request.operationName !== 'GetFavoriteStoreConfig',
    );
    expect(reads.map((request) => request.operationName)).toEqual([
      'FindStorePlace',
      'GetStoreList',
    ]);
    expect(reads[0]?.body).toMatchObject({ search: 'Annecy' });
    expect(reads[1]?.body).toMatchObject({
      origin: { latitude: 45.8992, longitude: 6.1294, radius: 100 },
    });
    expect(reads[1]?.body).not.toHaveProperty('filter');
    expect(page.place).toEqual({ name: 'Annecy', postcode: '74000', radius: 100 });
    expect(page.stores.map((item) => item.distance)).toEqual([0.5, 88.9]);
    expect(page.clock).toEqual({ today: '2026-12-21', time: '10:00' });
  });

  it('filters by the stores’ own city or postcode when the place is unknown', async () => {
    const { shop, backend } = shopAnswering(null, []);
    const page = await loadStoreList(shop, at('74290'), now);
    const list = backend.requests.find((request) => request.operationName === 'GetStoreList');
    expect(list?.body).toMatchObject({ filter: { postcode: { match: '74290' } } });
    expect(list?.body).not.toHaveProperty('origin');
    expect(page.place).toBeNull();
  });

  it('lists every store without a search, and reads no place', async () => {
    const { shop, backend } = shopAnswering(ANNECY, [store('Annecy', null)]);
    const page = await loadStoreList(shop, new URL('https://shop.example/magasins'), now);
    expect(
      backend.requests
        .map((request) => request.operationName)
        .filter((name) => name !== 'GetFavoriteStoreConfig'),
    ).toEqual(['GetStoreList']);
    expect(page.stores[0]?.distance).toBeNull();
  });

  it('offers "Me localiser" only when the favourite-point-of-sale flag is on', async () => {
    const on = shopAnswering(null, [], true);
    expect((await loadStoreList(on.shop, at(''), now)).favoriteLookup).toBe(true);
    const off = shopAnswering(null, [], false);
    expect((await loadStoreList(off.shop, at(''), now)).favoriteLookup).toBe(false);
  });
});
