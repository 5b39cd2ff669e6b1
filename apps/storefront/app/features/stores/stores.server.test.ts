import { createShopClient } from '@vitrine/graphql-client';
import { createFakeBackend } from '@vitrine/graphql-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { loadStorePage } from './stores.server.ts';

const LYON = {
  __typename: 'AbsoStore',
  entity_id: 6,
  identifier: 'ORS006',
  name: 'Orsalis Lyon Presqu’île',
  url_key: 'lyon-presqu-ile',
  relative_url: 'magasins/lyon-presqu-ile',
  address1: '12 rue de la République',
  address2: null,
  city: 'Lyon',
  postcode: '69002',
  region: null,
  region_id: null,
  country_id: 'FR',
  telephone: '04 78 00 00 00',
  store_type: 'store',
  latitude: 45.76,
  longitude: 4.83,
  is_active: true,
  distance: null,
  opening_hours: { __typename: 'AbsoStoreOpeningHours', items: [] },
  special_schedule: null,
  special_hours: [],
  email: null,
  more_infos: null,
};

function shopAnswering(items: unknown[]) {
  const backend = createFakeBackend({
    graphql: {
      GetStoreDetails: () => ({
        data: { absoStores: { __typename: 'AbsoStores', total_count: items.length, items } },
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

const url = new URL('https://shop.example/magasins/lyon-presqu-ile');
const now = new Date('2026-12-21T10:00:00+01:00');

describe('a store-locator route, completed by its URL key', () => {
  it('reads the store by the URL key the route decision gave', async () => {
    const { shop, backend } = shopAnswering([LYON]);
    const page = await loadStorePage(shop, 'lyon-presqu-ile', url, now);
    expect(backend.requests[0]?.operationName).toBe('GetStoreDetails');
    expect(backend.requests[0]?.body).toMatchObject({ urlKey: 'lyon-presqu-ile' });
    expect(page).toMatchObject({
      type: 'STORE',
      store: { identifier: 'ORS006', href: '/magasins/lyon-presqu-ile' },
      canonical: url.href,
    });
  });

  it('asks for the special hours of the next two months and lists them, beyond the week (issue 20)', async () => {
    const christmas = {
      __typename: 'AbsoStoreSpecialHours',
      title: 'Noël',
      date: '2026-12-25',
      open: null,
      close: null,
    };
    const newYear = { ...christmas, title: 'Jour de l’an', date: '2027-01-01' };
    const { shop, backend } = shopAnswering([
      { ...LYON, special_hours: [christmas], upcoming_special_hours: [christmas, newYear] },
    ]);
    const page = await loadStorePage(shop, 'lyon-presqu-ile', url, now);
    expect(backend.requests[0]?.body).toMatchObject({
      dateRangeStart: '2026-12-21',
      dateRangeEnd: '2026-12-27',
      specialHoursEnd: '2027-02-18',
    });
    expect(page.store.specialHours.map(({ title }) => title)).toEqual(['Noël', 'Jour de l’an']);
  });

  it('is not found when no store has that key', async () => {
    const { shop } = shopAnswering([]);
    // react-router's `data(…, { status: 404 })`, thrown to the route's error boundary.
    await expect(loadStorePage(shop, 'ferme', url, now)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
