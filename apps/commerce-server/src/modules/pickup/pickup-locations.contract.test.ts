import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { departmentOfPostcode, distanceKm, geocode } from './geonames.ts';

const FIELDS = `items { pickup_location_code name street city postcode country_id region region_id phone latitude longitude }
  total_count page_info { current_page page_size total_pages }`;

interface Location {
  pickup_location_code: string;
  name: string;
  city: string;
  postcode: string;
  country_id: string;
  region: string | null;
  region_id: number | null;
}

interface Answer {
  pickupLocations: {
    items: Location[];
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
  };
}

const ask = (server: TestServer, args: string) =>
  server.gql<Answer>(`{ pickupLocations${args ? `(${args})` : ''} { ${FIELDS} } }`);

describeContract('in-store pickup locations (MSI)', (server) => {
  it('serves the active points of sale as pickup locations, their code the store identifier', async () => {
    const { body } = await ask(server(), 'pageSize: 50');
    const answer = body.data?.pickupLocations;
    // 26 points of sale, one closed for renovation.
    expect(answer?.total_count).toBe(25);
    expect(answer?.page_info).toEqual({ current_page: 1, page_size: 50, total_pages: 1 });
    const paris = answer?.items.find((item) => item.postcode === '75001');
    expect(paris?.pickup_location_code).toMatch(/^ORS\d{3}$/);
    expect(paris).toMatchObject({
      city: 'Paris',
      country_id: 'FR',
      region: 'Paris',
      region_id: 257,
    });
  });

  it('searches an area around a postcode or a city, nearest first, within the radius', async () => {
    const { body } = await ask(server(), 'area: { search_term: "69003:FR", radius: 50 }');
    const cities = body.data?.pickupLocations.items.map((item) => item.city);
    expect(cities).toEqual(['Lyon', 'Lyon']);
    const grenoble = await ask(server(), 'area: { search_term: "Grenoble", radius: 120 }');
    expect(grenoble.body.data?.pickupLocations.items.map((item) => item.city)).toEqual([
      'Grenoble',
      'Annecy',
      'Lyon',
      'Lyon',
    ]);
    const nowhere = await ask(server(), 'area: { search_term: "Atlantis:FR", radius: 50 }');
    expect(nowhere.body.errors?.[0]?.message).toBe('Unknown geoname for Atlantis:FR');
  });

  it('filters, sorts and pages with Magento messages', async () => {
    const filtered = await ask(
      server(),
      'filters: { city: { eq: "Paris" } }, sort: { postcode: DESC }',
    );
    expect(filtered.body.data?.pickupLocations.items.map((item) => item.postcode)).toEqual([
      '75017',
      '75005',
      '75001',
    ]);
    const like = await ask(server(), 'filters: { name: { like: "%Lyon%" } }');
    expect(like.body.data?.pickupLocations.total_count).toBe(2);
    const page = await ask(server(), 'pageSize: 10, currentPage: 3');
    expect(page.body.data?.pickupLocations.items).toHaveLength(5);
    for (const [args, message] of [
      [
        'pageSize: 10, currentPage: 4',
        'currentPage value 4 specified is greater than the 3 page(s) available.',
      ],
      ['pageSize: 0', 'pageSize value must be greater than 0.'],
      ['currentPage: 0', 'currentPage value must be greater than 0.'],
    ]) {
      expect((await ask(server(), args ?? '')).body.errors?.[0]?.message).toBe(message);
    }
  });

  it('keeps only the locations where every product asked can be picked up (productsInfo)', async () => {
    const inStock = await ask(server(), 'productsInfo: [{ sku: "ORS-000002" }]');
    expect(inStock.body.data?.pickupLocations.total_count).toBe(25);
    // ORS-000005 is out of stock; a configurable's own SKU is not a product one picks up.
    for (const sku of ['ORS-000005', 'ORS-000003', 'NO-SUCH-SKU']) {
      const none = await ask(server(), `productsInfo: [{ sku: "ORS-000002" }, { sku: "${sku}" }]`);
      expect(none.body.data?.pickupLocations).toMatchObject({ items: [], total_count: 0 });
    }
  });
});

it('geocodes French postcodes to their département and measures distances in km', () => {
  expect(departmentOfPostcode('20090')).toBe('2A');
  expect(departmentOfPostcode('20200')).toBe('2B');
  expect(departmentOfPostcode('97400')).toBeUndefined();
  const paris = geocode('75011:FR', []);
  const lyon = geocode('lyon', []);
  expect(paris && lyon && Math.round(distanceKm(paris, lyon))).toBe(392);
  expect(geocode('75011:DE', [])).toBeUndefined();
});
