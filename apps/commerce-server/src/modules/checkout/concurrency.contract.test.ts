import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  cartReadyForPayment,
  choosePayment,
  data,
  firstError,
  placeOrder,
  stockOf,
  testProduct,
} from '../../testing/shop-flows.ts';
import type { ShopTestServer } from '../../testing/shop-test-server.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const ALREADY_PLACING = 'The order has already been placed and is currently processing.';

async function readyCart(server: ShopTestServer, sku: string, qty: number) {
  const client = server.client();
  const cartId = await cartReadyForPayment(client, [{ sku, quantity: qty }]);
  data(await choosePayment(client, cartId, { code: 'banktransfer' }));
  return { client, cartId };
}

async function ordersOfCart(server: ShopTestServer, cartId: string): Promise<string[]> {
  const rows = await server.db.query<{ increment_id: string }>(
    'SELECT o.increment_id FROM sales_order o JOIN quote q USING (quote_id) WHERE q.masked_id = $1',
    [cartId],
  );
  return rows.map((row) => row.increment_id);
}

describeShop('order placement under concurrency', (server, backend) => {
  it('C1 makes exactly one order of 10 concurrent placeOrder calls retrying one request (same key)', async () => {
    const product = await testProduct(server().db, { qty: 50 });
    const { client, cartId } = await readyCart(server(), product.sku, 2);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(client, cartId, key)),
    );
    const orders = await ordersOfCart(server(), cartId);
    expect(orders).toHaveLength(1);
    for (const answer of answers) {
      const number = answer.body.data?.placeOrder?.orderV2?.number;
      if (number !== undefined) expect(number).toBe(orders[0]);
      else
        expect(firstError(answer)).toEqual({
          message: ALREADY_PLACING,
          category: 'graphql-already-exists',
        });
    }
    expect(answers.filter((answer) => answer.body.data?.placeOrder?.orderV2)).not.toHaveLength(0);
    expect(await stockOf(server().db, product.sku)).toBe(48);
  });

  it('C1 makes exactly one order of concurrent placeOrder calls without a key; the others are told it is being placed or closed', async () => {
    const product = await testProduct(server().db, { qty: 50 });
    const { client, cartId } = await readyCart(server(), product.sku, 1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(client, cartId)));
    expect(await ordersOfCart(server(), cartId)).toHaveLength(1);
    const outcomes = answers.map(
      (answer) =>
        answer.body.data?.placeOrder?.orderV2?.number ??
        firstError(answer)?.message ??
        answer.body.data?.placeOrder?.errors[0]?.message,
    );
    expect(outcomes.filter((outcome) => /^\d{9}$/.test(outcome ?? ''))).toHaveLength(1);
    for (const outcome of outcomes)
      expect([ALREADY_PLACING, "The cart isn't active."]).toContain(
        /^\d{9}$/.test(outcome ?? '') ? ALREADY_PLACING : outcome,
      );
    expect(await stockOf(server().db, product.sku)).toBe(49);
  });

  it('C2 sells the last unit once when two carts order it at the same moment', async () => {
    const product = await testProduct(server().db, { qty: 1 });
    const [first, second] = await Promise.all([
      readyCart(server(), product.sku, 1),
      readyCart(server(), product.sku, 1),
    ]);
    const answers = await Promise.all([
      placeOrder(first.client, first.cartId),
      placeOrder(second.client, second.cartId),
    ]);
    const placed = answers.filter((answer) => answer.body.data?.placeOrder?.orderV2);
    const refused = answers.filter((answer) => !answer.body.data?.placeOrder?.orderV2);
    expect(placed).toHaveLength(1);
    expect(refused.map((answer) => answer.body.data?.placeOrder?.errors[0]?.message)).toEqual([
      'The requested qty is not available',
    ]);
    expect(await stockOf(server().db, product.sku)).toBe(0);
  });

  it(`C2 never oversells nor goes below zero for random concurrent purchases (property) [${backend}]`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 6 }),
        async (initial, wants) => {
          const product = await testProduct(server().db, { qty: initial });
          const carts = await Promise.all(
            wants.map((qty) => readyCart(server(), product.sku, Math.min(qty, initial))),
          );
          const answers = await Promise.all(
            carts.map((cart) => placeOrder(cart.client, cart.cartId)),
          );
          const sold = answers.reduce(
            (sum, answer, index) =>
              sum +
              (answer.body.data?.placeOrder?.orderV2 ? Math.min(wants[index] ?? 0, initial) : 0),
            0,
          );
          const left = await stockOf(server().db, product.sku);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(sold).toBeLessThanOrEqual(initial);
          expect(left).toBe(initial - sold);
          for (const answer of answers) {
            if (!answer.body.data?.placeOrder?.orderV2)
              expect(answer.body.data?.placeOrder?.errors[0]?.message).toBe(
                'The requested qty is not available',
              );
          }
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);
});
