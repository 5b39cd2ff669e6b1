import { describe, expect, it, vi } from 'vitest';
import { shopWithFakeBackend } from '../testing/fake-backend.ts';
import { magentoCart } from '../testing/magento-cart.fixture.ts';
import { NO_EXTENSIONS, toShopExtensions } from '../extensions/shop-extensions.ts';
import { addItem, getCart, setItemSubscription } from './cart.commerce.ts';

const subscriptions = () => ({
  data: {
    cart: {
      id: 'cart-1',
      vitrine_has_subscription: true,
      items: [
        {
          uid: 'MQ==',
          vitrine_subscription: {
            frequency_days: 30,
            frequencies: [30, 60, 90],
            discount_percent: 10,
            next_date: '2026-12-27',
          },
        },
        { uid: 'Mg==', vitrine_subscription: null },
      ],
    },
  },
});

const offered = toShopExtensions(['card-payment', 'subscriptions']);
const names = (backend: { requests: { operationName?: string | null }[] }) =>
  backend.requests.map((request) => request.operationName);

describe('cart lines with a subscription (extension subscriptions)', () => {
  it('reads the lines’ subscriptions beside the details when the backend offers them', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        GetCartDetails: () => ({ data: { cart: magentoCart } }),
        GetCartSubscriptions: subscriptions,
      },
    });
    const result = await getCart(shop, { cartId: 'cart-1' }, offered);
    expect(result.ok && result.cart.hasSubscription).toBe(true);
    expect(result.ok && result.cart.items.map((item) => item.subscription?.frequencyDays)).toEqual([
      30,
      undefined,
    ]);
    expect(result.ok && result.cart.items[0]?.subscription?.nextDate).toBe('2026-12-27');
    expect(names(backend).sort()).toEqual(['GetCartDetails', 'GetCartSubscriptions']);
  });

  it('sends no subscription document to a stock Magento', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        GetCartDetails: () => ({ data: { cart: magentoCart } }),
        AddProductToCart: () => ({
          data: { addProductsToCart: { cart: magentoCart, user_errors: [] } },
        }),
      },
    });
    const read = await getCart(shop, { cartId: 'cart-1' }, NO_EXTENSIONS);
    expect(read.ok && read.cart.hasSubscription).toBe(false);
    await addItem(shop, { cartId: 'cart-1', item: { sku: 'MAG-300', quantity: 1 } }, NO_EXTENSIONS);
    const refused = await addItem(
      shop,
      {
        cartId: 'cart-1',
        item: { sku: 'MAG-300', quantity: 1, subscription: { frequencyDays: 30 } },
      },
      NO_EXTENSIONS,
    );
    expect(refused).toEqual({
      ok: false,
      error: { code: 'user', messages: ['This product cannot be subscribed to.'] },
    });
    const changed = await setItemSubscription(
      shop,
      { cartId: 'cart-1', itemUid: 'MQ==', frequencyDays: 60 },
      NO_EXTENSIONS,
    );
    expect(changed.ok).toBe(false);
    expect(names(backend)).toEqual(['GetCartDetails', 'AddProductToCart']);
  });

  it('adds a subscribed line with its frequency, and a one-time line without', async () => {
    const added = vi.fn(() => ({
      data: { addProductsToCart: { cart: magentoCart, user_errors: [] } },
    }));
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        AddSubscribedProductToCart: added,
        AddProductToCart: added,
        GetCartSubscriptions: subscriptions,
      },
    });
    const result = await addItem(
      shop,
      { cartId: 'cart-1', item: { sku: 'D3', quantity: 2, subscription: { frequencyDays: 60 } } },
      offered,
    );
    expect(result.ok && result.cart.items[0]?.subscription?.frequencyDays).toBe(30);
    await addItem(shop, { cartId: 'cart-1', item: { sku: 'D3', quantity: 1 } }, offered);
    const sent = backend.requests.filter((request) => request.operationName?.startsWith('Add'));
    expect(sent.map((request) => [request.operationName, request.body.cartItems])).toEqual([
      [
        'AddSubscribedProductToCart',
        [{ sku: 'D3', quantity: 2, vitrine_subscription: { frequency_days: 60 } }],
      ],
      ['AddProductToCart', [{ sku: 'D3', quantity: 1 }]],
    ]);
  });

  it('changes a line’s frequency, or makes it one-time with null', async () => {
    const set = vi.fn(() => ({
      data: { setVitrineCartItemSubscription: { cart: magentoCart } },
    }));
    const { shop, backend } = shopWithFakeBackend({
      graphql: { SetCartItemSubscription: set, GetCartSubscriptions: subscriptions },
    });
    const result = await setItemSubscription(
      shop,
      { cartId: 'cart-1', itemUid: 'MQ==', frequencyDays: null },
      offered,
    );
    expect(result.ok).toBe(true);
    expect(
      backend.requests.find((r) => r.operationName === 'SetCartItemSubscription')?.body,
    ).toEqual({ cartId: 'cart-1', cartItemUid: 'MQ==', frequencyDays: null });
  });
});
