import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';
import { compileSearch, SEARCH_TOTAL_CAP } from './product-search.ts';
import { countMatches, pageOfIds } from './search-page.ts';

interface Listing {
  products: { total_count: number; items: Array<{ name: string }> } | null;
}

// "dormir" names nothing: its synonyms do, in some names and in more descriptions.
const SLEEP = /sommeil|dormir|endormissement|insomnie/i;

describeContract('search: relevance tiers and the capped count (decision 130)', (server) => {
  const listing = async (args: string) =>
    (await server().gql<Listing>(`{ products(${args}) { total_count items { name } } }`)).body.data
      ?.products;

  it('puts the names that match first, then the matches in the text, and pages join up', async () => {
    const all = await listing('search: "dormir", pageSize: 300');
    const names = all?.items.map((item) => item.name) ?? [];
    const firstTextOnly = names.findIndex((name) => !SLEEP.test(name));
    expect(firstTextOnly).toBeGreaterThan(0);
    expect(names.slice(firstTextOnly).some((name) => SLEEP.test(name))).toBe(false);
    expect(names).toHaveLength(all?.total_count ?? -1);
    // Pages of 3 read tier by tier, including those that start past the names, join into the whole.
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(names.length / 3); page++) {
      const items = (await listing(`search: "dormir", pageSize: 3, currentPage: ${page}`))?.items;
      paged.push(...(items ?? []).map((item) => item.name));
    }
    expect(paged).toEqual(names);
    // The path that ranks every match (a product filter) gives the same order.
    const ranked = await listing(
      'search: "dormir", pageSize: 300, filter: { price: { from: "0" } }',
    );
    expect(ranked?.items.map((item) => item.name)).toEqual(names);
  });

  it('puts names holding every word before names holding one', async () => {
    const items = (await listing('search: "magnésium b6", pageSize: 50'))?.items ?? [];
    const both = items.filter((item) => /magnésium b6/i.test(item.name)).length;
    expect(both).toBeGreaterThan(0);
    expect(items.slice(0, both).every((item) => /magnésium b6/i.test(item.name))).toBe(true);
    expect(items.length).toBeGreaterThan(both);
  });

  it('counts a search exactly below the cap and stops at it above', async () => {
    const db = server().server.services.db;
    const compiled = await compileSearch(db, 'vitamine', undefined);
    const exact = await countMatches(db, compiled);
    expect(exact).toBeGreaterThan(3);
    expect(exact).toBeLessThan(SEARCH_TOTAL_CAP);
    expect((await listing('search: "vitamine"'))?.total_count).toBe(exact);
    expect(await countMatches(db, compiled, 3)).toBe(3);
    // The page itself does not count: the total is left to the (capped) count.
    expect((await pageOfIds(db, compiled, undefined, 2, 0)).total).toBeUndefined();
  });
});
