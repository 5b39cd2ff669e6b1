import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  addItems,
  cartReadyForPayment,
  choosePayment,
  data,
  firstError,
  newCart,
  PAYMENT_DETAILS,
  placeOrder,
  registerCustomer,
  stockOf,
  testProduct,
  tokeniseCard,
  tokeniseSecurityCode,
} from '../../testing/shop-flows.ts';
import type { PlaceOrderAnswer } from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

type Details = { submitPaymentDetails: PlaceOrderAnswer['placeOrder'] };

const details = (
  client: ShopClient,
  cartId: string,
  reference: string,
  value: Record<string, string>,
  key = randomUUID(),
) =>
  client.gql<Details>(
    PAYMENT_DETAILS,
    { c: cartId, r: reference, d: JSON.stringify(value) },
    { 'Idempotency-Key': key },
  );

async function payByCard(client: ShopClient, cartId: string, number: string, save = false) {
  data(
    await choosePayment(client, cartId, {
      code: 'vitrine_card',
      vitrine_card: {
        payment_method_nonce: await tokeniseCard(client, number),
        is_active_payment_token_enabler: save,
      },
    }),
  );
  return data(await placeOrder(client, cartId, randomUUID())).placeOrder;
}

const cartActive = async (client: ShopClient, cartId: string) =>
  firstError(await client.gql('query($c: String!) { cart(cart_id: $c) { id } }', { c: cartId })) ===
  undefined;

describeShop('card payments', (server) => {
  it('C8 pays a signed-in order with a 3-D Secure card: fingerprint, challenge, order, saved card (signed-in checkout)', async () => {
    const customer = await registerCustomer(server().client());
    const product = await testProduct(server().db, { qty: 10, price: 2490 });
    const cartId = await cartReadyForPayment(customer.client, [{ sku: product.sku, quantity: 2 }], {
      cartId: await newCart(customer.client),
    });
    const first = await payByCard(customer.client, cartId, '5454545454545454', true);
    expect(first.orderV2).toBeNull();
    expect(first.errors).toEqual([]);
    expect(first.payment_status).toMatchObject({
      result_code: 'IdentifyShopper',
      is_final: false,
      action: { type: 'threeDS2Fingerprint' },
    });
    expect(await cartActive(customer.client, cartId)).toBe(true);
    expect(await stockOf(server().db, product.sku)).toBe(10);
    const reference = first.payment_status?.payment_reference ?? '';
    const challenge = data(
      await details(customer.client, cartId, reference, {
        threeDSResult: 'eyJ0aHJlZURTQ29tcEluZCI6IlkifQ==',
      }),
    ).submitPaymentDetails;
    expect(challenge.payment_status).toMatchObject({
      result_code: 'ChallengeShopper',
      is_final: false,
      action: { type: 'threeDS2Challenge' },
    });
    const done = data(
      await details(customer.client, cartId, reference, { challengeResult: 'password' }),
    ).submitPaymentDetails;
    expect(done.payment_status).toMatchObject({
      result_code: 'Authorised',
      is_final: true,
      order_number: done.orderV2?.number,
    });
    // The provider's answer names the order by its increment id, as the shopper sees it.
    expect(done.payment_status?.order_number).toMatch(/^\d{9}$/);
    expect(done.orderV2?.status).toBe('Processing');
    expect(await stockOf(server().db, product.sku)).toBe(8);
    const orders = data(
      await customer.client.gql<{
        customer: {
          orders: {
            items: Array<{
              number: string;
              payment_methods: Array<{
                type: string;
                additional_data: Array<{ name: string; value: string }>;
              }>;
            }>;
          };
        };
      }>(
        '{ customer { orders { items { number payment_methods { type additional_data { name value } } } } } }',
      ),
    ).customer.orders.items;
    expect(orders[0]?.number).toBe(done.orderV2?.number);
    expect(orders[0]?.payment_methods[0]?.additional_data).toContainEqual({
      name: 'last_four',
      value: '5454',
    });
    const tokens = data(
      await customer.client.gql<{
        customerPaymentTokens: {
          items: Array<{ public_hash: string; details: string; payment_method_code: string }>;
        };
      }>('{ customerPaymentTokens { items { public_hash payment_method_code details } } }'),
    ).customerPaymentTokens.items;
    expect(tokens).toHaveLength(1);
    expect(JSON.parse(tokens[0]?.details ?? '{}')).toEqual({
      type: 'MC',
      maskedCC: '5454',
      expirationDate: '03/2030',
    });
    // The saved card pays the next order (3-D Secure again, as the issuer asks).
    const next = await cartReadyForPayment(customer.client, [{ sku: product.sku, quantity: 1 }], {
      cartId: await newCart(customer.client),
    });
    data(
      await choosePayment(customer.client, next, {
        code: 'vitrine_card_vault',
        vitrine_card_vault: {
          public_hash: tokens[0]?.public_hash,
          security_code_token: await tokeniseSecurityCode(
            customer.client,
            tokens[0]?.public_hash ?? '',
          ),
        },
      }),
    );
    const again = data(await placeOrder(customer.client, next, randomUUID())).placeOrder;
    expect(again.payment_status?.result_code).toBe('IdentifyShopper');
    const deleted = data(
      await customer.client.gql<{
        deletePaymentToken: { result: boolean; customerPaymentTokens: { items: unknown[] } };
      }>(
        'mutation($h: String!) { deletePaymentToken(public_hash: $h) { result customerPaymentTokens { items { public_hash } } } }',
        { h: tokens[0]?.public_hash },
      ),
    );
    expect(deleted.deletePaymentToken).toEqual({
      result: true,
      customerPaymentTokens: { items: [] },
    });
  });

  it('C8 refuses a wrong challenge answer: no order, cart and stock kept, and a new card can pay', async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 4 });
    const cartId = await cartReadyForPayment(client, [{ sku: product.sku, quantity: 1 }]);
    const started = await payByCard(client, cartId, '4917610000000000');
    expect(started.payment_status).toMatchObject({
      result_code: 'ChallengeShopper',
      action: { type: 'threeDS2Challenge' },
    });
    const refused = data(
      await details(client, cartId, started.payment_status?.payment_reference ?? '', {
        challengeResult: 'wrong',
      }),
    ).submitPaymentDetails;
    expect(refused).toMatchObject({
      orderV2: null,
      errors: [
        {
          code: 'UNABLE_TO_PLACE_ORDER',
          message: 'Transaction has been declined. Please try again later.',
        },
      ],
      payment_status: {
        result_code: 'Refused',
        is_final: true,
      },
    });
    expect(await cartActive(client, cartId)).toBe(true);
    expect(await stockOf(server().db, product.sku)).toBe(4);
    // The refused token is spent; the same cart with a new card goes through.
    expect(data(await placeOrder(client, cartId, randomUUID())).placeOrder.errors[0]?.message).toBe(
      'The card details have expired. Enter the card details again.',
    );
    const paid = await payByCard(client, cartId, '4111111111111111');
    expect(paid.payment_status).toMatchObject({ result_code: 'Authorised', is_final: true });
    expect(paid.orderV2?.status).toBe('Processing');
  });

  it('authorises a frictionless 3-D Secure card after the fingerprint, and answers Refused and Error cards', async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 10 });
    const cartId = await cartReadyForPayment(client, [{ sku: product.sku, quantity: 1 }]);
    const started = await payByCard(client, cartId, '4212345678910006');
    expect(started.payment_status?.result_code).toBe('IdentifyShopper');
    const done = data(
      await details(client, cartId, started.payment_status?.payment_reference ?? '', {
        threeDSResult: 'x',
      }),
    ).submitPaymentDetails;
    expect(done.payment_status?.result_code).toBe('Authorised');
    expect(done.orderV2?.number).toMatch(/^\d{9}$/);
    for (const [number, code, reason] of [
      ['4000000000000002', 'Refused', 'Refused'],
      ['4000000000009995', 'Refused', 'Not enough balance'],
      ['4000000000000119', 'Error', 'Acquirer Error'],
    ] as const) {
      const cart = await cartReadyForPayment(client, [{ sku: product.sku, quantity: 1 }]);
      const answer = await payByCard(client, cart, number);
      expect(answer).toMatchObject({
        orderV2: null,
        errors: [{ code: 'UNABLE_TO_PLACE_ORDER' }],
        payment_status: { result_code: code },
      });
      // The reason stays on the server, for support: the shopper's answer never carries it.
      const rows = await server().db.query<{ refusal_reason: string | null }>(
        'SELECT refusal_reason FROM payment_transaction WHERE reference = $1',
        [answer.payment_status?.payment_reference ?? ''],
      );
      expect(rows[0]?.refusal_reason).toBe(reason);
    }
  });

  it('C7 replays a 3-D Secure details call and refuses to order a cart changed during the payment', async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 10 });
    const cartId = await cartReadyForPayment(client, [{ sku: product.sku, quantity: 1 }]);
    const started = await payByCard(client, cartId, '4917610000000000');
    const reference = started.payment_status?.payment_reference ?? '';
    data(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]));
    const changed = data(
      await details(client, cartId, reference, { challengeResult: 'password' }),
    ).submitPaymentDetails;
    expect(changed).toMatchObject({
      orderV2: null,
      errors: [{ message: 'The cart changed during the payment. Review your cart and pay again.' }],
      payment_status: { result_code: 'Cancelled' },
    });
    const voided = await server().db.query<{ state: string; needs_reconciliation: boolean }>(
      'SELECT state, needs_reconciliation FROM payment_transaction WHERE reference = $1',
      [reference],
    );
    expect(voided[0]).toEqual({ state: 'voided', needs_reconciliation: false });
    const other = await cartReadyForPayment(client, [{ sku: product.sku, quantity: 1 }]);
    const second = await payByCard(client, other, '4917610000000000');
    const key = randomUUID();
    const once = data(
      await details(
        client,
        other,
        second.payment_status?.payment_reference ?? '',
        { challengeResult: 'password' },
        key,
      ),
    ).submitPaymentDetails;
    const twice = data(
      await details(
        client,
        other,
        second.payment_status?.payment_reference ?? '',
        { challengeResult: 'password' },
        key,
      ),
    ).submitPaymentDetails;
    expect(twice.orderV2?.number).toBe(once.orderV2?.number);
    expect(
      firstError(await details(client, other, 'PSPUNKNOWN', { challengeResult: 'password' }))
        ?.message,
    ).toBe("The cart isn't active.");
    // One key for two different calls is a client mistake, answered clearly (never "Unexpected error.").
    const third = await cartReadyForPayment(client, [{ sku: product.sku, quantity: 1 }]);
    const shared = randomUUID();
    data(
      await choosePayment(client, third, {
        code: 'vitrine_card',
        vitrine_card: { payment_method_nonce: await tokeniseCard(client, '4917610000000000') },
      }),
    );
    const challenged = data(await placeOrder(client, third, shared)).placeOrder;
    expect(
      firstError(
        await details(
          client,
          third,
          challenged.payment_status?.payment_reference ?? '',
          { challengeResult: 'password' },
          shared,
        ),
      ),
    ).toEqual({
      message: 'This Idempotency-Key was already used for another request.',
      category: 'graphql-input',
    });
    expect(
      firstError(await client.gql(PAYMENT_DETAILS, { c: other, r: 'x', d: '[1]' }))?.message,
    ).toBe('"details" must be a JSON object of strings.');
  });
});
