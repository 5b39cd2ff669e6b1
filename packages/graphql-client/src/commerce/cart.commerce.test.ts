import { describe, expect, it, vi } from 'vitest';
import { createShopClient } from '../client/create-shop-client.ts';
import { shopWithFakeBackend } from '../testing/fake-backend.ts';
import { magentoCart } from '../testing/magento-cart.fixture.ts';
import { toShopExtensions } from '../extensions/shop-extensions.ts';
import {
  addItem,
  changeCoupon,
  checkCart,
  createCart,
  estimateShipping,
  getCart,
  getCustomerCart,
  mergeCarts,
  removeItem,
  updateItem,
} from './cart.commerce.ts';

const eur = (value: number) => ({ value, currency: 'EUR' });

describe('cart commerce functions', () => {
  it('creates a cart', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: { CreateCart: () => ({ data: { cartId: 'new-cart' } }) },
    });
    expect(await createCart(shop)).toEqual({ ok: true, cartId: 'new-cart' });
    expect(backend.requests[0]!.method).toBe('POST');
  });

  it('maps the cart details to the domain cart, money in cents', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: { GetCartDetails: () => ({ data: { cart: magentoCart } }) },
    });
    const result = await getCart(shop, { cartId: 'cart-1' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.cart.prices.grandTotal).toEqual({ amount: 5190, currency: 'EUR' });
    expect(
      result.cart.items.map((item) => [
        item.sku,
        item.variantSku,
        item.quantity,
        item.rowTotal.amount,
      ]),
    ).toEqual([
      ['MAG-300', 'MAG-300', 2, 2200],
      ['WHEY', 'WHEY-VAN', 1, 2990],
    ]);
    expect(result.cart.items[1]!.kind).toBe('configurable');
    expect(backend.requests[0]!.method).toBe('GET');
    expect(backend.requests[0]!.body).toEqual({ cartId: 'cart-1' });
  });

  it('never answers cart details from the cache', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: { GetCartDetails: () => ({ data: { cart: magentoCart } }) },
    });
    await getCart(shop, { cartId: 'cart-1' });
    await getCart(shop, { cartId: 'cart-1' });
    expect(backend.requests).toHaveLength(2);
  });

  it('drops the lines Magento reports out of stock, and shows the rest', async () => {
    const { shop } = shopWithFakeBackend({
      graphql: {
        GetCartDetails: () => ({
          data: { cart: { ...magentoCart, items: [magentoCart.items[0], null] } },
          errors: [{ message: 'The requested qty is not available', path: ['cart', 'items', 1] }],
        }),
      },
    });
    const result = await getCart(shop, { cartId: 'cart-1' });
    expect(result.ok && result.cart.items.map((item) => item.sku)).toEqual(['MAG-300']);
  });

  it.each([
    ['Could not find a cart with ID "cart-1"', 'graphql-no-such-entity'],
    ["The cart isn't active.", 'graphql-no-such-entity'],
    ['The current user cannot perform operations on cart "cart-1"', 'graphql-authorization'],
  ])('reports "%s" as an invalid cart', async (message, category) => {
    const { shop } = shopWithFakeBackend({
      graphql: {
        GetCartDetails: () => ({
          data: { cart: null },
          errors: [{ message, extensions: { category } }],
        }),
      },
    });
    expect(await getCart(shop, { cartId: 'cart-1' })).toEqual({
      ok: false,
      error: { code: 'invalid_cart', message },
    });
  });

  it('adds a configurable line by parent SKU and option uids', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        AddProductToCart: () => ({
          data: { addProductsToCart: { cart: magentoCart, user_errors: [] } },
        }),
      },
    });
    const result = await addItem(shop, {
      cartId: 'cart-1',
      item: { sku: 'WHEY', quantity: 1, selectedOptions: ['v1'] },
    });
    expect(result.ok).toBe(true);
    expect(backend.requests[0]!.body).toEqual({
      cartId: 'cart-1',
      cartItems: [{ sku: 'WHEY', quantity: 1, selected_options: ['v1'] }],
    });
  });

  it('returns Magento’s user errors of an add as a user error', async () => {
    const { shop } = shopWithFakeBackend({
      graphql: {
        AddProductToCart: () => ({
          data: {
            addProductsToCart: {
              cart: magentoCart,
              user_errors: [
                { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
              ],
            },
          },
        }),
      },
    });
    expect(
      await addItem(shop, { cartId: 'cart-1', item: { sku: 'MAG-300', quantity: 99 } }),
    ).toEqual({
      ok: false,
      error: { code: 'user', messages: ['The requested qty is not available'] },
    });
  });

  it('updates and removes a line by uid', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        UpdateItemQuantity: () => ({ data: { updateCartItems: { cart: magentoCart } } }),
        RemoveItem: () => ({ data: { removeItemFromCart: { cart: magentoCart } } }),
      },
    });
    expect((await updateItem(shop, { cartId: 'cart-1', itemUid: 'MQ==', quantity: 3 })).ok).toBe(
      true,
    );
    expect((await removeItem(shop, { cartId: 'cart-1', itemUid: 'Mg==' })).ok).toBe(true);
    expect(backend.requests.map((request) => [request.operationName, request.body])).toEqual([
      ['UpdateItemQuantity', { cartId: 'cart-1', itemUid: 'MQ==', quantity: 3 }],
      ['RemoveItem', { cartId: 'cart-1', itemUid: 'Mg==' }],
    ]);
  });

  it('estimates shipping for a country and postcode', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        EstimateShippingMethods: () => ({
          data: {
            estimateShippingMethods: [
              {
                carrier_code: 'colissimo',
                carrier_title: 'Colissimo',
                method_code: 'home',
                method_title: 'Domicile',
                available: true,
                error_message: null,
                amount: eur(4.9),
                price_excl_tax: eur(4.08),
                price_incl_tax: eur(4.9),
              },
            ],
          },
        }),
      },
    });
    const result = await estimateShipping(shop, {
      cartId: 'cart-1',
      postcode: '69003',
      countryCode: 'fr',
    });
    expect(result.ok && result.methods[0]).toMatchObject({
      carrierCode: 'colissimo',
      methodCode: 'home',
      priceInclTax: { amount: 490, currency: 'EUR' },
      priceExclTax: { amount: 408, currency: 'EUR' },
    });
    expect(backend.requests[0]!.body).toEqual({
      cartId: 'cart-1',
      countryCode: 'FR',
      postcode: '69003',
    });
  });

  it("checks a cart and counts the trigger by Magento's total_quantity on a stock Magento", async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: { GetCart: () => ({ data: { cart: { id: 'cart-1', total_quantity: 3 } } }) },
    });
    expect(await checkCart(shop, { cartId: 'cart-1' })).toEqual({
      ok: true,
      cartId: 'cart-1',
      totalSummaryQuantity: 3,
    });
    // No extension: the extension's query is never sent.
    expect(backend.requests.map((request) => request.operationName)).toEqual(['GetCart']);
  });

  it("checks a cart with the cart-quantity extension's count when the backend offers it", async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        GetCartSummaryQuantity: () => ({
          data: {
            cart: { id: 'cart-1', total_quantity: 3, total_summary_quantity_including_config: 4 },
          },
        }),
      },
    });
    expect(
      await checkCart(shop, { cartId: 'cart-1' }, toShopExtensions(['cart-quantity'])),
    ).toEqual({ ok: true, cartId: 'cart-1', totalSummaryQuantity: 4 });
    expect(backend.requests.map((request) => request.operationName)).toEqual([
      'GetCartSummaryQuantity',
    ]);
  });

  it("badges the cart by total_quantity without the cart-quantity extension, by the extension's count with it", async () => {
    const withCount = () => ({
      data: {
        cart: { id: 'cart-1', total_quantity: 3, total_summary_quantity_including_config: 5 },
      },
    });
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        GetCartDetails: () => ({ data: { cart: magentoCart } }),
        UpdateItemQuantity: () => ({ data: { updateCartItems: { cart: magentoCart } } }),
        GetCartSummaryQuantity: withCount,
      },
    });
    const stock = await getCart(shop, { cartId: 'cart-1' });
    expect(stock.ok && stock.cart.totalSummaryQuantityIncludingConfig).toBe(3);
    expect(backend.requests.map((request) => request.operationName)).toEqual(['GetCartDetails']);

    const offered = toShopExtensions(['cart-quantity']);
    const details = await getCart(shop, { cartId: 'cart-1' }, offered);
    expect(details.ok && details.cart.totalSummaryQuantityIncludingConfig).toBe(5);
    const updated = await updateItem(
      shop,
      { cartId: 'cart-1', itemUid: 'MQ==', quantity: 3 },
      offered,
    );
    expect(updated.ok && updated.cart.totalSummaryQuantityIncludingConfig).toBe(5);
    expect(backend.requests.slice(1).map((request) => request.operationName)).toEqual([
      'GetCartDetails',
      'GetCartSummaryQuantity',
      'UpdateItemQuantity',
      'GetCartSummaryQuantity',
    ]);
  });

  it("keeps a changed cart, counted by total_quantity, when the extension's count cannot be read", async () => {
    const { shop } = shopWithFakeBackend({
      graphql: {
        RemoveItem: () => ({ data: { removeItemFromCart: { cart: magentoCart } } }),
        GetCartSummaryQuantity: () => ({ errors: [{ message: 'Internal server error' }] }),
      },
    });
    const result = await removeItem(
      shop,
      { cartId: 'cart-1', itemUid: 'Mg==' },
      toShopExtensions(['cart-quantity']),
    );
    expect(result.ok && result.cart.totalSummaryQuantityIncludingConfig).toBe(3);
  });

  it('applies and removes a discount code, answering the codes now applied', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        ApplyCouponToCart: () => ({
          data: {
            applyCouponToCart: { cart: { id: 'cart-1', applied_coupons: [{ code: 'BIENVENUE' }] } },
          },
        }),
        RemoveCouponFromCart: () => ({
          data: { removeCouponFromCart: { cart: { id: 'cart-1', applied_coupons: null } } },
        }),
      },
    });
    expect(await changeCoupon(shop, { cartId: 'cart-1', couponCode: 'BIENVENUE' })).toEqual({
      ok: true,
      appliedCoupons: ['BIENVENUE'],
    });
    expect(await changeCoupon(shop, { cartId: 'cart-1', couponCode: null })).toEqual({
      ok: true,
      appliedCoupons: [],
    });
    expect(backend.requests.map((request) => [request.operationName, request.body])).toEqual([
      ['ApplyCouponToCart', { cartId: 'cart-1', couponCode: 'BIENVENUE' }],
      ['RemoveCouponFromCart', { cartId: 'cart-1' }],
    ]);
  });

  it('gets the customer cart and merges the guest cart with the given token', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        GetCustomerCart: () => ({ data: { customerCart: { id: 'customer-cart' } } }),
        MergeCartsAfterSignIn: () => ({ data: { mergeCarts: { id: 'customer-cart' } } }),
      },
    });
    expect(await getCustomerCart(shop, { token: 'tok' })).toEqual({
      ok: true,
      cartId: 'customer-cart',
    });
    expect(
      await mergeCarts(shop, {
        token: 'tok',
        sourceCartId: 'guest-cart',
        destinationCartId: 'customer-cart',
      }),
    ).toEqual({ ok: true, cartId: 'customer-cart' });
    expect(backend.requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer tok',
      'Bearer tok',
    ]);
    expect(backend.requests[1]!.body).toEqual({
      sourceCartId: 'guest-cart',
      destinationCartId: 'customer-cart',
    });
  });

  it('reports a failed network as network, never as an invalid cart', async () => {
    vi.useFakeTimers();
    try {
      const shop = createShopClient({
        backendUrl: 'http://backend.test',
        fetch: () => Promise.reject(new TypeError('fetch failed')),
        log: vi.fn(),
      });
      const pending = getCart(shop, { cartId: 'cart-1' });
      await vi.runAllTimersAsync();
      expect(await pending).toEqual({
        ok: false,
        error: { code: 'network', message: 'fetch failed' },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
