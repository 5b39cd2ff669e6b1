import { describe, expect, it } from 'vitest';
import { shopWithFakeBackend } from '../testing/fake-backend.ts';
import { magentoCart } from '../testing/magento-cart.fixture.ts';
import { submitPayment, submitPaymentDetails } from './payment.commerce.ts';

const placement = { cartId: 'c', signedIn: false, email: 'camille@example.fr' };
const status = (overrides: Record<string, unknown>) => ({
  result_code: 'Authorised',
  is_final: true,
  payment_reference: 'psp-1',
  order_number: null,
  action: null,
  ...overrides,
});

describe('card payment functions', () => {
  it('sets the card token as the payment method, places the order and answers Authorised', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        SetPaymentMethodOnCart: () => ({ data: { setPaymentMethodOnCart: { cart: magentoCart } } }),
        PlaceCardOrder: () => ({
          data: {
            placeOrder: {
              orderV2: { number: '000000042', token: 't' },
              errors: [],
              payment_status: status({ order_number: '000000042' }),
            },
          },
        }),
      },
    });
    const result = await submitPayment(shop, {
      placement,
      method: 'vitrine_card',
      paymentData: { token: 'tok_abc' },
      idempotencyKey: 'key-1',
    });
    expect(result).toEqual({
      ok: true,
      resultCode: 'Authorised',
      orderNumber: '000000042',
      paymentReference: 'psp-1',
    });
    expect(backend.requests.map((request) => request.operationName)).toEqual([
      'SetPaymentMethodOnCart',
      'PlaceCardOrder',
    ]);
    expect(backend.requests[0]!.body).toEqual({
      cartId: 'c',
      paymentMethod: { code: 'vitrine_card', vitrine_card: { payment_method_nonce: 'tok_abc' } },
    });
    expect(backend.requests[1]!.headers.get('idempotency-key')).toBe('key-1');
  });

  it('pays a saved card by its public hash (vault method), and saves a new card only for a signed-in shopper who asked', async () => {
    const placed = () => ({
      data: {
        placeOrder: {
          orderV2: { number: '000000043', token: 't' },
          errors: [],
          payment_status: status({ order_number: '000000043' }),
        },
      },
    });
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        SetPaymentMethodOnCart: () => ({ data: { setPaymentMethodOnCart: { cart: magentoCart } } }),
        PlaceCardOrder: placed,
      },
    });
    const pay = (
      signedIn: boolean,
      paymentData: Parameters<typeof submitPayment>[1]['paymentData'],
      method = 'vitrine_card',
    ) =>
      submitPayment(shop, {
        placement: { ...placement, signedIn },
        method,
        paymentData,
        idempotencyKey: crypto.randomUUID(),
      });
    expect(await pay(true, { token: '', publicHash: 'h-1' }, 'vitrine_card_vault')).toMatchObject({
      ok: true,
      orderNumber: '000000043',
    });
    await pay(
      true,
      { token: '', publicHash: 'h-1', securityCodeToken: 'cvc_1' },
      'vitrine_card_vault',
    );
    await pay(true, { token: 'tok_1', saveCard: true });
    await pay(false, { token: 'tok_2', saveCard: true });
    const sets = backend.requests.filter((r) => r.operationName === 'SetPaymentMethodOnCart');
    expect(sets.map((request) => request.body['paymentMethod'])).toEqual([
      { code: 'vitrine_card_vault', vitrine_card_vault: { public_hash: 'h-1' } },
      // The provider asked for the code again: its token goes with the public hash.
      {
        code: 'vitrine_card_vault',
        vitrine_card_vault: { public_hash: 'h-1', security_code_token: 'cvc_1' },
      },
      {
        code: 'vitrine_card',
        vitrine_card: { payment_method_nonce: 'tok_1', is_active_payment_token_enabler: true },
      },
      { code: 'vitrine_card', vitrine_card: { payment_method_nonce: 'tok_2' } },
    ]);
  });

  it('answers the 3-D Secure step to run when the card needs one', async () => {
    const { shop } = shopWithFakeBackend({
      graphql: {
        SetPaymentMethodOnCart: () => ({ data: { setPaymentMethodOnCart: { cart: magentoCart } } }),
        PlaceCardOrder: () => ({
          data: {
            placeOrder: {
              orderV2: null,
              errors: [],
              payment_status: status({
                result_code: 'ChallengeShopper',
                is_final: false,
                action: {
                  type: 'threeDS2Challenge',
                  token: 'challenge-data',
                  payment_reference: 'psp-1',
                },
              }),
            },
          },
        }),
      },
    });
    expect(
      await submitPayment(shop, {
        placement,
        method: 'vitrine_card',
        paymentData: { token: 'tok' },
        idempotencyKey: 'k',
      }),
    ).toEqual({
      ok: true,
      resultCode: 'ChallengeShopper',
      paymentReference: 'psp-1',
      action: { type: 'threeDS2Challenge', token: 'challenge-data' },
    });
  });

  it('answers a refusal without any reason (the reason stays on the server)', async () => {
    const { shop } = shopWithFakeBackend({
      graphql: {
        SetPaymentMethodOnCart: () => ({ data: { setPaymentMethodOnCart: { cart: magentoCart } } }),
        PlaceCardOrder: () => ({
          data: {
            placeOrder: {
              orderV2: null,
              errors: [],
              payment_status: status({ result_code: 'Refused' }),
            },
          },
        }),
      },
    });
    const result = await submitPayment(shop, {
      placement,
      method: 'vitrine_card',
      paymentData: { token: 'tok' },
      idempotencyKey: 'k',
    });
    expect(result).toEqual({ ok: true, resultCode: 'Refused', paymentReference: 'psp-1' });
  });

  it('sends the 3-D Secure answer with the idempotency key and answers the placed order', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        SubmitPaymentDetails: () => ({
          data: {
            submitPaymentDetails: {
              payment_status: status({ order_number: '000000043' }),
              orderV2: { number: '000000043', token: 't' },
              errors: [],
            },
          },
        }),
      },
    });
    const result = await submitPaymentDetails(shop, {
      placement,
      paymentReference: 'psp-1',
      details: { challengeResult: 'Y' },
      idempotencyKey: 'k-2',
    });
    expect(result).toEqual({
      ok: true,
      resultCode: 'Authorised',
      orderNumber: '000000043',
      paymentReference: 'psp-1',
    });
    expect(backend.requests[0]!.body).toEqual({
      cartId: 'c',
      paymentReference: 'psp-1',
      details: '{"challengeResult":"Y"}',
    });
    expect(backend.requests[0]!.headers.get('idempotency-key')).toBe('k-2:challenge');
  });
});
