import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';

interface Tree {
  name: string;
  uid: string;
  include_in_menu: number;
  position: number;
  url_path: string;
  url_suffix: string;
  children_count: string;
  children?: Tree[];
}

describeContract('categories', (server) => {
  it('returns the store root with a 3-level menu tree of at least 8 top categories (categoryList)', async () => {
    const { body } = await server().gql<{ categoryList: Tree[] }>(`{
      categoryList { uid name children_count children { uid name include_in_menu position url_path url_suffix children_count
        promo_content promo_rich_content skinny_navigation children { name url_path children { name url_path } } } }
    }`);
    expect(body.errors).toBeUndefined();
    const root = body.data?.categoryList[0];
    expect(root?.uid).toBe('Mg==');
    const top = root?.children ?? [];
    expect(top.filter((category) => category.include_in_menu === 1).length).toBeGreaterThanOrEqual(
      8,
    );
    expect(top.some((category) => category.include_in_menu === 0)).toBe(true);
    expect(top.map((category) => category.position)).toEqual(
      [...top.map((category) => category.position)].sort((a, b) => a - b),
    );
    const deepest = top
      .flatMap((category) => category.children ?? [])
      .flatMap((category) => category.children ?? []);
    expect(deepest.length).toBeGreaterThan(5);
    expect(deepest[0]?.url_path.split('/')).toHaveLength(3);
    expect(top[0]).toMatchObject({ url_suffix: '.html', skinny_navigation: false });
    expect(top[0]).toHaveProperty('promo_content');
  });

  it('finds a category by url_path with breadcrumbs, meta fields and its products', async () => {
    const { body } = await server().gql<{
      categories: { total_count: number; items: Array<Record<string, unknown>> };
    }>(`{
      categories(filters: { url_path: { eq: "vitamines/vitamine-c" } }) {
        total_count page_info { current_page page_size total_pages }
        items { uid name level url_key url_path canonical_url description meta_title meta_description
          breadcrumbs { category_uid category_name category_level category_url_path }
          products(pageSize: 2) { total_count items { name } } }
      }
    }`);
    expect(body.data?.categories.total_count).toBe(1);
    const category = body.data?.categories.items[0];
    expect(category).toMatchObject({
      name: 'Vitamine C',
      level: 3,
      url_path: 'vitamines/vitamine-c',
      canonical_url: 'vitamines/vitamine-c.html',
    });
    expect(category?.breadcrumbs).toEqual([
      {
        category_uid: 'Mw==',
        category_name: 'Vitamines',
        category_level: 2,
        category_url_path: 'vitamines',
      },
    ]);
    expect((category?.products as { total_count: number }).total_count).toBeGreaterThan(2);
    expect(String(category?.meta_title)).toContain('Vitamine C');
  });

  it('filters by parent uid and by partial name, accents ignored', async () => {
    const byParent = await server().gql<{ categories: { items: Array<{ name: string }> } }>(
      '{ categories(filters: { parent_category_uid: { eq: "Mw==" } }) { items { name } } }',
    );
    expect(byParent.body.data?.categories.items.map((item) => item.name)).toEqual([
      'Vitamine C',
      'Vitamine D',
      'Vitamines B',
      'Multivitamines',
    ]);
    const byName = await server().gql<{ categories: { items: Array<{ name: string }> } }>(
      '{ categories(filters: { name: { match: "mineraux" } }) { items { name } } }',
    );
    expect(byName.body.data?.categories.items.map((item) => item.name)).toEqual(['Minéraux']);
  });

  it('answers an unknown uid with an empty list and a bad page with Magento messages', async () => {
    const unknown = await server().gql<{ categories: { total_count: number } }>(
      '{ categories(filters: { category_uid: { eq: "not-base64!" } }) { total_count } }',
    );
    expect(unknown.body.data?.categories.total_count).toBe(0);
    const badPage = await server().gql('{ categories(currentPage: 0) { total_count } }');
    expect(badPage.status).toBe(200);
    expect(badPage.body.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
  });
});
