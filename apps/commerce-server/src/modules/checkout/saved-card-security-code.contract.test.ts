import { createHash, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  cartReadyForPayment,
  choosePayment,
  data,
  firstError,
  newCart,
  PAYMENT_DETAILS,
  placeOrder,
  registerCustomer,
  testProduct,
  tokeniseCard,
  tokeniseSecurityCode,
} from '../../testing/shop-flows.ts';
import type { PlaceOrderAnswer } from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { describeShop, setStoreViewConfig } from '../../testing/shop-test-server.ts';

const CLIENT_KEY = { 'X-Client-Key': 'test_ORSALISDEMOCLIENTKEY0000000000' };
const REQUIRED = 'The security code of the saved card is required.';
const NOT_VALID = 'The security code of the saved card is not valid. Enter it again.';
const INVALID_FIELDS = {
  error: {
    code: 'invalid_fields',
    message: 'The security code is not valid.',
    fields: { cvc: 'The security code is not valid.' },
  },
};

type Tokens = { customerPaymentTokens: { items: Array<{ public_hash: string }> } };
type Details = { submitPaymentDetails: PlaceOrderAnswer['placeOrder'] };

const securityCodes = (
  client: ShopClient,
  body: unknown,
  headers: Record<string, string> = CLIENT_KEY,
) =>
  client.rest<{ token: string; expiresAt: string }>(
    'POST',
    '/payment/v1/security-codes',
    body,
    headers,
  );

describeShop('saved card security code asked again (payment_saved_card_cvc)', (server) => {
  async function cart(client: ShopClient) {
    const product = await testProduct(server().db, { qty: 20, price: 1290 });
    return cartReadyForPayment(client, [{ sku: product.sku, quantity: 1 }], {
      cartId: await newCart(client),
    });
  }

  /** Pays a cart with a new card the customer saves; answers the saved card's public hash. */
  async function savedCard(client: ShopClient, number = '4111111111111111') {
    const cartId = await cart(client);
    data(
      await choosePayment(client, cartId, {
        code: 'vitrine_card',
        vitrine_card: {
          payment_method_nonce: await tokeniseCard(client, number),
          is_active_payment_token_enabler: true,
        },
      }),
    );
    const paid = data(await placeOrder(client, cartId, randomUUID())).placeOrder;
    if (paid.payment_status?.result_code !== 'Authorised')
      throw new Error(`card not saved: ${JSON.stringify(paid)}`);
    const items = data(
      await client.gql<Tokens>('{ customerPaymentTokens { items { public_hash } } }'),
    ).customerPaymentTokens.items;
    return items[items.length - 1]?.public_hash ?? '';
  }

  const chooseSaved = (
    client: ShopClient,
    cartId: string,
    hash: string,
    securityCodeToken?: string,
  ) =>
    choosePayment(client, cartId, {
      code: 'vitrine_card_vault',
      vitrine_card_vault: {
        public_hash: hash,
        ...(securityCodeToken === undefined ? {} : { security_code_token: securityCodeToken }),
      },
    });

  const codeRow = async (token: string) =>
    (
      await server().db.query<Record<string, unknown>>(
        'SELECT * FROM payment_security_code_token WHERE token_hash = $1',
        [createHash('sha256').update(token).digest('hex')],
      )
    )[0];

  const paymentsOf = (cartId: string) =>
    server().db.query<{ state: string }>(
      'SELECT p.state FROM payment_transaction p JOIN quote q USING (quote_id) WHERE q.masked_id = $1 ORDER BY p.created_at',
      [cartId],
    );

  it('tells the storefront the seeded shop asks for the security code again', async () => {
    expect(
      data(
        await server()
          .client()
          .gql<{ storeConfig: { payment_saved_card_cvc: boolean } }>(
            '{ storeConfig { payment_saved_card_cvc } }',
          ),
      ).storeConfig.payment_saved_card_cvc,
    ).toBe(true);
  });

  it('tokenises a saved card’s code for the client key (3 digits, 4 for Amex), never storing the code nor telling which cards exist', async () => {
    const customer = await registerCustomer(server().client());
    const visa = await savedCard(customer.client);
    const amex = await savedCard(customer.client, '371449635398431');
    const client = server().client();
    const preflight = await client.rest('OPTIONS', '/payment/v1/security-codes');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Client-Key');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(await securityCodes(client, { cvc: '737', publicHash: visa }, {})).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_client_key', message: 'The client key is not valid.' } },
    });
    expect(
      await securityCodes(client, { cvc: '737', publicHash: visa }, { 'X-Client-Key': 'live_x' }),
    ).toMatchObject({ status: 401 });
    // Wrong lengths for the brand, no digits, an unknown or a deleted card: one same answer.
    const deleted = await savedCard(customer.client);
    data(
      await customer.client.gql(
        'mutation($h: String!) { deletePaymentToken(public_hash: $h) { result } }',
        { h: deleted },
      ),
    );
    for (const body of [
      { cvc: '73', publicHash: visa },
      { cvc: '7373', publicHash: visa },
      { cvc: '7a7', publicHash: visa },
      { cvc: '737', publicHash: amex },
      { cvc: '737', publicHash: `${visa}x` },
      { cvc: '737', publicHash: deleted },
      { cvc: '737' },
      { publicHash: visa },
    ]) {
      const refused = await securityCodes(client, body);
      expect({ body, status: refused.status, answer: refused.body }).toEqual({
        body,
        status: 422,
        answer: INVALID_FIELDS,
      });
    }
    expect((await securityCodes(client, 'not json')).status).toBe(400);
    const before = server().clock.now();
    const answer = await securityCodes(client, { cvc: '737', publicHash: visa });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['expiresAt', 'token']);
    expect(answer.body.token).toMatch(/^cvc_[A-Za-z0-9_-]{32}$/);
    const lifetime = Date.parse(answer.body.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000 + 5000);
    const amexAnswer = await securityCodes(client, { cvc: '7373', publicHash: amex });
    expect(amexAnswer.status).toBe(201);
    // The row keeps the token's hash, the card, the expiry and whether it was used: not the code.
    const row = await codeRow(answer.body.token);
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'created_at',
      'expires_at',
      'public_hash',
      'token_hash',
      'used_at',
    ]);
    expect(row).toMatchObject({ public_hash: visa, used_at: null });
    const values = Object.values(row ?? {}).map(String);
    expect(values).not.toContain('737');
    expect(values).not.toContain(answer.body.token);
    expect((await codeRow(amexAnswer.body.token))?.public_hash).toBe(amex);
    expect(JSON.stringify(server().logs)).not.toContain(answer.body.token);
  });

  it('limits security-code tokenisations per client address, apart from card tokens', async () => {
    const client = server().client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      statuses.push((await securityCodes(client, { cvc: '737', publicHash: 'unknown' })).status);
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await securityCodes(client, { cvc: '737', publicHash: 'unknown' })).body).toEqual({
      error: {
        code: 'too_many_requests',
        message: 'Too many card attempts. Please wait and try again later.',
      },
    });
    // Its own bucket: the same address may still tokenise a card.
    await tokeniseCard(client, '4111111111111111');
  });

  it('asks a saved card for its code’s token, refusing a missing, unknown, used, expired or other card’s one', async () => {
    const customer = await registerCustomer(server().client());
    const first = await savedCard(customer.client);
    const second = await savedCard(customer.client);
    const cartId = await cart(customer.client);
    const input = (message: string) => ({ message, category: 'graphql-input' });
    expect(firstError(await chooseSaved(customer.client, cartId, first))).toEqual(input(REQUIRED));
    expect(firstError(await chooseSaved(customer.client, cartId, first, ' '))).toEqual(
      input(REQUIRED),
    );
    expect(firstError(await chooseSaved(customer.client, cartId, first, 'cvc_unknown'))).toEqual(
      input(NOT_VALID),
    );
    const others = await tokeniseSecurityCode(customer.client, second);
    expect(firstError(await chooseSaved(customer.client, cartId, first, others))).toEqual(
      input(NOT_VALID),
    );
    const late = await tokeniseSecurityCode(customer.client, first);
    await server().db.query(
      'UPDATE payment_security_code_token SET expires_at = $2 WHERE token_hash = $1',
      [createHash('sha256').update(late).digest('hex'), new Date(server().clock.now() - 1000)],
    );
    expect(firstError(await chooseSaved(customer.client, cartId, first, late))).toEqual(
      input(NOT_VALID),
    );
    // A good token is kept with the cart's payment, not used yet; placing the order uses it once.
    const good = await tokeniseSecurityCode(customer.client, first);
    expect(data(await chooseSaved(customer.client, cartId, first, good))).toEqual({
      setPaymentMethodOnCart: { cart: { selected_payment_method: { code: 'vitrine_card_vault' } } },
    });
    expect((await codeRow(good))?.used_at).toBeNull();
    const key = randomUUID();
    const paid = data(await placeOrder(customer.client, cartId, key)).placeOrder;
    expect(paid.errors).toEqual([]);
    expect(paid.payment_status?.result_code).toBe('Authorised');
    expect(paid.orderV2?.number).toMatch(/^\d{9}$/);
    expect((await codeRow(good))?.used_at).not.toBeNull();
    // The same key answers the same order again.
    expect(data(await placeOrder(customer.client, cartId, key)).placeOrder.orderV2?.number).toBe(
      paid.orderV2?.number,
    );
    expect(await paymentsOf(cartId)).toEqual([{ state: 'authorised' }]);
    // Used, the token pays no other order.
    const next = await cart(customer.client);
    expect(firstError(await chooseSaved(customer.client, next, first, good))).toEqual(
      input(NOT_VALID),
    );
  });

  it('places nothing and charges nothing when the token expired or was used after it was chosen', async () => {
    const customer = await registerCustomer(server().client());
    const hash = await savedCard(customer.client);
    const cartId = await cart(customer.client);
    for (const spoil of [
      'UPDATE payment_security_code_token SET expires_at = $2 WHERE token_hash = $1',
      'UPDATE payment_security_code_token SET used_at = $2 WHERE token_hash = $1',
    ]) {
      const token = await tokeniseSecurityCode(customer.client, hash);
      data(await chooseSaved(customer.client, cartId, hash, token));
      await server().db.query(spoil, [
        createHash('sha256').update(token).digest('hex'),
        new Date(server().clock.now() - 1000),
      ]);
      const placed = data(await placeOrder(customer.client, cartId, randomUUID())).placeOrder;
      expect(placed).toMatchObject({
        orderV2: null,
        payment_status: null,
        errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: NOT_VALID }],
      });
      expect(await paymentsOf(cartId)).toEqual([]);
    }
    // A new code pays the same cart.
    data(
      await chooseSaved(
        customer.client,
        cartId,
        hash,
        await tokeniseSecurityCode(customer.client, hash),
      ),
    );
    expect(
      data(await placeOrder(customer.client, cartId, randomUUID())).placeOrder.payment_status
        ?.result_code,
    ).toBe('Authorised');
  });

  it('leaves the token used after a refusal: the same key answers the refusal again, a new attempt needs a new code', async () => {
    const customer = await registerCustomer(server().client());
    const hash = await savedCard(customer.client);
    await server().db.query(
      "UPDATE payment_vault_token SET scenario = 'refused' WHERE public_hash = $1",
      [hash],
    );
    const cartId = await cart(customer.client);
    const token = await tokeniseSecurityCode(customer.client, hash);
    data(await chooseSaved(customer.client, cartId, hash, token));
    const key = randomUUID();
    const refused = data(await placeOrder(customer.client, cartId, key)).placeOrder;
    expect(refused).toMatchObject({
      orderV2: null,
      errors: [
        {
          code: 'UNABLE_TO_PLACE_ORDER',
          message: 'Transaction has been declined. Please try again later.',
        },
      ],
      payment_status: { result_code: 'Refused', is_final: true },
    });
    expect((await codeRow(token))?.used_at).not.toBeNull();
    expect(data(await placeOrder(customer.client, cartId, key)).placeOrder).toEqual(refused);
    const again = data(await placeOrder(customer.client, cartId, randomUUID())).placeOrder;
    expect(again).toMatchObject({
      orderV2: null,
      payment_status: null,
      errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: NOT_VALID }],
    });
    expect(await paymentsOf(cartId)).toEqual([{ state: 'refused' }]);
    expect(firstError(await chooseSaved(customer.client, cartId, hash, token))?.message).toBe(
      NOT_VALID,
    );
  });

  it('pays through 3-D Secure with a good code, the token used once', async () => {
    const customer = await registerCustomer(server().client());
    // A saved card whose issuer asks for 3-D Secure (frictionless: one fingerprint).
    const first = await cart(customer.client);
    data(
      await choosePayment(customer.client, first, {
        code: 'vitrine_card',
        vitrine_card: {
          payment_method_nonce: await tokeniseCard(customer.client, '4212345678910006'),
          is_active_payment_token_enabler: true,
        },
      }),
    );
    const details = async (cartId: string, reference: string) =>
      data(
        await customer.client.gql<Details>(
          PAYMENT_DETAILS,
          { c: cartId, r: reference, d: JSON.stringify({ threeDSResult: 'eyJ9' }) },
          { 'Idempotency-Key': randomUUID() },
        ),
      ).submitPaymentDetails;
    const started = data(await placeOrder(customer.client, first, randomUUID())).placeOrder;
    expect(
      (await details(first, started.payment_status?.payment_reference ?? '')).payment_status
        ?.result_code,
    ).toBe('Authorised');
    const hash =
      data(await customer.client.gql<Tokens>('{ customerPaymentTokens { items { public_hash } } }'))
        .customerPaymentTokens.items[0]?.public_hash ?? '';
    const cartId = await cart(customer.client);
    const token = await tokeniseSecurityCode(customer.client, hash);
    data(await chooseSaved(customer.client, cartId, hash, token));
    const identify = data(await placeOrder(customer.client, cartId, randomUUID())).placeOrder;
    expect(identify.payment_status).toMatchObject({
      result_code: 'IdentifyShopper',
      action: { type: 'threeDS2Fingerprint' },
    });
    expect((await codeRow(token))?.used_at).not.toBeNull();
    const done = await details(cartId, identify.payment_status?.payment_reference ?? '');
    expect(done.payment_status?.result_code).toBe('Authorised');
    expect(done.orderV2?.number).toMatch(/^\d{9}$/);
    expect(await paymentsOf(cartId)).toEqual([{ state: 'authorised' }]);
  });

  it('asks for the code over REST payment-information too, and a repeated key answers the first refusal', async () => {
    const customer = await registerCustomer(server().client());
    const hash = await savedCard(customer.client);
    const cartId = await cart(customer.client);
    const pay = (extra: Record<string, unknown>, key = randomUUID()) =>
      customer.client.rest<{ message: string } | number>(
        'POST',
        '/rest/V1/carts/mine/payment-information',
        {
          paymentMethod: {
            method: 'vitrine_card_vault',
            additional_data: { public_hash: hash, ...extra },
          },
        },
        { 'Idempotency-Key': key },
      );
    expect(await pay({})).toMatchObject({ status: 400, body: { message: REQUIRED } });
    expect(await pay({ security_code_token: 'cvc_unknown' })).toMatchObject({
      status: 400,
      body: { message: NOT_VALID },
    });
    await server().db.query(
      "UPDATE payment_vault_token SET scenario = 'refused' WHERE public_hash = $1",
      [hash],
    );
    const key = randomUUID();
    const token = await tokeniseSecurityCode(customer.client, hash);
    const declined = {
      status: 400,
      body: { message: 'Transaction has been declined. Please try again later.' },
    };
    expect(await pay({ security_code_token: token }, key)).toMatchObject(declined);
    expect(await pay({ security_code_token: token }, key)).toMatchObject(declined);
    expect(await pay({ security_code_token: token })).toMatchObject({
      status: 400,
      body: { message: NOT_VALID },
    });
    await server().db.query(
      "UPDATE payment_vault_token SET scenario = 'authorised' WHERE public_hash = $1",
      [hash],
    );
    const paid = await pay({
      security_code_token: await tokeniseSecurityCode(customer.client, hash),
    });
    expect(paid.status).toBe(200);
    expect(typeof paid.body).toBe('number');
    expect(await paymentsOf(cartId)).toEqual([{ state: 'refused' }, { state: 'authorised' }]);
  });

  it('neither asks for nor checks the code when the store view does not ask for it', async () => {
    const customer = await registerCustomer(server().client());
    const hash = await savedCard(customer.client);
    try {
      await setStoreViewConfig(server(), 'payment_saved_card_cvc', false);
      expect(
        data(
          await customer.client.gql<{ storeConfig: { payment_saved_card_cvc: boolean } }>(
            '{ storeConfig { payment_saved_card_cvc } }',
          ),
        ).storeConfig.payment_saved_card_cvc,
      ).toBe(false);
      const cartId = await cart(customer.client);
      data(await chooseSaved(customer.client, cartId, hash, 'cvc_anything'));
      data(await chooseSaved(customer.client, cartId, hash));
      const paid = data(await placeOrder(customer.client, cartId, randomUUID())).placeOrder;
      expect(paid.payment_status?.result_code).toBe('Authorised');
      expect(paid.orderV2?.number).toMatch(/^\d{9}$/);
      // Chosen without a code while the shop did not ask, paid once it asks: the code is asked.
      const later = await cart(customer.client);
      data(await chooseSaved(customer.client, later, hash));
      await setStoreViewConfig(server(), 'payment_saved_card_cvc', undefined);
      expect(data(await placeOrder(customer.client, later, randomUUID())).placeOrder).toMatchObject(
        {
          orderV2: null,
          payment_status: null,
          errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: REQUIRED }],
        },
      );
      expect(await paymentsOf(later)).toEqual([]);
    } finally {
      await setStoreViewConfig(server(), 'payment_saved_card_cvc', undefined);
    }
  });
});
