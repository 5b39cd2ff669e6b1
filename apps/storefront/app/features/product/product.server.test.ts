import { createShopClient, NO_EXTENSIONS, toShopExtensions } from '@vitrine/graphql-client';
import { createFakeBackend } from '@vitrine/graphql-client/testing';
import type { FakeBackendHandlers } from '@vitrine/graphql-client/testing';
import { expectConsole } from '@vitrine/test-harness';
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

const review = (nickname: string, votes: number[]) => ({
  __typename: 'ProductReview',
  nickname,
  summary: 'Très satisfaite',
  text: 'Je recommande.',
  created_at: '2026-10-31 14:22:00',
  average_rating: (votes.reduce((a, b) => a + b, 0) / votes.length) * 20,
  ratings_breakdown: votes.map((value, index) => ({
    __typename: 'ProductReviewRating',
    name: ['Efficacité', 'Qualité'][index],
    value: String(value),
  })),
});

/** Seven reviews in pages of five: page 2 holds the last two. */
const reviewsAnswer = (currentPage: number) => ({
  data: {
    products: {
      __typename: 'Products',
      items: [
        {
          __typename: 'SimpleProduct',
          uid: 'MTI=',
          rating_summary: 84,
          review_count: 7,
          reviews: {
            __typename: 'ProductReviews',
            items:
              currentPage === 1
                ? [review('Camille R.', [5, 4]), review('Hélène D.', [4, 4])]
                : currentPage === 2
                  ? [review('Julien M.', [3, 4])]
                  : [],
            page_info: {
              __typename: 'SearchResultPageInfo',
              current_page: currentPage,
              page_size: 5,
              total_pages: 2,
            },
          },
        },
      ],
    },
  },
});

const HANDLERS: FakeBackendHandlers['graphql'] = {
  GetProductReviews: (variables) => reviewsAnswer(Number(variables.currentPage)),
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

function load(
  extensions: Parameters<typeof loadProductPage>[2],
  handlers = HANDLERS,
  url = 'https://shop.example/vitamine-d3.html',
) {
  const backend = createFakeBackend({ graphql: handlers });
  const shop = createShopClient({
    backendUrl: 'http://fake.test',
    fetch: backend.fetch,
    log: vi.fn(),
  });
  const page = loadProductPage(shop, new URL(url), extensions);
  return { page, backend };
}

describe('the product page loader', () => {
  it('sends only the core document to a stock Magento: no FAQ, the spec section order', async () => {
    const { page, backend } = load(NO_EXTENSIONS);
    const data = await page;
    expect(backend.requests.map((request) => request.operationName).sort()).toEqual([
      'GetProductDetailForProductPage',
      'GetProductReviews',
    ]);
    expect(data.faq).toEqual([]);
    expect(data.sections[0]).toBe('overview');
    expect(data.sections.indexOf('faq')).toBe(5);
  });

  it('adds the FAQ (sanitised) and the section order of a backend that offers them', async () => {
    const { page, backend } = load(toShopExtensions(['product-faq', 'store-config-extras']));
    const data = await page;
    expect(backend.requests.map((request) => request.operationName).sort()).toEqual([
      'GetProductDetailForProductPage',
      'GetProductFaq',
      'GetProductPageSections',
      'GetProductReviews',
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

  it('reads the first page of reviews, five at a time, and maps them for the section', async () => {
    const { page, backend } = load(NO_EXTENSIONS);
    const data = await page;
    expect(backend.requests.find((r) => r.operationName === 'GetProductReviews')?.body).toEqual({
      urlKey: 'vitamine-d3',
      pageSize: 5,
      currentPage: 1,
    });
    expect(data.reviews).toMatchObject({ currentPage: 1, totalPages: 2, pageSize: 5, total: 7 });
    expect(data.reviews?.items[0]).toEqual({
      nickname: 'Camille R.',
      summary: 'Très satisfaite',
      text: 'Je recommande.',
      createdAt: '2026-10-31T14:22:00Z',
      rating: 4.5,
      aspects: [
        { name: 'Efficacité', value: 5 },
        { name: 'Qualité', value: 4 },
      ],
    });
  });

  it('reads the page asked by ?avis=, and the last page when asked past it', async () => {
    const second = await load(
      NO_EXTENSIONS,
      HANDLERS,
      'https://shop.example/vitamine-d3.html?avis=2',
    ).page;
    expect(second.reviews?.items.map((item) => item.nickname)).toEqual(['Julien M.']);
    const past = load(NO_EXTENSIONS, HANDLERS, 'https://shop.example/vitamine-d3.html?avis=40');
    expect((await past.page).reviews?.currentPage).toBe(2);
    const reads = past.backend.requests.filter((r) => r.operationName === 'GetProductReviews');
    expect(reads.map((r) => (r.body as { currentPage: number }).currentPage)).toEqual([40, 2]);
    const junk = await load(
      NO_EXTENSIONS,
      HANDLERS,
      'https://shop.example/vitamine-d3.html?avis=-3',
    ).page;
    expect(junk.reviews?.currentPage).toBe(1);
  });

  it('leaves the reviews out when the backend gives none or their read fails', async () => {
    const { GetProductReviews: _reviews, ...rest } = HANDLERS;
    expect((await load(NO_EXTENSIONS, rest).page).reviews).toBeNull();
    const empty = await load(NO_EXTENSIONS, { ...rest, GetProductReviews: () => reviewsAnswer(3) })
      .page;
    expect(empty.reviews).toBeNull();
  });
});

describe('the composition of a food supplement (decision 165)', () => {
  const attribute = (code: string, value: unknown) => ({
    __typename: 'AttributeValue',
    code,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  });
  const withAttributes = (items: unknown[]): FakeBackendHandlers['graphql'] => ({
    ...HANDLERS,
    GetProductDetailForProductPage: () => ({
      data: {
        products: {
          __typename: 'Products',
          items: [
            { ...PRODUCT, custom_attributesV2: { __typename: 'ProductCustomAttributes', items } },
          ],
        },
      },
    }),
  });

  it('reads the food attributes, computes the % of reference intakes and moves the label texts out of the details', async () => {
    const { page } = load(
      NO_EXTENSIONS,
      withAttributes([
        attribute('food_daily_portion', '2 gélules'),
        attribute('food_nutrients', [
          { code: 'vitamin_d', name: 'Vitamine D3', amount: 25, unit: 'µg' },
        ]),
        attribute('food_ingredients', [{ name: 'Huile de poisson', allergen: 'fish' }]),
        attribute('food_claims', ['vitamin_d_immune', 'zinc_immune']),
        attribute('dosage', 'Prendre 2 gélules par jour.'),
        attribute('ingredients', 'Huile de poisson.'),
        attribute('net_quantity', '60 gélules'),
        attribute('origin', 'Fabriqué en France'),
      ]),
    );
    const data = await page;
    expect(data.composition).toMatchObject({
      dailyPortion: '2 gélules',
      nutrients: [{ name: 'Vitamine D3', percentOfReferenceIntake: 500 }],
      allergens: ['fish'],
      claims: ['vitamin_d_immune'],
      usage: 'Prendre 2 gélules par jour.',
      netQuantity: '60 gélules',
    });
    expect(data.details).toEqual([{ code: 'origin', value: 'Fabriqué en France' }]);
  });

  it('keeps the details as they were for a product without food information (a stock catalogue)', async () => {
    const { page } = load(
      NO_EXTENSIONS,
      withAttributes([
        attribute('ingredients', 'Huile de poisson.'),
        attribute('food_nutrients', '[{"broken"'),
      ]),
    );
    const warnings = expectConsole('warn');
    const data = await page;
    expect(data.composition).toBeNull();
    expect(data.details).toEqual([{ code: 'ingredients', value: 'Huile de poisson.' }]);
    expect(String(warnings.calls[0]?.[0])).toContain('food_nutrients left out');
  });
});
