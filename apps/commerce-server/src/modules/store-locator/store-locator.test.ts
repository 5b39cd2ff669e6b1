import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';
import { data } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';
import { moveClockTo, storeInstant } from '../../testing/store-clock.ts';
import { addDays, storeDate } from '../platform/index.ts';
import { frenchDay } from './opening-hours.ts';

interface Store {
  identifier: string;
  name: string;
  city: string;
  distance: number | null;
  is_active: boolean;
  opening_hours?: {
    items: Array<{
      day: string;
      dayLabel: string;
      open: string | null;
      close: string | null;
      is_closed: boolean;
      special_title: string | null;
    }>;
  };
  special_hours?: Array<{
    title: string;
    date: string;
    dayLabel: string;
    open: string | null;
    close: string | null;
  }>;
}

const FIELDS = `entity_id identifier name url_key address1 address2 city country_id region region_id telephone store_type postcode
  latitude longitude is_active distance special_schedule`;

describeContract('store locator', (server) => {
  it('lists the active points of sale with every field and a total count', async () => {
    const { body } = await server().gql<{ absoStores: { total_count: number; items: Store[] } }>(
      `{ absoStores(pageSize: 50) { total_count items { ${FIELDS} } } }`,
    );
    expect(body.data?.absoStores.total_count).toBe(25);
    expect(
      body.data?.absoStores.items.every((store) => store.is_active && store.distance === null),
    ).toBe(true);
  });

  it('sorts by distance in km from an origin and honours the radius', async () => {
    const lyon = { latitude: 45.764, longitude: 4.8357 };
    const { body } = await server().gql<{ absoStores: { items: Store[] } }>(
      'query ($o: AbsoStoreOriginInput) { absoStores(origin: $o, pageSize: 3) { items { name distance } } }',
      { variables: { o: lyon } },
    );
    const items = body.data?.absoStores.items ?? [];
    expect(items[0]?.name).toBe('Orsalis Lyon Presqu’île');
    expect(items[0]?.distance).toBeLessThan(1);
    expect(items[1]!.distance!).toBeGreaterThanOrEqual(items[0]!.distance!);
    const near = await server().gql<{ absoStores: { total_count: number } }>(
      'query ($o: AbsoStoreOriginInput) { absoStores(origin: $o) { total_count } }',
      { variables: { o: { ...lyon, radius: 5 } } },
    );
    expect(near.body.data?.absoStores.total_count).toBe(2);
  });

  it('filters by identifier, city without accents, and postcode prefix', async () => {
    const { body } = await server().gql<Record<string, { total_count: number; items: Store[] }>>(`{
      byId: absoStores(filter: { identifier: { eq: "ORS025" } }) { total_count items { identifier is_active } }
      byCity: absoStores(filter: { city: { match: "clermont" } }) { total_count items { city } }
      byPostcode: absoStores(filter: { postcode: { match: "75" } }) { total_count }
    }`);
    expect(body.data?.byId).toEqual({
      total_count: 1,
      items: [{ identifier: 'ORS025', is_active: false }],
    });
    expect(body.data?.byCity?.items[0]?.city).toBe('Clermont-Ferrand');
    expect(body.data?.byPostcode?.total_count).toBe(3);
  });

  it('finds the place a shopper typed (city, postcode, département) to search stores from', async () => {
    const { body } = await server().gql<
      Record<string, { name: string; postcode: string; latitude: number } | null>
    >(`{
      city: absoStorePlace(search: "annecy") { name postcode latitude longitude }
      accents: absoStorePlace(search: "saint etienne") { name }
      postcode: absoStorePlace(search: "74000") { name }
      otherPostcode: absoStorePlace(search: "74290") { name }
      department: absoStorePlace(search: "69") { name }
      unknown: absoStorePlace(search: "Atlantide") { name }
    }`);
    expect(body.data?.city).toMatchObject({ name: 'Annecy', postcode: '74000' });
    expect(body.data?.accents?.name).toBe('Saint-Étienne');
    expect(body.data?.postcode?.name).toBe('Annecy');
    // A postcode the table lacks lands on its département's main city.
    expect(body.data?.otherPostcode?.name).toBe('Annecy');
    expect(body.data?.department?.name).toBe('Lyon');
    expect(body.data?.unknown).toBeNull();
    const tooLong = await server().gql(`{ absoStorePlace(search: "${'a'.repeat(81)}") { name } }`);
    expect(tooLong.body.errors?.[0]?.message).toMatch(/at most 80/);
  });

  it('gives opening hours per day of a date range with holidays applied and French day labels', async () => {
    const { body } = await server().gql<{
      absoStores: { items: Store[] };
    }>(`{ absoStores(filter: { identifier: { eq: "ORS001" } }) { items {
      opening_hours(dateRangeStart: "2026-12-21", dateRangeEnd: "2026-12-27") { items { day dayLabel open close is_closed special_title } }
      special_hours(dateRangeStart: "2026-12-01", dateRangeEnd: "2026-12-31") { title date dayLabel open close }
    } } }`);
    const store = body.data?.absoStores.items[0];
    const days = store?.opening_hours?.items ?? [];
    expect(days.find((day) => day.day === '2026-12-21')).toMatchObject({
      dayLabel: 'lundi',
      is_closed: false,
    });
    expect(days.find((day) => day.day === '2026-12-25')).toMatchObject({
      dayLabel: 'vendredi',
      is_closed: true,
      special_title: 'Noël',
    });
    expect(days.find((day) => day.day === '2026-12-24')).toMatchObject({
      open: '09:30',
      close: '17:00',
      special_title: 'Veille de Noël',
    });
    expect(store?.special_hours?.find((special) => special.date === '2026-12-25')).toEqual({
      title: 'Noël',
      date: '2026-12-25',
      dayLabel: 'vendredi 25 décembre',
      open: null,
      close: null,
    });
  });

  it('refuses an origin off the globe', async () => {
    const { status, body } = await server().gql(
      '{ absoStores(origin: { latitude: 1e308, longitude: 2 }) { total_count } }',
    );
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('refuses a malformed or oversized date range', async () => {
    for (const range of [
      'dateRangeStart: "25/12/2026"',
      'dateRangeStart: "2026-12-10", dateRangeEnd: "2026-12-01"',
      'dateRangeStart: "2026-01-01", dateRangeEnd: "2026-12-31"',
    ]) {
      const { status, body } = await server().gql(
        `{ absoStores(pageSize: 1) { items { opening_hours(${range}) { items { day } } } } }`,
      );
      expect(status, range).toBeLessThan(500);
      expect(body.errors?.[0]?.extensions?.category, range).toBe('graphql-input');
    }
  });

  it('returns the nearest active store as favourite and the favourite-store config', async () => {
    const { body } = await server().gql<{
      getFavoriteStore: Store | null;
      none: Store | null;
      getFavoriteStoreConfig: Record<string, unknown>;
    }>(
      '{ getFavoriteStore(origin: { latitude: 49.4431, longitude: 1.0993 }) { identifier name is_active } none: getFavoriteStore { identifier } getFavoriteStoreConfig { store_code absolunet_storelocator_enable_favorite_point_of_sale } }',
    );
    // Rouen (ORS025) is closed: the nearest active store is another one.
    expect(body.data?.getFavoriteStore).toMatchObject({ is_active: true });
    expect(body.data?.getFavoriteStore?.identifier).not.toBe('ORS025');
    expect(body.data?.none).toBeNull();
    expect(body.data?.getFavoriteStoreConfig).toEqual({
      store_code: 'fr',
      absolunet_storelocator_enable_favorite_point_of_sale: true,
    });
  });
});

describeShop('store locator dates (the server’s clock)', (server) => {
  it('starts the default date ranges on the clock’s date in Paris', async () => {
    // A December ahead of the real date's 60-day windows: its Christmas is the clock's alone.
    const today = storeDate(new Date(server().clock.now()));
    const year = Number(today.slice(0, 4));
    const start = [`${year}-12-01`, `${year + 1}-12-01`].find((day) => day > addDays(today, 60));
    if (!start) throw new Error('no December ahead');
    const christmas = `${start.slice(0, 4)}-12-25`;
    moveClockTo(server().clock, storeInstant(start, '00:30'));
    const store = data(
      await server()
        .client()
        .gql<{ absoStores: { items: Array<Required<Store> & { special_schedule: string }> } }>(
          `{ absoStores(filter: { identifier: { eq: "ORS001" } }) { items {
            opening_hours { items { day } } special_hours { date title } special_schedule } } }`,
        ),
    ).absoStores.items[0];
    expect(store?.opening_hours.items.map((day) => day.day)).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(start, index)),
    );
    const specials = store?.special_hours.map((special) => special.date) ?? [];
    expect(specials).toContain(christmas);
    expect(specials.every((date) => date >= start && date <= addDays(start, 59))).toBe(true);
    expect(store?.special_schedule).toContain(`${frenchDay(christmas).label} : Noël, fermé`);
    expect(store?.special_schedule.split('\n')).toHaveLength(specials.length);
  });
});
