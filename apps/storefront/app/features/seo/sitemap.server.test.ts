import { createShopClient, toShopExtensions } from '@vitrine/graphql-client';
import { createFakeBackend } from '@vitrine/graphql-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { loadSitemapEntries } from './sitemap.server.ts';

function shopWithStores() {
  const backend = createFakeBackend({
    graphql: {
      GetMegaMenu: () => ({ data: { categoryList: [] } }),
      GetSitemapProducts: () => ({
        data: {
          products: {
            __typename: 'Products',
            items: [],
            page_info: { __typename: 'SearchResultPageInfo', total_pages: 1 },
          },
        },
      }),
      GetSitemapStores: () => ({
        data: {
          absoStores: {
            __typename: 'AbsoStores',
            items: [
              { __typename: 'AbsoStore', url_key: 'annecy', relative_url: 'magasins/annecy' },
              { __typename: 'AbsoStore', url_key: 'lyon', relative_url: null },
            ],
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

describe('the sitemap’s store pages', () => {
  it('lists the store list and every store page when the backend has a store locator', async () => {
    const { shop } = shopWithStores();
    const entries = await loadSitemapEntries(
      shop,
      'https://shop.example',
      toShopExtensions(['store-locator']),
    );
    const locs = entries.map((entry) => entry.loc);
    expect(locs).toContain('https://shop.example/magasins');
    expect(locs).toContain('https://shop.example/magasins/annecy');
    expect(locs).toContain('https://shop.example/magasins/lyon');
  });

  it('lists none and sends no store-locator read on a stock Magento', async () => {
    const { shop, backend } = shopWithStores();
    const entries = await loadSitemapEntries(shop, 'https://shop.example', toShopExtensions([]));
    expect(entries.some((entry) => entry.loc.includes('/magasins'))).toBe(false);
    expect(backend.requests.map((request) => request.operationName)).not.toContain(
      'GetSitemapStores',
    );
  });
});
