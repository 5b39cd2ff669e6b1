import { INTEGRATION_TIMEOUT_MS } from '../testing/integration.ts';
import type { AnyVariables, DocumentInput } from '@urql/core';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createShopClient } from '../client/create-shop-client.ts';
import type { ShopClient } from '../client/create-shop-client.ts';
import * as catalog from './catalog.operations.ts';
import * as productReads from './product.operations.ts';
import * as content from './content.operations.ts';
import * as promo from './extensions/category-promo.operations.ts';
import * as faq from './extensions/product-faq.operations.ts';
import * as locator from './extensions/store-locator.operations.ts';

let shop: ShopClient;

async function read<Data, Variables extends AnyVariables>(
  document: DocumentInput<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const result = await shop.graphql
    .query(document, variables, { requestPolicy: 'network-only' })
    .toPromise();
  expect(result.error?.message).toBeUndefined();
  expect(result.data).toBeTruthy();
  return result.data!;
}

const dates = { dateRangeStart: '2026-12-21', dateRangeEnd: '2026-12-27' };

beforeAll(() => {
  shop = createShopClient({ backendUrl: inject('commerceServerUrl'), log: vi.fn() });
});

describe('catalog reads against the commerce server', { timeout: INTEGRATION_TIMEOUT_MS }, () => {
  it('walks the menu, a category page, its listing and a product page', async () => {
    const menu = await read(catalog.GetMegaMenu, {});
    const root = menu.categoryList?.[0];
    const top = root?.children?.find(
      (child) => child?.include_in_menu === 1 && (child.children?.length ?? 0) > 0,
    );
    expect(top?.uid).toBeTruthy();
    expect(top?.children?.[0]?.uid).toBeTruthy();

    const drawer = await read(catalog.GetNavigationMenu, { uid: top!.uid });
    expect(drawer.categories?.items?.[0]?.children?.length).toBeGreaterThan(0);
    const children = await read(catalog.GetCategories, { parentUid: top!.uid });
    expect(children.categories?.items?.length).toBeGreaterThan(0);
    const page = await read(catalog.GetCategoryData, { uid: top!.uid });
    expect(page.categories?.items?.[0]?.name).toBe(top!.name);

    const listing = await read(catalog.GetProductListing, {
      filter: { category_uid: { eq: top!.uid } },
    });
    expect(listing.products?.items?.length).toBeGreaterThan(0);
    expect(listing.products?.page_info?.page_size).toBe(6);
    expect(
      listing.products?.aggregations?.some(
        (aggregation) => aggregation?.attribute_code === 'price',
      ),
    ).toBe(true);
    const product = listing.products!.items![0]!;

    const detail = await read(productReads.GetProductDetailForProductPage, {
      urlKey: product.url_key!,
    });
    expect(detail.products?.items?.[0]?.sku).toBe(product.sku);

    const route = await read(content.ResolveURL, {
      url: `${product.url_key!}${product.url_suffix ?? ''}`,
    });
    expect(route.route).toMatchObject({ type: 'PRODUCT', redirect_code: 0 });
  });

  it('reads a page of a product’s reviews with the summary they make up', async () => {
    const result = await read(productReads.GetProductReviews, {
      urlKey: 'vitamine-d3-lichen',
      pageSize: 3,
      currentPage: 1,
    });
    const product = result.products?.items?.[0];
    expect(product?.review_count).toBeGreaterThan(0);
    expect(product?.reviews.items.length).toBe(Math.min(3, product?.review_count ?? 0));
    expect(product?.reviews.items[0]?.ratings_breakdown.length).toBe(3);
    expect(product?.reviews.page_info.current_page).toBe(1);
  });

  it('searches in French and suggests while typing', async () => {
    const search = await read(catalog.ProductSearch, { search: 'vitamines' });
    expect(search.products?.total_count).toBeGreaterThan(0);
    const autocomplete = await read(catalog.GetAutocompleteResults, { search: 'magnesium' });
    expect(autocomplete.products?.items?.length).toBeGreaterThan(0);
  });

  it('learns the filter kinds from the schema', async () => {
    const inputs = await read(catalog.GetFilterInputs, {});
    const kinds = Object.fromEntries(
      (inputs.__type?.inputFields ?? []).map((field) => [field.name, field.type.name]),
    );
    expect(kinds).toMatchObject({
      category_uid: 'FilterEqualTypeInput',
      price: 'FilterRangeTypeInput',
    });
  });
});

describe(
  'catalog extension reads against the commerce server (every extension served)',
  { timeout: INTEGRATION_TIMEOUT_MS },
  () => {
    it('reads the mega menu promotions by the same uids as the core menu', async () => {
      const [menu, promos] = await Promise.all([
        read(catalog.GetMegaMenu, {}),
        read(promo.GetMegaMenuPromos, {}),
      ]);
      const uids = (menu.categoryList?.[0]?.children ?? []).map((child) => child?.uid);
      const promoted = promos.categoryList?.[0]?.children ?? [];
      expect(promoted.map((child) => child?.uid)).toEqual(uids);
      expect(promoted.some((child) => Boolean(child?.promo_content))).toBe(true);
      expect(promoted.some((child) => child?.skinny_navigation === true)).toBe(true);
    });

    it('reads a product FAQ by URL key', async () => {
      const result = await read(faq.GetProductFaq, { urlKey: 'vitamine-d3-lichen' });
      const items = result.products?.items?.[0]?.faq_items ?? [];
      expect(items.length).toBeGreaterThan(0);
      expect(items[0]?.question).toBeTruthy();
    });
  },
);

describe('content reads against the commerce server', { timeout: INTEGRATION_TIMEOUT_MS }, () => {
  it('resolves / to the home CMS page and reads it and some blocks', async () => {
    const home = await read(content.ResolveURL, { url: '/' });
    expect(home.route).toMatchObject({ type: 'CMS_PAGE', identifier: 'home' });
    const page = await read(content.GetCmsPage, { identifier: 'home' });
    expect(page.cmsPage?.content).toContain('data-content-type');
    const unknown = await read(content.ResolveURL, { url: '/no-such-page-anywhere.html' });
    expect(unknown.route).toBeNull();
  });

  it('reads CMS blocks by identifier', async () => {
    const result = await shop.graphql
      .query(
        content.GetCmsBlocks,
        { identifiers: ['no-such-block'] },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    // Spec §8: a query with no items answers 'There are no blocks to display'.
    expect(result.error?.message).toBe('There are no blocks to display');
  });
});

describe(
  'store locator reads against the commerce server',
  { timeout: INTEGRATION_TIMEOUT_MS },
  () => {
    it('lists stores nearest first, finds the favorite, and reads one store with hours for a date range', async () => {
      const list = await read(locator.GetStoreList, { ...dates, pageSize: 30 });
      expect(list.absoStores?.total_count).toBeGreaterThanOrEqual(20); // active stores of the 25 seeded
      const lyon = { latitude: 45.764, longitude: 4.8357 };
      const nearest = await read(locator.GetStoreList, { origin: lyon, pageSize: 3, ...dates });
      const distances = nearest.absoStores!.items.map((store) => store?.distance ?? Infinity);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const favorite = await read(locator.GetFavoriteStore, { origin: lyon, ...dates });
      expect(favorite.getFavoriteStore?.identifier).toBe(nearest.absoStores!.items[0]!.identifier);

      const identifier = favorite.getFavoriteStore!.identifier!;
      const details = await read(locator.FavoriteStoreFullDetails, { identifier, ...dates });
      expect(details.absoStores?.total_count).toBe(1);
      // A day may have several ranges (closed at lunch): compare the days covered.
      const days = new Set(
        details.absoStores?.items[0]?.opening_hours?.items?.map((range) => range?.day),
      );
      expect([...days]).toEqual([
        '2026-12-21',
        '2026-12-22',
        '2026-12-23',
        '2026-12-24',
        '2026-12-25',
        '2026-12-26',
        '2026-12-27',
      ]);
      const byUrlKey = await read(locator.GetStoreDetails, {
        urlKey: details.absoStores!.items[0]!.url_key!,
        ...dates,
      });
      expect(byUrlKey.absoStores?.items[0]?.identifier).toBe(identifier);
    });

    it('routes a store page through the core route lookup by its type, for the extension to complete', async () => {
      const list = await read(locator.GetStoreList, { ...dates, pageSize: 1 });
      const store = list.absoStores!.items[0]!;
      const route = await read(content.ResolveURL, { url: `/${store.relative_url!}` });
      expect(route.route).toMatchObject({
        __typename: 'AbsoStore',
        type: 'ABSO_STORE',
        relative_url: store.relative_url,
      });
    });
  },
);
