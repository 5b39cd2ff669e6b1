import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  addItems,
  cartReadyForPayment,
  choosePayment,
  data,
  firstError,
  newCart,
  placeOrder,
  registerCustomer,
  tokeniseCard,
} from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { addDays, storeDate } from '../platform/index.ts';
import {
  subscribableProduct,
  subscribedCustomer,
  subscriptionsOf,
} from './subscription.testing.ts';

const LINES = `{ items { uid quantity prices { price_including_tax { value } } product { sku }
  ... on SimpleCartItem { vitrine_subscription { frequency_days frequencies discount_percent next_date } } }
  vitrine_has_subscription }`;

type Line = {
  uid: string;
  quantity: number;
  prices: { price_including_tax: { value: number } };
  vitrine_subscription: { frequency_days: number; next_date: string } | null;
};
type CartOut = { items: Line[]; vitrine_has_subscription: boolean };

const cartOf = async (client: ShopClient, cartId: string) =>
  data(
    await client.gql<{ cart: CartOut }>(`query($c: String!) { cart(cart_id: $c) ${LINES} }`, {
      c: cartId,
    }),
  ).cart;

const setLine = (client: ShopClient, cartId: string, uid: string, days: number | null) =>
  client.gql<{ setVitrineCartItemSubscription: { cart: CartOut } }>(
    `mutation($c: String!, $u: ID!, $f: Int) { setVitrineCartItemSubscription(input: { cart_id: $c, cart_item_uid: $u, frequency_days: $f }) { cart ${LINES} } }`,
    { c: cartId, u: uid, f: days },
  );

const mutate = (client: ShopClient, name: string, input: Record<string, unknown>) =>
  client.gql<
    Record<
      string,
      { subscription: { status: string; next_date: string | null; frequency_days: number } }
    >
  >(
    `mutation($i: ${name === 'changeVitrineSubscriptionFrequency' ? 'ChangeVitrineSubscriptionFrequencyInput' : 'VitrineSubscriptionInput'}!) { ${name}(input: $i) { subscription { status next_date frequency_days } } }`,
    { i: input },
  );

describeShop('subscriptions (extension)', (server) => {
  const today = () => storeDate(new Date(server().clock.now()));

  it('offers the seeded cures every 30, 60 or 90 days at 10 % off the final price; the vials are one-time only', async () => {
    const answer = data(
      await server().client().gql<{
        products: {
          items: Array<{
            price_range: { minimum_price: { final_price: { value: number } } };
            vitrine_subscription_offer: {
              frequencies: number[];
              discount_percent: number;
              price: { value: number };
            } | null;
          }>;
        };
      }>('{ products(filter: { url_key: { eq: "vitamine-d3-lichen" } }) { items { price_range { minimum_price { final_price { value } } } vitrine_subscription_offer { frequencies discount_percent price { value } } } } }'),
    ).products.items[0];
    const final = answer?.price_range.minimum_price.final_price.value ?? 0;
    expect(answer?.vitrine_subscription_offer).toEqual({
      frequencies: [30, 60, 90],
      discount_percent: 10,
      price: { value: Math.round(final * 90) / 100 },
    });
    const counts = await server().db.query<{ eligible: number; total: number }>(
      "SELECT count(*) FILTER (WHERE subscription_eligible)::int AS eligible, count(*)::int AS total FROM product WHERE sku NOT LIKE 'TEST-%'",
    );
    expect(counts[0]?.eligible).toBeGreaterThan((counts[0]?.total ?? 0) / 2);
  });

  it('keeps a subscribed line apart from a one-time line of the same product, priced with the discount, and merges same frequencies', async () => {
    const product = await subscribableProduct(server().db, 2000);
    const client = server().client();
    const cartId = await newCart(client);
    const added = data(
      await addItems(client, cartId, [
        { sku: product.sku, quantity: 1, vitrine_subscription: { frequency_days: 30 } },
        { sku: product.sku, quantity: 1 },
        { sku: product.sku, quantity: 2, vitrine_subscription: { frequency_days: 30 } },
      ]),
    ).addProductsToCart;
    expect(added.user_errors).toEqual([]);
    // The next date counts from the day the cart is priced: captured right before reading it.
    const start = today();
    const cart = await cartOf(client, cartId);
    expect(cart.vitrine_has_subscription).toBe(true);
    expect(
      cart.items.map((line) => [
        line.quantity,
        line.prices.price_including_tax.value,
        line.vitrine_subscription,
      ]),
    ).toEqual([
      [
        3,
        18,
        {
          frequency_days: 30,
          frequencies: [30, 60, 90],
          discount_percent: 10,
          next_date: addDays(start, 30),
        },
      ],
      [1, 20, null],
    ]);
    // Switching the subscribed line to one-time merges it into the one-time line.
    const [subscribed] = cart.items;
    const merged = data(await setLine(client, cartId, subscribed?.uid ?? '', null))
      .setVitrineCartItemSubscription.cart;
    expect(merged.items.map((line) => [line.quantity, line.vitrine_subscription])).toEqual([
      [4, null],
    ]);
    expect(merged.vitrine_has_subscription).toBe(false);
    const again = data(await setLine(client, cartId, merged.items[0]?.uid ?? '', 60))
      .setVitrineCartItemSubscription.cart;
    expect(again.items[0]?.vitrine_subscription?.frequency_days).toBe(60);
    expect(again.items[0]?.prices.price_including_tax.value).toBe(18);
  });

  it('refuses a frequency the offer lacks and a product without offer, with the shared messages', async () => {
    const product = await subscribableProduct(server().db);
    const plain = await subscribableProduct(server().db);
    await server().db.query(
      'UPDATE product SET subscription_eligible = false WHERE product_id = $1',
      [plain.productId],
    );
    const client = server().client();
    const cartId = await newCart(client);
    const answer = data(
      await addItems(client, cartId, [
        { sku: product.sku, quantity: 1, vitrine_subscription: { frequency_days: 45 } },
        { sku: plain.sku, quantity: 1, vitrine_subscription: { frequency_days: 30 } },
      ]),
    ).addProductsToCart;
    expect(answer.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The frequency 45 days is not offered for this product.' },
      { code: 'UNDEFINED', message: 'This product cannot be subscribed to.' },
    ]);
    data(await addItems(client, cartId, [{ sku: plain.sku, quantity: 1 }]));
    const line = (await cartOf(client, cartId)).items[0];
    expect(firstError(await setLine(client, cartId, line?.uid ?? '', 30))?.message).toBe(
      'This product cannot be subscribed to.',
    );
  });

  it('refuses a guest’s subscription at payment and at placeOrder, and a card not kept for the renewals', async () => {
    const product = await subscribableProduct(server().db);
    const guest = server().client();
    const cartId = await cartReadyForPayment(guest, [{ sku: product.sku, quantity: 1 }]);
    const card = async () => ({
      code: 'vitrine_card',
      vitrine_card: { payment_method_nonce: await tokeniseCard(guest, '4111111111111111') },
    });
    // A card chosen before the subscribed line came: placeOrder refuses the guest.
    data(await choosePayment(guest, cartId, await card()));
    data(
      await addItems(guest, cartId, [
        { sku: product.sku, quantity: 1, vitrine_subscription: { frequency_days: 30 } },
      ]),
    );
    const placed = data(await placeOrder(guest, cartId, randomUUID())).placeOrder;
    expect(placed.orderV2).toBeNull();
    expect(placed.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: 'A subscription needs a customer account.' },
    ]);
    expect(firstError(await choosePayment(guest, cartId, await card()))?.message).toBe(
      'A subscription needs a customer account.',
    );
    const customer = await registerCustomer(server().client());
    const own = await cartReadyForPayment(
      customer.client,
      [{ sku: product.sku, quantity: 1, vitrine_subscription: { frequency_days: 30 } }],
      { cartId: await newCart(customer.client) },
    );
    data(
      await choosePayment(customer.client, own, {
        code: 'vitrine_card',
        vitrine_card: {
          payment_method_nonce: await tokeniseCard(customer.client, '4111111111111111'),
          is_active_payment_token_enabler: false,
        },
      }),
    );
    const refused = data(await placeOrder(customer.client, own, randomUUID())).placeOrder;
    expect(refused.orderV2).toBeNull();
    expect(refused.errors).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message: 'A subscription needs a card saved for its renewals.',
      },
    ]);
  });

  it('starts the subscription with the order: order items, the customer’s list, the saved card', async () => {
    const product = await subscribableProduct(server().db, 2000);
    const { customer, orderNumber } = await subscribedCustomer(server().client(), product.sku, 60);
    const start = today();
    const list = await subscriptionsOf(customer.client);
    expect(list.total_count).toBe(1);
    expect(list.items[0]).toMatchObject({
      status: 'ACTIVE',
      product_sku: product.sku,
      quantity: 2,
      frequency_days: 60,
      frequencies: [30, 60, 90],
      price: { value: 18 },
      discount_percent: 10,
      next_date: addDays(start, 60),
      first_order_number: orderNumber,
      renewal_order_numbers: [],
      payment_card_label: 'Visa •••• 1111',
      shipping_address_summary: '3 rue Victor Hugo, 75003 Paris',
      product: { sku: product.sku },
    });
    const orders = data(
      await customer.client.gql<{
        customer: {
          orders: {
            items: Array<{ number: string; items: Array<{ vitrine_subscription: unknown }> }>;
          };
        };
      }>(
        '{ customer { orders { items { number items { vitrine_subscription { subscription_uid frequency_days is_renewal } } } } } }',
      ),
    ).customer.orders.items;
    expect(orders[0]?.items[0]?.vitrine_subscription).toEqual({
      subscription_uid: list.items[0]?.uid,
      frequency_days: 60,
      is_renewal: false,
    });
  });

  it('skips, changes the frequency, pauses, resumes and cancels; only for its owner', async () => {
    const product = await subscribableProduct(server().db);
    const { customer } = await subscribedCustomer(server().client(), product.sku, 30);
    // The day the subscription started, captured right after its order.
    const start = today();
    const uid = (await subscriptionsOf(customer.client)).items[0]?.uid ?? '';
    const stranger = await registerCustomer(server().client());
    expect(
      firstError(await mutate(stranger.client, 'pauseVitrineSubscription', { uid }))?.message,
    ).toBe(`Could not find a subscription with uid "${uid}".`);
    const run = async (name: string, extra: Record<string, unknown> = {}) =>
      data(await mutate(customer.client, name, { uid, ...extra }))[name]?.subscription;
    expect(await run('skipVitrineSubscriptionDelivery')).toEqual({
      status: 'ACTIVE',
      next_date: addDays(start, 60),
      frequency_days: 30,
    });
    expect(await run('changeVitrineSubscriptionFrequency', { frequency_days: 90 })).toEqual({
      status: 'ACTIVE',
      next_date: addDays(start, 90),
      frequency_days: 90,
    });
    expect(
      firstError(
        await mutate(customer.client, 'changeVitrineSubscriptionFrequency', {
          uid,
          frequency_days: 45,
        }),
      )?.message,
    ).toBe('The frequency 45 days is not offered for this product.');
    expect(await run('pauseVitrineSubscription')).toEqual({
      status: 'PAUSED',
      next_date: null,
      frequency_days: 90,
    });
    expect(
      firstError(await mutate(customer.client, 'skipVitrineSubscriptionDelivery', { uid }))
        ?.message,
    ).toBe('Only an active subscription can be paused or skipped.');
    expect(await run('resumeVitrineSubscription')).toEqual({
      status: 'ACTIVE',
      next_date: addDays(start, 90),
      frequency_days: 90,
    });
    expect(
      firstError(await mutate(customer.client, 'resumeVitrineSubscription', { uid }))?.message,
    ).toBe('Only a paused subscription can be resumed.');
    expect(await run('cancelVitrineSubscription')).toEqual({
      status: 'CANCELLED',
      next_date: null,
      frequency_days: 90,
    });
    expect(
      firstError(await mutate(customer.client, 'resumeVitrineSubscription', { uid }))?.message,
    ).toBe('A cancelled subscription cannot be changed.');
  });
});
