import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';

interface SearchData {
  products: {
    total_count: number;
    items: Array<{ name: string }>;
    suggestions?: Array<{ search: string }> | null;
  } | null;
}

const QUERY = (search: string) =>
  `{ products(search: ${JSON.stringify(search)}, pageSize: 50) { total_count items { name } suggestions { search } } }`;

describeContract('search: synonyms and typos', (server) => {
  for (const [search, expected] of [
    ['dormir', /sommeil/i],
    ['fatigue', /énergie|vitamine|magnésium|fer/i],
    ['magnezium', /magnésium/i],
    ['vitamne', /vitamine/i],
  ] as const) {
    it(`finds products for "${search}"`, async () => {
      const { body } = await server().gql<SearchData>(QUERY(search));
      expect(body.errors).toBeUndefined();
      console.log(search, body.data?.products?.total_count, body.data?.products?.items.slice(0, 5).map((i) => i.name), body.data?.products?.suggestions);
      expect(body.data?.products?.total_count).toBeGreaterThan(0);
      expect(body.data?.products?.items[0]?.name).toMatch(expected);
    });
  }
});
