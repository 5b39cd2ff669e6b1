import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  cartReadyForPayment,
  choosePayment,
  data,
  firstError,
  PAYMENT_DETAILS,
  placeOrder,
  stockOf,
  testProduct,
  tokeniseCard,
} from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

// A card the test provider challenges (3-D Secure), so its payment waits for submitPaymentDetails.
const CHALLENGED_CARD = '4917610000000000';

async function challengedPayment(client: ShopClient, sku: string) {
  const cartId = await cartReadyForPayment(client, [{ sku, quantity: 1 }]);
  data(
    await choosePayment(client, cartId, {
      code: 'vitrine_card',
      vitrine_card: { payment_method_nonce: await tokeniseCard(client, CHALLENGED_CARD) },
    }),
  );
  const started = data(await placeOrder(client, cartId, randomUUID())).placeOrder;
  expect(started.orderV2).toBeNull();
  return { cartId, reference: started.payment_status?.payment_reference ?? '' };
}

const paymentState = async (server: { db: Parameters<typeof stockOf>[0] }, reference: string) =>
  (
    await server.db.query<{ state: string }>(
      'SELECT state FROM payment_transaction WHERE reference = $1',
      [reference],
    )
  )[0]?.state;

describeShop('3-D Secure answers bound to their own cart', (server) => {
  it("C7 refuses a payment's 3-D Secure answer sent for another cart: no order, both payments left waiting", async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 10 });
    const first = await challengedPayment(client, product.sku);
    const second = await challengedPayment(client, product.sku);
    expect(first.reference).not.toBe(second.reference);

    // The first payment's reference, with the right answer, sent for the second cart.
    const crossed = await client.gql(
      PAYMENT_DETAILS,
      { c: second.cartId, r: first.reference, d: JSON.stringify({ challengeResult: 'password' }) },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(firstError(crossed)?.message).toBe(
      `The payment reference "${first.reference}" is not valid for this cart.`,
    );
    expect(await stockOf(server().db, product.sku)).toBe(10);
    expect(await paymentState(server(), first.reference)).toBe('action_required');
    expect(await paymentState(server(), second.reference)).toBe('action_required');
    const orders = await server().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sales_order o JOIN quote q USING (quote_id)
        WHERE q.masked_id = ANY($1)`,
      [[first.cartId, second.cartId]],
    );
    expect(orders[0]?.n).toBe(0);

    // Each answer still completes its own payment.
    const own = await client.gql<{ submitPaymentDetails: { orderV2: { number: string } | null } }>(
      PAYMENT_DETAILS,
      { c: first.cartId, r: first.reference, d: JSON.stringify({ challengeResult: 'password' }) },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(data(own).submitPaymentDetails.orderV2?.number).toMatch(/^\d+$/);
    expect(await stockOf(server().db, product.sku)).toBe(9);
  });
});
