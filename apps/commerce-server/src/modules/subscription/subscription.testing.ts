import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import {
  cartReadyForPayment,
  choosePayment,
  data,
  newCart,
  placeOrder,
  registerCustomer,
  testProduct,
  tokeniseCard,
} from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';

/** The test suites' queries of the `subscriptions` extension. */
export const SUBSCRIPTIONS = `{ customer { vitrine_subscriptions { total_count items {
  uid status product_sku quantity frequency_days frequencies price { value } discount_percent next_date
  first_order_number renewal_order_numbers payment_card_label shipping_address_summary product { sku } } } } }`;

export interface SubscriptionOut {
  uid: string;
  status: string;
  product_sku: string;
  quantity: number;
  frequency_days: number;
  frequencies: number[];
  price: { value: number };
  discount_percent: number;
  next_date: string | null;
  first_order_number: string;
  renewal_order_numbers: string[];
  payment_card_label: string | null;
  shipping_address_summary: string;
  product: { sku: string } | null;
}

export const subscriptionsOf = async (client: ShopClient) =>
  data(
    await client.gql<{
      customer: { vitrine_subscriptions: { total_count: number; items: SubscriptionOut[] } };
    }>(SUBSCRIPTIONS),
  ).customer.vitrine_subscriptions;

/** A test product (not in listings) the merchant offers by subscription every 30, 60 or 90 days, 10 % off. */
export async function subscribableProduct(db: Queryable, price = 2000, qty = 50) {
  const product = await testProduct(db, { qty, price });
  await db.query('UPDATE product SET subscription_eligible = true WHERE product_id = $1', [
    product.productId,
  ]);
  return product;
}

/**
 * A signed-in customer who subscribed to `sku` (quantity 2, every `frequency` days) paying with a
 * new card saved for the renewals: the customer and the first order's number.
 */
export async function subscribedCustomer(
  anonymous: ShopClient,
  sku: string,
  frequency = 30,
  card = '4111111111111111',
) {
  const customer = await registerCustomer(anonymous);
  const cartId = await cartReadyForPayment(
    customer.client,
    [{ sku, quantity: 2, vitrine_subscription: { frequency_days: frequency } }],
    { cartId: await newCart(customer.client) },
  );
  data(
    await choosePayment(customer.client, cartId, {
      code: 'vitrine_card',
      vitrine_card: {
        payment_method_nonce: await tokeniseCard(customer.client, card),
        is_active_payment_token_enabler: true,
      },
    }),
  );
  const placed = data(await placeOrder(customer.client, cartId, randomUUID())).placeOrder;
  if (!placed.orderV2) throw new Error(`order not placed: ${JSON.stringify(placed)}`);
  return { customer, orderNumber: placed.orderV2.number };
}
