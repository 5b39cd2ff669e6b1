import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';

interface ProductsData {
  products: {
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
    items: Array<{
      name: string;
      sku: string;
      price_range: { minimum_price: { final_price: { value: number } } };
    }>;
    aggregations?: Array<{
      attribute_code: string;
      label: string;
      count: number;
      options: Array<{ label: string; value: string; count: number }>;
    }>;
    sort_fields?: { default: string; options: Array<{ value: string }> };
    suggestions?: Array<{ search: string }>;
  } | null;
}

const LIST =
  'total_count page_info { current_page page_size total_pages } items { name sku price_range { minimum_price { final_price { value } } } }';

describeContract('products', (server) => {
  it('lists a category page in position order with page_info and sort fields', async () => {
    const { body, headers } = await server().gql<ProductsData>(
      `{ products(filter: { category_uid: { eq: "Mw==" } }, pageSize: 6) { ${LIST} sort_fields { default options { value } } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.products?.page_info).toMatchObject({ current_page: 1, page_size: 6 });
    expect(body.data?.products?.items).toHaveLength(6);
    expect(body.data?.products?.sort_fields).toEqual({
      default: 'position',
      options: [{ value: 'position' }, { value: 'name' }, { value: 'price' }],
    });
    expect(headers.get('cache-control')).toContain('public');
  });

  it('finds "Vitamine C" when searching "vitamines" and "Magnésium" when searching "magnesium"', async () => {
    const vitamins = await server().gql<ProductsData>(
      `{ products(search: "vitamines") { ${LIST} sort_fields { default } } }`,
    );
    expect(
      vitamins.body.data?.products?.items.some((item) => item.name.startsWith('Vitamine C')),
    ).toBe(true);
    expect(vitamins.body.data?.products?.sort_fields?.default).toBe('relevance');
    const magnesium = await server().gql<ProductsData>(
      `{ products(search: "magnesium") { ${LIST} } }`,
    );
    expect(magnesium.body.data?.products?.items[0]?.name).toMatch(/^Magnésium/);
  });

  it('falls back to trigram similarity for a typo and offers suggestions', async () => {
    const { body } = await server().gql<ProductsData>(
      `{ products(search: "magnesum bisglicinate") { ${LIST} suggestions { search } } }`,
    );
    expect(body.data?.products?.total_count).toBeGreaterThan(0);
    expect(body.data?.products?.items[0]?.name).toMatch(/^Magnésium bisglycinate/);
    expect(body.data?.products?.suggestions?.[0]?.search).toContain('magnésium bisglycinate');
  });

  it('filters by sku, url_key, price range and attribute option ids', async () => {
    const bySku = await server().gql<ProductsData>(
      `{ products(filter: { sku: { in: ["ORS-000001", "ORS-000002"] } }) { ${LIST} } }`,
    );
    expect(bySku.body.data?.products?.items.map((item) => item.sku).sort()).toEqual([
      'ORS-000001',
      'ORS-000002',
    ]);
    const byPrice = await server().gql<ProductsData>(
      `{ products(filter: { price: { from: "10", to: "20" } }, pageSize: 100) { ${LIST} } }`,
    );
    const prices =
      byPrice.body.data?.products?.items.map(
        (item) => item.price_range.minimum_price.final_price.value,
      ) ?? [];
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price >= 10 && price < 20)).toBe(true);
    const facets = await server().gql<ProductsData>(
      '{ products(filter: {}) { total_count aggregations { attribute_code options { label value count } } } }',
    );
    const vegan = facets.body.data?.products?.aggregations
      ?.find((a) => a.attribute_code === 'diet')
      ?.options.find((o) => o.label === 'Végan');
    expect(vegan).toBeDefined();
    const veganOnly = await server().gql<ProductsData>(
      `{ products(filter: { diet: { eq: "${vegan?.value}" } }) { total_count } }`,
    );
    expect(veganOnly.body.data?.products?.total_count).toBe(vegan?.count);
  });

  it('sorts by price and by name in both directions', async () => {
    const asc = await server().gql<ProductsData>(
      `{ products(filter: { category_uid: { eq: "Mw==" } }, sort: { price: ASC }, pageSize: 50) { ${LIST} } }`,
    );
    const values =
      asc.body.data?.products?.items.map(
        (item) => item.price_range.minimum_price.final_price.value,
      ) ?? [];
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const desc = await server().gql<ProductsData>(
      `{ products(filter: { category_uid: { eq: "Mw==" } }, sort: { name: DESC }, pageSize: 50) { ${LIST} } }`,
    );
    const names = desc.body.data?.products?.items.map((item) => item.name) ?? [];
    expect(names[0]!.localeCompare(names[names.length - 1]!)).toBeGreaterThan(0);
  });

  it('combines search, category, price and sort', async () => {
    const { body } = await server().gql<ProductsData>(
      `{ products(search: "vitamine", filter: { category_uid: { eq: "Mw==" }, price: { from: "0", to: "30" } }, sort: { price: ASC }, pageSize: 50) { ${LIST} aggregations { attribute_code } } }`,
    );
    const items = body.data?.products?.items ?? [];
    const values = items.map((item) => item.price_range.minimum_price.final_price.value);
    expect(items.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.every((value) => value < 30)).toBe(true);
    expect(body.data?.products?.total_count).toBe(items.length);
  });

  it('returns Magento aggregation formats: price buckets a_b, category ids, option ids', async () => {
    const { body } = await server().gql<ProductsData>(
      '{ products(filter: { category_uid: { eq: "Mw==" } }) { aggregations(filter: { category: { includeDirectChildrenOnly: true } }) { attribute_code label count options { label value count } } } }',
    );
    const aggregations = body.data?.products?.aggregations ?? [];
    const price = aggregations.find((a) => a.attribute_code === 'price');
    expect(price?.options[0]?.value).toMatch(/^\d+_(\d+|\*)$/);
    expect(price?.options[0]?.label).toMatch(/^\d+-(\d+|\*)$/);
    const category = aggregations.find((a) => a.attribute_code === 'category_id');
    expect(category?.options.map((o) => o.label)).toEqual([
      'Vitamine C',
      'Vitamine D',
      'Vitamines B',
      'Multivitamines',
    ]);
    expect(category?.options.every((o) => /^\d+$/.test(o.value))).toBe(true);
    expect(aggregations.find((a) => a.attribute_code === 'brand')?.options[0]?.value).toMatch(
      /^\d+$/,
    );
  });

  it('answers the filter-input introspection the storefront uses to learn filter kinds', async () => {
    const { body } = await server().gql<{
      __type: { inputFields: Array<{ name: string; type: { name: string } }> };
    }>('{ __type(name: "ProductAttributeFilterInput") { inputFields { name type { name } } } }');
    const kinds = Object.fromEntries(
      body.data?.__type.inputFields.map((field) => [field.name, field.type.name]) ?? [],
    );
    expect(kinds).toMatchObject({
      category_uid: 'FilterEqualTypeInput',
      name: 'FilterMatchTypeInput',
      price: 'FilterRangeTypeInput',
      diet: 'FilterEqualTypeInput',
    });
  });

  it('G7 refuses bad input (a page size over 300 too) with Magento messages and never a 500', async () => {
    const cases: Array<[string, string | RegExp]> = [
      [
        '{ products(pageSize: 5) { total_count } }',
        "'search' or 'filter' input argument is required.",
      ],
      [
        '{ products(search: "vitamine", currentPage: -1) { total_count } }',
        'currentPage value must be greater than 0.',
      ],
      [
        '{ products(search: "vitamine", pageSize: 0) { total_count } }',
        'pageSize value must be greater than 0.',
      ],
      [
        '{ products(search: "vitamine", pageSize: 100000) { total_count } }',
        'Maximum page_size is 300',
      ],
      [
        '{ products(search: "vitamine", currentPage: 999) { total_count } }',
        /^currentPage value 999 specified is greater than the \d+ page\(s\) available\.$/,
      ],
      ['{ products(filter: { colour: { eq: "1" } }) { total_count } }', /colour/],
      ['{ products(filter: { price: { from: "abc" } }) { total_count } }', /price filter/],
      ['{ products(filter: { price: { to: "1e308" } }) { total_count } }', /price filter/],
      [
        '{ products(filter: { sku: { eq: "ORS\\u0000" } }) { total_count } }',
        'Input must not contain NUL characters.',
      ],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await server().gql(query);
      expect(status, query).toBeLessThan(500);
      expect(body.errors?.[0]?.message, query).toMatch(message);
    }
  });

  it('returns an empty page, not an error, when nothing matches', async () => {
    const { body } = await server().gql<ProductsData>(
      `{ products(search: "zzzqqqxxx", currentPage: 3) { ${LIST} } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.products).toMatchObject({ total_count: 0, items: [] });
  });
});
