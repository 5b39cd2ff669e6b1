import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  cartReadyForPayment,
  choosePayment,
  data,
  firstError,
  placeOrder,
  stockOf,
  testProduct,
  tokeniseCard,
} from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

// Database faults for orders of @fault.test shoppers only, so other suites sharing the database
// are not touched: the order insert fails (after the payment was authorised and the stock taken,
// inside the order transaction), and for @void-fails.fault.test the compensation fails too.
const INSTALL = `
CREATE OR REPLACE FUNCTION test_fault_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.customer_email LIKE '%@fault.test' OR NEW.customer_email LIKE '%.fault.test' THEN RAISE EXCEPTION 'injected fault: the database is gone'; END IF;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER test_fault_order BEFORE INSERT ON sales_order FOR EACH ROW EXECUTE FUNCTION test_fault_order();
CREATE OR REPLACE FUNCTION test_fault_void() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state = 'voided' AND EXISTS (SELECT 1 FROM quote q WHERE q.quote_id = NEW.quote_id AND q.email LIKE '%@void-fails.fault.test') THEN
    RAISE EXCEPTION 'injected fault: the database is still gone';
  END IF;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER test_fault_void BEFORE UPDATE ON payment_transaction FOR EACH ROW EXECUTE FUNCTION test_fault_void();`;

const UNINSTALL = `
DROP TRIGGER IF EXISTS test_fault_order ON sales_order; DROP FUNCTION IF EXISTS test_fault_order();
DROP TRIGGER IF EXISTS test_fault_void ON payment_transaction; DROP FUNCTION IF EXISTS test_fault_void();`;

describeShop('database failure after the payment', (server) => {
  beforeAll(async () => {
    await server().db.exec(INSTALL);
  });
  afterAll(async () => {
    await server().db.exec(UNINSTALL);
  });

  it('C3 rolls the order back, voids the authorised payment, keeps the cart and the stock', async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 5, price: 2500 });
    const email = `shopper-${randomUUID()}@fault.test`;
    const cartId = await cartReadyForPayment(client, [{ sku: product.sku, quantity: 2 }], {
      email,
    });
    data(
      await choosePayment(client, cartId, {
        code: 'vitrine_card',
        vitrine_card: { payment_method_nonce: await tokeniseCard(client, '4111111111111111') },
      }),
    );
    const answer = data(await placeOrder(client, cartId, randomUUID())).placeOrder;
    expect(answer.orderV2).toBeNull();
    expect(answer.errors).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message:
          'A server error stopped your order from being placed. Please try to place your order again.',
      },
    ]);
    expect(answer.payment_status).toMatchObject({ result_code: 'Cancelled', is_final: true });
    expect(
      firstError(
        await client.gql('query($c: String!) { cart(cart_id: $c) { id } }', { c: cartId }),
      ),
    ).toBeUndefined();
    expect(await stockOf(server().db, product.sku)).toBe(5);
    const orders = await server().db.query(
      'SELECT 1 FROM sales_order o JOIN quote q USING (quote_id) WHERE q.masked_id = $1',
      [cartId],
    );
    expect(orders).toEqual([]);
    const payments = await server().db.query<{
      state: string;
      amount: number;
      order_id: number | null;
      needs_reconciliation: boolean;
      note: string;
    }>(
      'SELECT p.state, p.amount, p.order_id, p.needs_reconciliation, p.note FROM payment_transaction p JOIN quote q USING (quote_id) WHERE q.masked_id = $1',
      [cartId],
    );
    expect(payments).toEqual([
      {
        state: 'voided',
        amount: 5000,
        order_id: null,
        needs_reconciliation: false,
        note: 'voided: the order could not be written',
      },
    ]);
    expect(server().logs.some((line) => line.msg === 'order write failed')).toBe(true);
  });

  it('C3 leaves the payment flagged for reconciliation when the compensation fails too', async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 5, price: 2500 });
    const cartId = await cartReadyForPayment(client, [{ sku: product.sku, quantity: 1 }], {
      email: `shopper-${randomUUID()}@void-fails.fault.test`,
    });
    data(
      await choosePayment(client, cartId, {
        code: 'vitrine_card',
        vitrine_card: { payment_method_nonce: await tokeniseCard(client, '4111111111111111') },
      }),
    );
    const answer = data(await placeOrder(client, cartId, randomUUID())).placeOrder;
    expect(answer.errors[0]?.code).toBe('UNABLE_TO_PLACE_ORDER');
    const payments = await server().db.query<{
      state: string;
      order_id: number | null;
      needs_reconciliation: boolean;
    }>(
      'SELECT p.state, p.order_id, p.needs_reconciliation FROM payment_transaction p JOIN quote q USING (quote_id) WHERE q.masked_id = $1',
      [cartId],
    );
    expect(payments).toEqual([{ state: 'authorised', order_id: null, needs_reconciliation: true }]);
    expect(server().logs.some((line) => line.msg === 'payment left for reconciliation')).toBe(true);
    expect(await stockOf(server().db, product.sku)).toBe(5);
  });
});
