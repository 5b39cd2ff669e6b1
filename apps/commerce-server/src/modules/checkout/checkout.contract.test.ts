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
  stockOf,
  testProduct,
  tokeniseCard,
} from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const cartActive = async (client: ShopClient, cartId: string) =>
  firstError(await client.gql('query($c: String!) { cart(cart_id: $c) { id } }', { c: cartId })) ===
  undefined;

describeShop('checkout', (server) => {
  it('places a guest order by bank transfer: stock taken, cart closed, mail in the outbox, trackable (guest checkout)', async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 10, price: 1590 });
    const email = `invite-${randomUUID()}@example.com`;
    const cartId = await cartReadyForPayment(client, [{ sku: product.sku, quantity: 3 }], {
      email,
    });
    data(await choosePayment(client, cartId, { code: 'banktransfer' }));
    const placed = data(await placeOrder(client, cartId)).placeOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.payment_status).toBeNull();
    expect(placed.orderV2).toMatchObject({
      status: 'Pending',
      email,
      total: { grand_total: { value: 47.7 } },
      items: [{ product_sku: product.sku, quantity_ordered: 3 }],
    });
    expect(placed.orderV2?.number).toMatch(/^\d{9}$/);
    expect(await stockOf(server().db, product.sku)).toBe(7);
    expect(await cartActive(client, cartId)).toBe(false);
    const outbox = await client.rest<{
      items: Array<{ kind: string; subject: string; text: string }>;
    }>('GET', `/dev/mail-outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.body.items[0]).toMatchObject({
      kind: 'order_confirmation',
      subject: `Votre commande Orsalis n° ${placed.orderV2?.number}`,
    });
    expect(outbox.body.items[0]?.text).toContain('virement');
    // Order tracking is Magento 2.4.7's guestOrder: number, e-mail and the billing postcode.
    const track =
      'query($n: String!, $e: String!, $p: String!) { guestOrder(input: { number: $n, email: $e, postcode: $p }) { number status shipping_address { city postcode } items { product_sku } } }';
    const tracked = data(
      await client.gql<{ guestOrder: { number: string; shipping_address: { postcode: string } } }>(
        track,
        { n: placed.orderV2?.number, e: email.toUpperCase(), p: '75003' },
      ),
    );
    expect(tracked.guestOrder).toMatchObject({
      number: placed.orderV2?.number,
      shipping_address: { postcode: '75003' },
    });
    for (const [n, e, p] of [
      [placed.orderV2?.number, email, '75004'],
      [placed.orderV2?.number, `other-${email}`, '75003'],
      ['000000000', email, '75003'],
    ]) {
      expect(firstError(await client.gql(track, { n, e, p }))?.message).toBe(
        "We couldn't locate an order with the information provided.",
      );
    }
    const byToken = data(
      await client.gql<{ guestOrderByToken: { number: string } }>(
        'query($t: String!) { guestOrderByToken(input: { token: $t }) { number } }',
        { t: placed.orderV2?.token },
      ),
    );
    expect(byToken.guestOrderByToken.number).toBe(placed.orderV2?.number);
  });

  it('C4 answers a repeated Idempotency-Key with the first result and never charges twice', async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 10 });
    const cartId = await cartReadyForPayment(client, [{ sku: product.sku, quantity: 1 }]);
    data(
      await choosePayment(client, cartId, {
        code: 'vitrine_card',
        vitrine_card: { payment_method_nonce: await tokeniseCard(client, '4111111111111111') },
      }),
    );
    const key = randomUUID();
    const first = data(await placeOrder(client, cartId, key)).placeOrder;
    const retry = data(await placeOrder(client, cartId, key)).placeOrder;
    expect(retry.orderV2?.number).toBe(first.orderV2?.number);
    expect(retry.payment_status?.payment_reference).toBe(first.payment_status?.payment_reference);
    const payments = await server().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_transaction p JOIN quote q USING (quote_id) WHERE q.masked_id = $1',
      [cartId],
    );
    expect(payments[0]?.n).toBe(1);
    expect(await stockOf(server().db, product.sku)).toBe(9);
    // Without the key, the closed cart is Magento's CART_NOT_ACTIVE; the key on another cart is refused.
    expect(data(await placeOrder(client, cartId)).placeOrder.errors[0]?.code).toBe(
      'CART_NOT_ACTIVE',
    );
    const other = await cartReadyForPayment(client, [{ sku: product.sku, quantity: 1 }]);
    data(await choosePayment(client, other, { code: 'banktransfer' }));
    expect(data(await placeOrder(client, other, key)).placeOrder.errors[0]?.message).toBe(
      'This Idempotency-Key was already used for another request.',
    );
    expect(firstError(await placeOrder(client, other, 'not a valid key!'))?.message).toMatch(
      /Idempotency-Key header must be/,
    );
  });

  it('refuses to place an incomplete cart with Magento codes and messages', async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 1 });
    const cartId = await newCart(client);
    expect(data(await placeOrder(client, cartId)).placeOrder.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: 'The cart does not contain any products.' },
    ]);
    data(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]));
    expect(data(await placeOrder(client, cartId)).placeOrder.errors).toEqual([
      { code: 'GUEST_EMAIL_MISSING', message: 'Guest email for cart is missing.' },
    ]);
    data(
      await client.gql(
        'mutation($c: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: "a@example.com" }) { cart { id } } }',
        { c: cartId },
      ),
    );
    expect(data(await placeOrder(client, cartId)).placeOrder.errors[0]?.message).toBe(
      'The shipping address is missing. Set the address and try again.',
    );
    expect(firstError(await choosePayment(client, cartId, { code: 'banktransfer' }))?.message).toBe(
      'The shipping address is missing. Set the address and try again.',
    );
    await cartReadyForPayment(client, [], { cartId });
    expect(firstError(await choosePayment(client, cartId, { code: 'checkmo' }))?.message).toBe(
      'The requested Payment Method is not available.',
    );
    expect(
      firstError(
        await choosePayment(client, cartId, {
          code: 'vitrine_card',
          vitrine_card: { payment_method_nonce: 'tok_forged' },
        }),
      )?.message,
    ).toBe('The card details have expired. Enter the card details again.');
    expect(data(await placeOrder(client, cartId)).placeOrder.errors[0]?.message).toBe(
      'Enter a valid payment method and try again.',
    );
    await server().db.query('UPDATE product SET qty = 0, in_stock = false WHERE sku = $1', [
      product.sku,
    ]);
    data(await choosePayment(client, cartId, { code: 'banktransfer' }));
    expect(data(await placeOrder(client, cartId)).placeOrder.errors[0]?.message).toBe(
      'The requested qty is not available',
    );
    await server().db.query(
      'UPDATE product SET qty = 5, in_stock = true, status = 2 WHERE sku = $1',
      [product.sku],
    );
    expect(data(await placeOrder(client, cartId)).placeOrder.errors[0]?.message).toBe(
      'Some of the products are out of stock.',
    );
    expect(
      firstError(
        await client.gql(
          'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "ups", method_code: "x" }] }) { cart { id } } }',
          { c: cartId },
        ),
      ),
    ).toEqual({
      message: 'Carrier with such method not found: ups, x',
      category: 'graphql-no-such-entity',
    });
  });
});
