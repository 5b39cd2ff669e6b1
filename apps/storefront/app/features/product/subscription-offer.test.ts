import { createShopClient, NO_EXTENSIONS, toShopExtensions } from '@vitrine/graphql-client';
import { createFakeBackend } from '@vitrine/graphql-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { loadProductPage } from './product.server.ts';
import { subscriptionPriceOf, toSubscriptionOffer } from './subscription-offer.ts';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'EUR' as const });
const price = { regular_price: money(24.9), final_price: money(24.9) };
const euros = (amount: number) => ({ amount, currency: 'EUR' });

const OFFER = {
  __typename: 'VitrineSubscriptionOffer',
  frequencies: [90, 30, 60],
  discount_percent: 10,
  price: money(22.41),
};

function load(extensions: Parameters<typeof loadProductPage>[2]) {
  const backend = createFakeBackend({
    graphql: {
      GetProductDetailForProductPage: () => ({
        data: {
          products: {
            items: [
              {
                __typename: 'SimpleProduct',
                uid: 'MTI=',
                sku: 'ORS-D3',
                name: 'Vitamine D3',
                url_key: 'vitamine-d3-lichen',
                url_suffix: '.html',
                stock_status: 'IN_STOCK',
                media_gallery: [],
                price_range: { minimum_price: price, maximum_price: price },
                categories: [],
                related_products: [],
                upsell_products: [],
              },
            ],
          },
        },
      }),
      GetProductReviews: () => ({ data: { products: { items: [] } } }),
      GetProductSubscriptionOffer: () => ({
        data: {
          products: {
            items: [
              { __typename: 'SimpleProduct', uid: 'MTI=', vitrine_subscription_offer: OFFER },
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
  const page = loadProductPage(
    shop,
    new URL('https://shop.example/vitamine-d3-lichen.html'),
    extensions,
  );
  return { page, backend };
}

describe('the product page’s subscription offer (extension subscriptions)', () => {
  it('is read beside the product when the backend offers it, frequencies ascending', async () => {
    const { page, backend } = load(toShopExtensions(['card-payment', 'subscriptions']));
    const data = await page;
    expect(data.subscriptionOffer).toEqual({
      frequencies: [30, 60, 90],
      discountPercent: 10,
      price: euros(2241),
      variantPrices: {},
    });
    expect(
      backend.requests.find((r) => r.operationName === 'GetProductSubscriptionOffer')?.body,
    ).toEqual({ urlKey: 'vitamine-d3-lichen' });
  });

  it('is absent on a stock Magento, which is never asked for it', async () => {
    const { page, backend } = load(NO_EXTENSIONS);
    expect((await page).subscriptionOffer).toBeNull();
    expect(backend.requests.map((r) => r.operationName)).not.toContain(
      'GetProductSubscriptionOffer',
    );
  });

  it('is none for a product that cannot be subscribed to, or offers no frequency', () => {
    expect(toSubscriptionOffer({ uid: 'a', vitrine_subscription_offer: null })).toBeNull();
    expect(
      toSubscriptionOffer({ uid: 'a', vitrine_subscription_offer: { ...OFFER, frequencies: [] } }),
    ).toBeNull();
  });

  it('follows the chosen variant’s price', () => {
    const offer = toSubscriptionOffer({
      uid: 'parent',
      vitrine_subscription_offer: OFFER,
      variants: [
        { product: { uid: 'lemon', vitrine_subscription_offer: { price: money(26.91) } } },
        { product: { uid: 'plain', vitrine_subscription_offer: null } },
      ],
    })!;
    expect(
      subscriptionPriceOf(offer, { uid: 'parent', finalPrice: euros(2490) }, 'parent'),
    ).toEqual(euros(2241));
    expect(subscriptionPriceOf(offer, { uid: 'lemon', finalPrice: euros(2990) }, 'parent')).toEqual(
      euros(2691),
    );
    // A variant without its own offer price: its one-time price less the discount.
    expect(subscriptionPriceOf(offer, { uid: 'plain', finalPrice: euros(1995) }, 'parent')).toEqual(
      euros(1796),
    );
  });
});
