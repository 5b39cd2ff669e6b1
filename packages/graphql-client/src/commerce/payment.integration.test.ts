import { inject, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_TIMEOUT_MS } from '../testing/integration.ts';
import { GetCardPaymentConfig } from '../operations/extensions/card-payment.operations.ts';
import { addItem, createCart, getCart } from './cart.commerce.ts';
import { tokenizeCard } from './card-token.ts';
import {
  setBillingAddress,
  setGuestEmail,
  setShippingAddress,
  setShippingMethod,
} from './checkout.commerce.ts';
import { lyonAddress, newShopper, simpleProducts, uniqueEmail } from './integration.helpers.ts';
import type { TestShopper } from './integration.helpers.ts';
import { submitPayment, submitPaymentDetails } from './payment.commerce.ts';

let sku: string;
let clientKey: string;

beforeAll(async () => {
  const shopper = newShopper();
  sku = (await simpleProducts(shopper.shop))[1]!.sku;
  const config = await shopper.shop.graphql.query(GetCardPaymentConfig, {}).toPromise();
  const store = config.data?.storeConfig;
  clientKey =
    (store?.payment_environment === 'live'
      ? store.payment_client_key_live
      : store?.payment_client_key_test) ?? '';
}, INTEGRATION_TIMEOUT_MS);

/** A guest cart ready to pay: a line, e-mail, address, shipping method and billing address. */
async function readyCart(): Promise<{ shopper: TestShopper; cartId: string; email: string }> {
  const shopper = newShopper();
  const { shop } = shopper;
  const created = await createCart(shop);
  if (!created.ok) throw new Error('no cart');
  const cartId = created.cartId;
  await addItem(shop, { cartId, item: { sku, quantity: 1 } });
  const email = uniqueEmail('card');
  await setGuestEmail(shop, { cartId, email });
  const address = await setShippingAddress(shop, { cartId, address: lyonAddress });
  const method = address.ok
    ? address.shippingMethods.find((candidate) => candidate.available)!
    : undefined;
  await setShippingMethod(shop, {
    cartId,
    carrierCode: method!.carrierCode,
    methodCode: method!.methodCode,
  });
  await setBillingAddress(shop, { cartId, sameAsShipping: true });
  return { shopper, cartId, email };
}

async function cardToken(number: string): Promise<string> {
  const token = await tokenizeCard(
    { endpoint: `${inject('commerceServerUrl')}/payment/v1/card-tokens`, clientKey },
    { number, expiryMonth: '03', expiryYear: '2030', cvc: '737', holderName: 'Camille Martin' },
  );
  if (!token.ok) throw new Error(JSON.stringify(token.error));
  expect(token.lastFour).toBe(number.slice(-4));
  return token.token;
}

describe('card payment against the commerce server', { timeout: INTEGRATION_TIMEOUT_MS }, () => {
  it('pays with a card that needs no 3-D Secure', async () => {
    const { shopper, cartId, email } = await readyCart();
    const result = await submitPayment(shopper.shop, {
      placement: { cartId, signedIn: false, email },
      method: 'vitrine_card',
      paymentData: { token: await cardToken('4111111111111111') },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(result).toMatchObject({
      ok: true,
      resultCode: 'Authorised',
      orderNumber: expect.stringMatching(/^\d{9}$/) as unknown,
    });
  });

  it('runs 3-D Secure: fingerprint, then challenge, then the order is placed', async () => {
    const { shopper, cartId, email } = await readyCart();
    const placement = { cartId, signedIn: false, email };
    const key = crypto.randomUUID();
    const first = await submitPayment(shopper.shop, {
      placement,
      method: 'vitrine_card',
      paymentData: { token: await cardToken('5454545454545454') },
      idempotencyKey: key,
    });
    expect(first).toMatchObject({
      ok: true,
      resultCode: 'IdentifyShopper',
      action: { type: 'threeDS2Fingerprint' },
    });
    if (!first.ok) return;

    const second = await submitPaymentDetails(shopper.shop, {
      placement,
      paymentReference: first.paymentReference!,
      details: { threeDSResult: 'fingerprint-done' },
      idempotencyKey: key,
    });
    expect(second).toMatchObject({
      ok: true,
      resultCode: 'ChallengeShopper',
      action: { type: 'threeDS2Challenge' },
    });
    if (!second.ok) return;

    const third = await submitPaymentDetails(shopper.shop, {
      placement,
      paymentReference: second.paymentReference ?? first.paymentReference!,
      details: { challengeResult: 'password' },
      idempotencyKey: key,
    });
    expect(third).toMatchObject({
      ok: true,
      resultCode: 'Authorised',
      orderNumber: expect.stringMatching(/^\d{9}$/) as unknown,
    });
  });

  it('keeps the cart when the card is refused', async () => {
    const { shopper, cartId, email } = await readyCart();
    const result = await submitPayment(shopper.shop, {
      placement: { cartId, signedIn: false, email },
      method: 'vitrine_card',
      paymentData: { token: await cardToken('4000000000000002') },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(result).toMatchObject({ ok: true, resultCode: 'Refused' });
    const cart = await getCart(shopper.shop, { cartId });
    expect(cart.ok && cart.cart.items).toHaveLength(1);
  });

  it('answers invalid card fields as a user error', async () => {
    const result = await tokenizeCard(
      { endpoint: `${inject('commerceServerUrl')}/payment/v1/card-tokens`, clientKey },
      { number: '4111111111111112', expiryMonth: '03', expiryYear: '2030', cvc: '737' },
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'user' } });
  });
});
