import { createHash, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  choosePayment,
  data,
  firstError,
  PAYMENT_DETAILS,
  placeOrder,
  registerCustomer,
  tokeniseCard,
  tokeniseSecurityCode,
} from '../../testing/shop-flows.ts';
import { describeShop, setStoreViewConfig } from '../../testing/shop-test-server.ts';
import { NOT_VALID, REQUIRED, savedCardSteps } from './saved-card-security-code.testing.ts';
import type { Details, Tokens } from './saved-card-security-code.testing.ts';

describeShop(
  'paying a saved card with its security code asked again (payment_saved_card_cvc)',
  (server) => {
    const { cart, savedCard, chooseSaved, codeRow, paymentsOf } = savedCardSteps(server);

    it('asks a saved card for its code’s token, refusing a missing, unknown, used, expired or other card’s one', async () => {
      const customer = await registerCustomer(server().client());
      const first = await savedCard(customer.client);
      const second = await savedCard(customer.client);
      const cartId = await cart(customer.client);
      const input = (message: string) => ({ message, category: 'graphql-input' });
      expect(firstError(await chooseSaved(customer.client, cartId, first))).toEqual(
        input(REQUIRED),
      );
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
        setPaymentMethodOnCart: {
          cart: { selected_payment_method: { code: 'vitrine_card_vault' } },
        },
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
        data(
          await customer.client.gql<Tokens>('{ customerPaymentTokens { items { public_hash } } }'),
        ).customerPaymentTokens.items[0]?.public_hash ?? '';
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
        expect(
          data(await placeOrder(customer.client, later, randomUUID())).placeOrder,
        ).toMatchObject({
          orderV2: null,
          payment_status: null,
          errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: REQUIRED }],
        });
        expect(await paymentsOf(later)).toEqual([]);
      } finally {
        await setStoreViewConfig(server(), 'payment_saved_card_cvc', undefined);
      }
    });
  },
);
