import { createShopClient, NO_EXTENSIONS, toShopExtensions } from '@vitrine/graphql-client';
import { createFakeBackend } from '@vitrine/graphql-client/testing';
import type { FakeBackendHandlers } from '@vitrine/graphql-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { loadProductPage } from './product.server.ts';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'EUR' });
const price = {
  __typename: 'ProductPrice',
  regular_price: money(19.9),
  final_price: money(19.9),
  discount: { __typename: 'ProductDiscount', amount_off: 0, percent_off: 0 },
};

const PRODUCT = {
  __typename: 'SimpleProduct',
  uid: 'MTI=',
  sku: 'ORS-D3',
  name: 'Vitamine D3',
  url_key: 'vitamine-d3',
  url_suffix: '.html',
  canonical_url: null,
  stock_status: 'IN_STOCK',
  only_x_left_in_stock: 2,
  meta_title: null,
  meta_keyword: null,
  meta_description: null,
  rating_summary: 0,
  review_count: 0,
  special_price: null,
  description: null,
  short_description: null,
  image: null,
  media_gallery: [],
  media_gallery_entries: [],
  price_range: { __typename: 'PriceRange', minimum_price: price, maximum_price: price },
  price_tiers: [],
  categories: [],
  custom_attributesV2: null,
  related_products: [],
  upsell_products: [],
};

const HANDLERS: FakeBackendHandlers['graphql'] = {
  GetProductDetailForProductPage: () => ({
    data: { products: { __typename: 'Products', items: [PRODUCT] } },
  }),
  GetProductFaq: () => ({
    data: {
      products: {
        __typename: 'Products',
        items: [
          {
            __typename: 'SimpleProduct',
            uid: 'MTI=',
            faq_items: [
              {
                __typename: 'ProductFaqItem',
                question: 'Quand la prendre ?',
                answer: '<p>Le matin<script>x()</script></p>',
                position: 1,
              },
            ],
          },
        ],
      },
    },
  }),
  GetProductPageSections: () => ({
    data: {
      storeConfig: {
        __typename: 'StoreConfig',
        store_code: 'fr',
        product_page_sections_sort_order: [
          { __typename: 'ProductPageSectionOrder', code: 'faq', sort_order: 5 },
        ],
      },
    },
  }),
};

function load(extensions: Parameters<typeof loadProductPage>[2], handlers = HANDLERS) {
  const backend = createFakeBackend({ graphql: handlers });
  const shop = createShopClient({
    backendUrl: 'http://fake.test',
    fetch: backend.fetch,
    log: vi.fn(),
  });
  const page = loadProductPage(shop, new URL('https://shop.example/vitamine-d3.html'), extensions);
  return { page, backend };
}

describe('the product page loader', () => {
  it('sends only the core document to a stock Magento: no FAQ, the spec section order', async () => {
    const { page, backend } = load(NO_EXTENSIONS);
    const data = await page;
    expect(backend.requests.map((request) => request.operationName)).toEqual([
      'GetProductDetailForProductPage',
    ]);
    expect(data.faq).toEqual([]);
    expect(data.sections[0]).toBe('overview');
    expect(data.sections.indexOf('faq')).toBe(4);
  });

  it('adds the FAQ (sanitised) and the section order of a backend that offers them', async () => {
    const { page, backend } = load(toShopExtensions(['product-faq', 'store-config-extras']));
    const data = await page;
    expect(backend.requests.map((request) => request.operationName).sort()).toEqual([
      'GetProductDetailForProductPage',
      'GetProductFaq',
      'GetProductPageSections',
    ]);
    expect(backend.requests.find((r) => r.operationName === 'GetProductFaq')?.body).toEqual({
      urlKey: 'vitamine-d3',
    });
    expect(data.faq).toEqual([{ question: 'Quand la prendre ?', answer: '<p>Le matin</p>' }]);
    expect(data.sections[0]).toBe('faq');
  });

  it('still shows the page when an extension read fails, without its part', async () => {
    const { GetProductFaq: _faq, GetProductPageSections: _sections, ...core } = HANDLERS;
    const { page } = load(toShopExtensions(['product-faq', 'store-config-extras']), core);
    const data = await page;
    expect(data.name).toBe('Vitamine D3');
    expect(data.faq).toEqual([]);
    expect(data.sections[0]).toBe('overview');
  });
});
