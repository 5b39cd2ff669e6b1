import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';

interface SearchData {
  products: {
    total_count: number;
    items: Array<{ name: string }>;
    suggestions?: Array<{ search: string }> | null;
  } | null;
}

const search = (text: string) =>
  `{ products(search: ${JSON.stringify(text)}, pageSize: 50) { total_count items { name } suggestions { search } } }`;

describeContract('search: synonyms, typos and suggestions', (server) => {
  it('finds sleep products for "dormir" through the seeded synonyms, sommeil first', async () => {
    const { body } = await server().gql<SearchData>(search('dormir'));
    expect(body.errors).toBeUndefined();
    expect(body.data?.products?.total_count).toBeGreaterThan(0);
    expect(body.data?.products?.items[0]?.name).toMatch(/sommeil/i);
    // The shopper's words found products: Magento gives no suggestions then.
    expect(body.data?.products?.suggestions).toEqual([]);
  });

  it('finds energy products for "fatigue", as for "energie" (accents) and "énergies" (stemming)', async () => {
    const totals = await Promise.all(
      ['fatigue', 'energie', 'énergies'].map(
        async (text) =>
          (await server().gql<SearchData>(search(text))).body.data?.products?.total_count,
      ),
    );
    expect(totals[0]).toBeGreaterThan(0);
    expect(totals).toEqual([totals[0], totals[0], totals[0]]);
  });

  it('corrects "magnezium" to magnésium and says so in suggestions', async () => {
    const { body } = await server().gql<SearchData>(search('magnezium'));
    const products = body.data?.products;
    expect(products?.total_count).toBeGreaterThan(0);
    expect(products?.items.every((item) => /magnésium/i.test(item.name))).toBe(true);
    expect(products?.suggestions).toEqual([{ search: 'magnésium' }]);
  });

  it('corrects "vitamne" to vitamine', async () => {
    const { body } = await server().gql<SearchData>(search('vitamne'));
    expect(body.data?.products?.items[0]?.name).toMatch(/^Vitamine/);
    expect(body.data?.products?.suggestions).toEqual([{ search: 'vitamine' }]);
  });

  it('orders a relevance page as ranking every match would (names first, then catalogue order)', async () => {
    // A price filter every product passes takes the path that ranks every match.
    const names = async (filter: string, currentPage: number) =>
      (
        await server().gql<SearchData>(
          `{ products(search: "dormir"${filter}, pageSize: 5, currentPage: ${currentPage}) { total_count items { name } } }`,
        )
      ).body.data?.products;
    for (const page of [1, 2, 3]) {
      const fast = await names('', page);
      const ranked = await names(', filter: { price: { from: "0" } }', page);
      expect(fast?.items.length).toBeGreaterThan(0);
      expect(fast).toEqual(ranked);
    }
  });

  it('suggests only for a search without results: none for a nonsense query nor for one that found', async () => {
    const nonsense = await server().gql<SearchData>(search('xqzwkj'));
    expect(nonsense.body.errors).toBeUndefined();
    expect(nonsense.body.data?.products).toMatchObject({
      total_count: 0,
      items: [],
      suggestions: [],
    });
    const found = await server().gql<SearchData>(search('vitamine'));
    expect(found.body.data?.products?.total_count).toBeGreaterThan(0);
    expect(found.body.data?.products?.suggestions).toEqual([]);
  });
});
