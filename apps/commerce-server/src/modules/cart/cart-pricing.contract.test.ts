import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  addItems,
  CART_FIELDS,
  data,
  firstError,
  newCart,
  PARIS_ADDRESS,
  registerCustomer,
  signIn,
  testProduct,
} from '../../testing/shop-flows.ts';
import { moveClockTo, storeInstant } from '../../testing/store-clock.ts';
import { describeShop } from '../../testing/shop-test-server.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { addDays, storeDate } from '../platform/index.ts';
import { upsertCoupon } from './coupon.repository.ts';

interface CartAnswer {
  id: string;
  total_quantity: number;
  total_summary_quantity_including_config: number;
  items: Array<{
    __typename: string;
    uid: string;
    quantity: number;
    product: { sku: string };
    prices: {
      price: { value: number; currency: string };
      price_including_tax: { value: number };
      row_total_including_tax: { value: number };
    };
    configurable_options?: Array<{
      option_label: string;
      value_label: string;
      configurable_product_option_value_uid: string;
    }>;
    configured_variant?: { sku: string };
  }>;
  prices: {
    grand_total: { value: number; currency: string };
    subtotal_including_tax: { value: number };
    subtotal_excluding_tax: { value: number };
    applied_taxes: Array<{ label: string; amount: { value: number } }>;
    discounts: Array<{ label: string; amount: { value: number } }>;
  };
  applied_coupons: Array<{ code: string }>;
  shipping_addresses: Array<{
    available_shipping_methods: Array<{
      carrier_code: string;
      method_code: string;
      amount: { value: number };
      available: boolean;
    }>;
  }>;
  available_payment_methods: Array<{ code: string; is_deferred: boolean }>;
}

describeShop('cart pricing', (server) => {
  it('applies and removes the seeded coupons with Magento messages', async () => {
    const client = server().client();
    const cartId = await newCart(client);
    const apply = `mutation($c: String!, $code: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $code }) { cart { ${CART_FIELDS} } } }`;
    expect(firstError(await client.gql(apply, { c: cartId, code: 'BIENVENUE10' }))?.message).toBe(
      'Cart does not contain products.',
    );
    const product = await testProduct(server().db, { qty: 10, price: 2000 });
    data(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]));
    expect(firstError(await client.gql(apply, { c: cartId, code: 'NOPE' }))?.message).toBe(
      "The coupon code isn't valid. Verify the code and try again.",
    );
    // 5 € off from 30 €: not valid on a 20 € cart.
    expect(firstError(await client.gql(apply, { c: cartId, code: 'ORSALIS5' }))?.message).toBe(
      "The coupon code isn't valid. Verify the code and try again.",
    );
    const applied = data(
      await client.gql<{ applyCouponToCart: { cart: CartAnswer } }>(apply, {
        c: cartId,
        code: 'bienvenue10',
      }),
    ).applyCouponToCart.cart;
    expect(applied.applied_coupons).toEqual([{ code: 'BIENVENUE10' }]);
    expect(applied.prices.discounts).toEqual([
      { label: 'Bienvenue : -10 %', amount: { value: 2 } },
    ]);
    expect(applied.prices.grand_total.value).toBe(18);
    expect(firstError(await client.gql(apply, { c: cartId, code: 'ORSALIS5' }))?.message).toBe(
      'A coupon is already applied to the cart. Please remove it to apply another',
    );
    const removed = data(
      await client.gql<{ removeCouponFromCart: { cart: { applied_coupons: unknown[] } } }>(
        'mutation($c: String!) { removeCouponFromCart(input: { cart_id: $c }) { cart { applied_coupons { code } } } }',
        { c: cartId },
      ),
    );
    expect(removed.removeCouponFromCart.cart.applied_coupons).toEqual([]);
  });

  it('ends a coupon at midnight in Paris, not in UTC, by the server’s clock', async () => {
    const day = addDays(storeDate(new Date(server().clock.now())), 1);
    const code = `FIN-${randomUUID().slice(0, 8).toUpperCase()}`;
    await upsertCoupon(server().db, {
      code,
      label: 'Dernier jour : -10 %',
      kind: 'percent',
      amount: 1000,
      minSubtotal: 0,
      toDate: day,
    });
    const client = server().client();
    const cartId = await newCart(client);
    const product = await testProduct(server().db, { qty: 10, price: 2000 });
    data(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]));
    const apply = `mutation($c: String!, $code: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $code }) { cart { applied_coupons { code } } } }`;
    moveClockTo(server().clock, storeInstant(day, '23:30'));
    expect(
      data(
        await client.gql<{ applyCouponToCart: { cart: { applied_coupons: unknown[] } } }>(apply, {
          c: cartId,
          code,
        }),
      ).applyCouponToCart.cart.applied_coupons,
    ).toEqual([{ code }]);
    // 00:30 in Paris the next day is still `day` in UTC (22:30 or 23:30): the coupon has ended.
    moveClockTo(server().clock, storeInstant(addDays(day, 1), '00:30'));
    const cart = data(
      await client.gql<{ cart: { applied_coupons: unknown[] } }>(
        'query($c: String!) { cart(cart_id: $c) { applied_coupons { code } } }',
        { c: cartId },
      ),
    ).cart;
    expect(cart.applied_coupons).toEqual([]);
    expect(firstError(await client.gql(apply, { c: cartId, code }))?.message).toBe(
      "The coupon code isn't valid. Verify the code and try again.",
    );
  });

  it('ends a special price at midnight in Paris by the server’s clock, in the cart and the catalogue', async () => {
    const day = addDays(storeDate(new Date(server().clock.now())), 1);
    const product = await testProduct(server().db, { qty: 10, price: 2000, specialPrice: 1500 });
    await server().db.query('UPDATE product SET special_to_date = $2::date WHERE product_id = $1', [
      product.productId,
      day,
    ]);
    type Prices = {
      customerCart: { items: Array<{ prices: { price_including_tax: { value: number } } }> };
      customer: {
        wishlists: Array<{
          items_v2: {
            items: Array<{
              product: {
                special_price: number | null;
                price_range: { minimum_price: { final_price: { value: number } } };
              };
            }>;
          };
        }>;
      };
    };
    const prices = async (client: ShopClient) => {
      const answer = data(
        await client.gql<Prices>(`{ customerCart { items { prices { price_including_tax { value } } } }
          customer { wishlists { items_v2 { items { product { special_price price_range { minimum_price { final_price { value } } } } } } } } }`),
      );
      const item = answer.customer.wishlists[0]?.items_v2.items[0]?.product;
      return [
        answer.customerCart.items[0]?.prices.price_including_tax.value,
        item?.special_price,
        item?.price_range.minimum_price.final_price.value,
      ];
    };
    moveClockTo(server().clock, storeInstant(day, '23:30'));
    const customer = await registerCustomer(server().client());
    data(
      await addItems(customer.client, await newCart(customer.client), [
        { sku: product.sku, quantity: 1 },
      ]),
    );
    data(
      await customer.client.gql(
        'mutation($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { user_errors { message } } }',
        { items: [{ sku: product.sku, quantity: 1 }] },
      ),
    );
    expect(await prices(customer.client)).toEqual([15, 15, 15]);
    // 00:30 in Paris the next day: the special price has ended, whatever the database's time zone.
    moveClockTo(server().clock, storeInstant(addDays(day, 1), '00:30'));
    const client = customer.client.withToken(
      await signIn(server().client(), customer.email, customer.password),
    );
    expect(await prices(client)).toEqual([20, null, 20]);
  });

  it('estimates FR shipping: home 4,90 €, free from 39 €; elsewhere unavailable', async () => {
    const client = server().client();
    const cartId = await newCart(client);
    const product = await testProduct(server().db, { qty: 10, price: 1950 });
    data(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]));
    const estimate =
      'mutation($c: String!, $country: CountryCodeEnum!, $postcode: String) { estimateShippingMethods(input: { cart_id: $c, address: { country_code: $country, postcode: $postcode } }) { carrier_code method_code amount { value } price_excl_tax { value } price_incl_tax { value } available error_message } }';
    type Estimate = {
      estimateShippingMethods: Array<{
        carrier_code: string;
        amount: { value: number };
        price_excl_tax: { value: number };
        available: boolean;
        error_message: string | null;
      }>;
    };
    const below = data(
      await client.gql<Estimate>(estimate, { c: cartId, country: 'FR', postcode: '75003' }),
    ).estimateShippingMethods;
    expect(
      below.map((method) => [
        method.carrier_code,
        method.amount.value,
        method.price_excl_tax.value,
        method.available,
      ]),
    ).toEqual([['colissimo', 4.9, 4.08, true]]);
    data(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]));
    const free = data(
      await client.gql<Estimate>(estimate, { c: cartId, country: 'FR', postcode: '75003' }),
    ).estimateShippingMethods;
    expect(free.map((method) => method.amount.value)).toEqual([0]);
    const abroad = data(
      await client.gql<Estimate>(estimate, { c: cartId, country: 'BE', postcode: '1000' }),
    ).estimateShippingMethods;
    expect(abroad.every((method) => !method.available && method.error_message !== null)).toBe(true);
  });

  it('answers available_shipping_methods on the address and sums shipping with 20 % VAT into the totals', async () => {
    const client = server().client();
    const cartId = await newCart(client);
    const product = await testProduct(server().db, { qty: 10, price: 1000 });
    data(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]));
    const set = data(
      await client.gql<{ setShippingAddressesOnCart: { cart: CartAnswer } }>(
        `mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { ${CART_FIELDS} } } }`,
        { c: cartId, a: PARIS_ADDRESS },
      ),
    ).setShippingAddressesOnCart.cart;
    expect(
      set.shipping_addresses[0]?.available_shipping_methods.map((method) => method.carrier_code),
    ).toEqual(['colissimo']);
    const priced = data(
      await client.gql<{ setShippingMethodsOnCart: { cart: CartAnswer } }>(
        `mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "colissimo", method_code: "home" }] }) { cart { ${CART_FIELDS} } } }`,
        { c: cartId },
      ),
    ).setShippingMethodsOnCart.cart;
    expect(priced.prices.grand_total.value).toBe(14.9);
    expect(priced.prices.applied_taxes).toEqual([
      { label: 'TVA 5,5 %', amount: { value: 0.52 } },
      { label: 'TVA 20 %', amount: { value: 0.82 } },
    ]);
    expect(
      priced.available_payment_methods.map((method) => [method.code, method.is_deferred]),
    ).toEqual([
      ['vitrine_card', false],
      ['banktransfer', true],
    ]);
  });
});
