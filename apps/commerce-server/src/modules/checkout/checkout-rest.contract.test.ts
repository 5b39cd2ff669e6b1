import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  addItems,
  data,
  newCart,
  registerCustomer,
  stockOf,
  testProduct,
  tokeniseCard,
} from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const ADDRESS = {
  firstname: 'Léa',
  lastname: 'Durand',
  street: ['3 rue Victor Hugo'],
  city: 'Lyon',
  postcode: '69002',
  country_id: 'FR',
  telephone: '0612345678',
};
const CLIENT_KEY = { 'X-Client-Key': 'test_ORSALISDEMOCLIENTKEY0000000000' };

interface ShippingInformation {
  payment_methods: Array<{ code: string; title: string }>;
  totals: {
    grand_total: number;
    subtotal_incl_tax: number;
    shipping_incl_tax: number;
    tax_amount: number;
    items: Array<{ qty: number; price_incl_tax: number; tax_percent: number }>;
  };
}

async function shippingInformation(
  client: ShopClient,
  path: string,
  carrier = ['colissimo', 'home'],
) {
  return client.rest<ShippingInformation>('POST', `${path}/shipping-information`, {
    addressInformation: {
      shipping_address: { ...ADDRESS, email: 'lea.rest@example.com' },
      billing_address: ADDRESS,
      shipping_carrier_code: carrier[0],
      shipping_method_code: carrier[1],
    },
  });
}

describeShop('checkout REST', (server) => {
  it('runs a guest checkout with shipping-information then payment-information, answering the order id', async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 10, price: 1200 });
    const cartId = await newCart(client);
    data(await addItems(client, cartId, [{ sku: product.sku, quantity: 2 }]));
    const shipping = await shippingInformation(client, `/rest/V1/guest-carts/${cartId}`);
    expect(shipping.status).toBe(200);
    expect(shipping.body.payment_methods).toEqual([
      { code: 'vitrine_card', title: 'Carte bancaire' },
      { code: 'banktransfer', title: 'Virement bancaire' },
    ]);
    expect(shipping.body.totals).toMatchObject({
      grand_total: 28.9,
      subtotal_incl_tax: 24,
      shipping_incl_tax: 4.9,
      items: [{ qty: 2, price_incl_tax: 12, tax_percent: 5.5 }],
    });
    const key = randomUUID();
    const body = {
      email: 'lea.rest@example.com',
      paymentMethod: { method: 'banktransfer' },
      billingAddress: ADDRESS,
    };
    const paid = await client.rest<number>(
      'POST',
      `/rest/V1/guest-carts/${cartId}/payment-information`,
      body,
      { 'Idempotency-Key': key },
    );
    expect(paid.status).toBe(200);
    expect(typeof paid.body).toBe('number');
    const order = await server().db.query<{
      order_id: number;
      increment_id: string;
      customer_email: string;
      grand_total: number;
    }>(
      'SELECT o.order_id, o.increment_id, o.customer_email, o.grand_total FROM sales_order o JOIN quote q USING (quote_id) WHERE q.masked_id = $1',
      [cartId],
    );
    // Magento's REST answer is the order's entity id (a bare integer), not the increment id.
    expect(order[0]).toMatchObject({
      order_id: paid.body,
      customer_email: 'lea.rest@example.com',
      grand_total: 2890,
    });
    expect(order[0]?.increment_id).toMatch(/^\d{9}$/);
    // A retry after a lost answer gets the same order id; without the key the cart is closed.
    expect(
      (
        await client.rest('POST', `/rest/V1/guest-carts/${cartId}/payment-information`, body, {
          'Idempotency-Key': key,
        })
      ).body,
    ).toBe(paid.body);
    expect(
      await client.rest('POST', `/rest/V1/guest-carts/${cartId}/payment-information`, body),
    ).toMatchObject({ status: 404, body: { message: "The cart isn't active." } });
    expect(await stockOf(server().db, product.sku)).toBe(8);
  });

  it('runs carts/mine with the bearer token, and pays with a card nonce', async () => {
    const customer = await registerCustomer(server().client());
    const product = await testProduct(server().db, { qty: 10, price: 4500 });
    data(
      await addItems(customer.client, await newCart(customer.client), [
        { sku: product.sku, quantity: 1 },
      ]),
    );
    const shipping = await shippingInformation(customer.client, '/rest/V1/carts/mine', [
      'colissimo',
      'home',
    ]);
    expect(shipping.body.totals).toMatchObject({ grand_total: 45, shipping_incl_tax: 0 });
    const nonce = await tokeniseCard(customer.client, '4111111111111111');
    const paid = await customer.client.rest<number>(
      'POST',
      '/rest/V1/carts/mine/payment-information',
      {
        paymentMethod: { method: 'vitrine_card', additional_data: { payment_method_nonce: nonce } },
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(paid.status).toBe(200);
    const orders = data(
      await customer.client.gql<{
        customer: { orders: { items: Array<{ status: string; shipping_method: string }> } };
      }>('{ customer { orders { items { status shipping_method } } } }'),
    );
    expect(orders.customer.orders.items[0]).toEqual({
      status: 'Processing',
      shipping_method: 'Colissimo - Livraison à domicile',
    });
  });

  it("refuses with Magento's REST errors: 401 without a token, 404 unknown cart or carrier, 400 bad input", async () => {
    const client = server().client();
    expect(
      await client.rest('POST', '/rest/V1/carts/mine/payment-information', {
        paymentMethod: { method: 'banktransfer' },
      }),
    ).toMatchObject({
      status: 401,
      body: {
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: 'self' },
      },
    });
    expect(
      await client.rest('POST', '/rest/V1/guest-carts/unknown/shipping-information', {}),
    ).toMatchObject({ status: 400 });
    expect(await shippingInformation(client, '/rest/V1/guest-carts/unknown')).toMatchObject({
      status: 404,
      body: {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: 'unknown' },
      },
    });
    const product = await testProduct(server().db, { qty: 10 });
    const cartId = await newCart(client);
    data(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]));
    expect(
      await shippingInformation(client, `/rest/V1/guest-carts/${cartId}`, ['ups', 'ground']),
    ).toMatchObject({
      status: 404,
      body: { message: 'Carrier with such method not found: ups, ground' },
    });
    expect(
      await client.rest('POST', `/rest/V1/guest-carts/${cartId}/shipping-information`, 'not json'),
    ).toMatchObject({ status: 400 });
    expect(
      await client.rest('POST', `/rest/V1/guest-carts/${cartId}/payment-information`, {
        paymentMethod: { method: 'banktransfer' },
      }),
    ).toMatchObject({
      status: 400,
      body: {
        message: '"%fieldName" is required. Enter and try again.',
        parameters: { fieldName: 'email' },
      },
    });
  });

  it('cancels a 3-D Secure card payment REST cannot complete, charging nothing', async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 10 });
    const cartId = await newCart(client);
    data(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]));
    await shippingInformation(client, `/rest/V1/guest-carts/${cartId}`);
    const nonce = await tokeniseCard(client, '5454545454545454');
    const answer = await client.rest<{ message: string }>(
      'POST',
      `/rest/V1/guest-carts/${cartId}/payment-information`,
      {
        email: 'a@example.com',
        paymentMethod: { method: 'vitrine_card', additional_data: { payment_method_nonce: nonce } },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/3-D Secure/);
    const payments = await server().db.query<{ state: string }>(
      'SELECT p.state FROM payment_transaction p JOIN quote q USING (quote_id) WHERE q.masked_id = $1',
      [cartId],
    );
    expect(payments).toEqual([{ state: 'cancelled' }]);
    expect(await stockOf(server().db, product.sku)).toBe(10);
  });
});

describeShop('card tokenisation endpoint', (server) => {
  it('tokenises a card for the client key, keeping only brand, last four and expiry', async () => {
    const client = server().client();
    expect(
      await client.rest('POST', '/payment/v1/card-tokens', {
        number: '4111111111111111',
        expiryMonth: 3,
        expiryYear: 2030,
        cvc: '737',
      }),
    ).toMatchObject({ status: 401 });
    const preflight = await client.rest('OPTIONS', '/payment/v1/card-tokens');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Client-Key');
    const number = '4917610000000000';
    const answer = await client.rest<{
      token: string;
      brand: string;
      lastFour: string;
      expiryMonth: number;
      expiryYear: number;
    }>(
      'POST',
      '/payment/v1/card-tokens',
      { number, expiryMonth: '03', expiryYear: '30', cvc: '737', holderName: 'Léa Durand' },
      CLIENT_KEY,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      brand: 'VI',
      lastFour: '0000',
      expiryMonth: 3,
      expiryYear: 2030,
    });
    expect(answer.body.token).toMatch(/^tok_[A-Za-z0-9_-]{32}$/);
    const invalid = await client.rest<{ error: { fields: Record<string, string> } }>(
      'POST',
      '/payment/v1/card-tokens',
      { number: '4111111111111112', expiryMonth: 1, expiryYear: 2020, cvc: '1' },
      CLIENT_KEY,
    );
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['cvc', 'expiry', 'number']);
    expect(JSON.stringify(invalid.body)).not.toContain('4111111111111112');
    // The number reaches neither the database nor the logs.
    const tables = await server().db.query<{ dump: string }>(
      `SELECT coalesce((SELECT string_agg(t::text, ' ') FROM payment_card_token t), '') || coalesce((SELECT string_agg(p::text, ' ') FROM payment_transaction p), '') ||
              coalesce((SELECT string_agg(o::text, ' ') FROM sales_order o), '') AS dump`,
    );
    expect(tables[0]?.dump).not.toContain(number);
    expect(JSON.stringify(server().logs)).not.toContain(number);
  });

  it('limits tokenisations per client address (card testing)', async () => {
    const client = server().client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push(
        (
          await client.rest(
            'POST',
            '/payment/v1/card-tokens',
            { number: '4111111111111111', expiryMonth: 3, expiryYear: 2030, cvc: '737' },
            CLIENT_KEY,
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
