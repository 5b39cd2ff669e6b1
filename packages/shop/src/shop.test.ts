import { CART_ID_STORAGE_KEY, selectCart, selectCartId } from '@vitrine/cart-core';
import { MemoryStorage } from '@vitrine/cart-core/testing';
import { readCheckoutData } from '@vitrine/checkout-machine';
import type { CheckoutEvent, PaymentSnapshot } from '@vitrine/checkout-machine';
import { CHALLENGE_PASSWORD, anAddress } from '@vitrine/checkout-machine/testing';
import { SIGNIN_TOKEN_STORAGE_KEY, selectIsSignedIn } from '@vitrine/session';
import { FAKE_CUSTOMER } from '@vitrine/session/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { startCheckout } from './checkout.ts';
import type { CheckoutActor } from './checkout.ts';
import { createShop } from './shop.ts';
import type { Shop } from './shop.ts';
import { createFakeShopBackend } from './testing/fake-shop-backend.ts';
import type { FakeShopBackend } from './testing/fake-shop-backend.ts';

const THREE_DS_CARD = { number: '5454545454545454', expiry: '03/30', cvc: '737' };
const AUTHORISED_CARD = { number: '4111111111111111', expiry: '03/30', cvc: '737' };
const REFUSED_CARD = { number: '4000000000000002', expiry: '03/30', cvc: '737' };

const running: Shop[] = [];
afterEach(() => {
  for (const shop of running.splice(0)) shop.stop();
});

function startShop(backend: FakeShopBackend = createFakeShopBackend()) {
  const storage = new MemoryStorage();
  let id = 0;
  const reloads: string[] = [];
  const shop = createShop({
    commerce: backend.commerce,
    storage,
    randomId: () => `key-${++id}`,
    tokeniseCard: backend.tokeniseCard,
    clientKey: backend.clientKey,
    hooks: {
      sessionExpired: () => reloads.push('sessionExpired'),
      cartChangedElsewhere: () => reloads.push('cartChangedElsewhere'),
      signedOutElsewhere: () => reloads.push('signedOutElsewhere'),
    },
  });
  running.push(shop);
  return { shop, backend, storage, reloads };
}

const paymentOf = (checkout: CheckoutActor): PaymentSnapshot | null => {
  const child = (checkout.getSnapshot().children as Record<string, AnyActorRef | undefined>)[
    'payment'
  ];
  return child ? (child.getSnapshot() as PaymentSnapshot) : null;
};

async function step(checkout: CheckoutActor, event: CheckoutEvent) {
  checkout.send(event);
  await waitFor(checkout, (s) => !s.hasTag('submitting'));
}

/** Adds items as a guest would, and waits for the cart to settle. */
async function addItems(shop: Shop, skus: readonly string[]) {
  for (const sku of skus) {
    shop.cart.send({ type: 'item.add', item: { sku, quantity: 1 } });
    await shop.cartSettled();
  }
}

/** Begins the checkout of the shop's cart and walks it to the review, paying by card. */
async function walkToReview(shop: Shop): Promise<CheckoutActor> {
  const checkout = startCheckout(shop);
  checkout.send({
    type: 'checkout.begin',
    cartId: selectCartId(shop.cart.getSnapshot()),
    signedIn: selectIsSignedIn(shop.user.getSnapshot()),
  });
  await step(checkout, { type: 'shippingAddress.submit', address: anAddress() });
  await step(checkout, {
    type: 'shippingMethod.submit',
    carrierCode: 'colissimo',
    methodCode: 'home',
  });
  await step(checkout, {
    type: 'billingAddress.submit',
    billing: { sameAsShippingAddress: true },
  });
  await step(checkout, {
    type: 'paymentMethod.submit',
    method: { code: 'vitrine_card', kind: 'card' },
  });
  expect(checkout.getSnapshot().matches('review')).toBe(true);
  return checkout;
}

describe('the shop system', () => {
  it('signs in, merges the guest cart, pays with 3-D Secure, renews the cart and signs out', async () => {
    const { shop, backend, storage } = startShop();
    await shop.cartSettled();
    await addItems(shop, ['VIT-C-500', 'MAG-B6']);
    const guestCartId = selectCartId(shop.cart.getSnapshot());
    expect(guestCartId).not.toBeNull();

    // Sign in: the guest cart's lines move into the customer's cart, which the cart actor takes.
    shop.user.send({
      type: 'signIn.request',
      email: FAKE_CUSTOMER.email,
      password: FAKE_CUSTOMER.password,
    });
    await waitFor(shop.user, selectIsSignedIn);
    await waitFor(
      shop.cart,
      (s) =>
        selectCartId(s) !== guestCartId && s.context.signedIn && s.matches({ lifecycle: 'ready' }),
    );
    await shop.cartSettled();
    const customerCartId = selectCartId(shop.cart.getSnapshot());
    expect(customerCartId).not.toBe(guestCartId);
    expect(selectCart(shop.cart.getSnapshot())?.items.map((item) => item.sku)).toEqual([
      'VIT-C-500',
      'MAG-B6',
    ]);
    expect(storage.getItem(SIGNIN_TOKEN_STORAGE_KEY)).not.toBeNull();

    // The order, paid with a 3-D Secure card: the fingerprint answers itself, the challenge waits.
    const checkout = await walkToReview(shop);
    expect(checkout.getSnapshot().context.signedIn).toBe(true);
    checkout.send({ type: 'order.place', card: THREE_DS_CARD });
    await waitFor(checkout, () => paymentOf(checkout)?.matches('challenging') === true);
    expect(paymentOf(checkout)?.context.paymentDetailsCalled).toBe(true);
    checkout.send({ type: 'threeds.challenge', details: { challengeResult: CHALLENGE_PASSWORD } });
    await waitFor(checkout, (s) => s.matches('receipt'));
    const { receipt } = checkout.getSnapshot().context;
    expect(receipt?.order.orderNumber).toBe(backend.provider.orders[0]);
    expect(backend.provider.charges).toBe(1);

    // The shop renewed the cart: a new, empty one replaces the ordered one.
    await shop.cartSettled();
    const renewedCartId = selectCartId(shop.cart.getSnapshot());
    expect(renewedCartId).not.toBeNull();
    expect(renewedCartId).not.toBe(customerCartId);
    expect(selectCart(shop.cart.getSnapshot())?.items ?? []).toEqual([]);

    // The next checkout saves its steps; signing out clears them and resets the cart.
    checkout.send({ type: 'checkout.reset' });
    checkout.send({ type: 'checkout.begin', cartId: renewedCartId, signedIn: true });
    await step(checkout, { type: 'shippingAddress.submit', address: anAddress() });
    expect(readCheckoutData(storage).shipping_address).not.toBeNull();
    shop.user.send({ type: 'signOut.request' });
    await waitFor(shop.user, (s) => !selectIsSignedIn(s) && !s.hasTag('busy'));
    await waitFor(shop.cart, (s) => !s.context.signedIn && selectCartId(s) !== renewedCartId);
    await shop.cartSettled();
    expect(readCheckoutData(storage).shipping_address).toBeNull();
    expect(storage.getItem(SIGNIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(shop.cart.getSnapshot().context.signedIn).toBe(false);
    expect(selectCartId(shop.cart.getSnapshot())).not.toBe(renewedCartId);
  });

  it('retries a lost answer with the same idempotency key and places one order', async () => {
    const { shop, backend } = startShop();
    await shop.cartSettled();
    await addItems(shop, ['OMEGA-3']);
    const cartId = selectCartId(shop.cart.getSnapshot());
    const checkout = await walkToReview(shop);
    backend.loseNextPaymentAnswer();
    checkout.send({ type: 'order.place', card: AUTHORISED_CARD });
    await waitFor(checkout, () => paymentOf(checkout)?.matches('interrupted') === true);
    const key = paymentOf(checkout)?.context.idempotencyKey;
    expect(key).not.toBeNull();
    // The payment went through: the cart is closed, and only a retry is offered.
    expect(backend.provider.orders).toHaveLength(1);
    checkout.send({ type: 'payment.card.submit', card: AUTHORISED_CARD });
    expect(paymentOf(checkout)?.matches('interrupted')).toBe(true);
    checkout.send({ type: 'payment.retry' });
    await waitFor(checkout, (s) => s.matches('receipt'));
    expect(checkout.getSnapshot().context.receipt?.order.orderNumber).toBe(
      backend.provider.orders[0],
    );
    expect(backend.orders).toHaveLength(1);
    expect(backend.provider.charges).toBe(1);
    await shop.cartSettled();
    expect(selectCartId(shop.cart.getSnapshot())).not.toBe(cartId);
  });

  it('keeps the cart when the card is refused, and pays with the next card', async () => {
    const { shop, backend } = startShop();
    await shop.cartSettled();
    await addItems(shop, ['VIT-C-500']);
    const cartId = selectCartId(shop.cart.getSnapshot());
    const checkout = await walkToReview(shop);
    checkout.send({ type: 'order.place', card: REFUSED_CARD });
    await waitFor(
      checkout,
      () =>
        paymentOf(checkout)?.context.resultCode === 'Refused' &&
        !paymentOf(checkout)?.hasTag('busy'),
    );
    expect(paymentOf(checkout)?.context.error?.id).toBe('payment.refused');
    expect(backend.orders).toHaveLength(0);
    await shop.cartSettled();
    expect(selectCartId(shop.cart.getSnapshot())).toBe(cartId);
    expect(selectCart(shop.cart.getSnapshot())?.items.map((item) => item.sku)).toEqual([
      'VIT-C-500',
    ]);
    // The same session pays with another card (a new token, a new key).
    checkout.send({ type: 'payment.card.submit', card: AUTHORISED_CARD });
    await waitFor(checkout, (s) => s.matches('receipt'));
    expect(backend.orders).toHaveLength(1);
  });

  it('answers the card problems as data when the provider cannot tokenise the card', async () => {
    const { shop, backend } = startShop();
    await shop.cartSettled();
    await addItems(shop, ['VIT-C-500']);
    const checkout = await walkToReview(shop);
    checkout.send({ type: 'order.place', card: { number: '', expiry: '', cvc: '' } });
    await waitFor(checkout, () => paymentOf(checkout)?.matches('ready') === true);
    expect(paymentOf(checkout)?.context.cardError?.id).toBe('card.tokenFailed');
    expect(backend.provider.charges).toBe(0);
  });

  it('creates one checkout actor per shop, prepared before it starts, and stops it with the shop', () => {
    const { shop } = startShop();
    const seen: string[] = [];
    const first = startCheckout(shop, (actor) => {
      actor.subscribe((snapshot) => seen.push(JSON.stringify(snapshot.value)));
    });
    // Subscribed before the start: the first snapshot was not missed.
    expect(seen).toEqual(['"idle"']);
    expect(startCheckout(shop, () => seen.push('prepared again'))).toBe(first);
    expect(seen).toEqual(['"idle"']);
    const other = startShop().shop;
    expect(startCheckout(other)).not.toBe(first);
    shop.stop();
    expect(first.getSnapshot().status).toBe('stopped');
  });

  it('reads the client key once, and asks again after a read that gave none', async () => {
    const backend = createFakeShopBackend();
    const answers: (string | null)[] = [null, 'key-1'];
    let reads = 0;
    const shop = createShop({
      commerce: backend.commerce,
      storage: new MemoryStorage(),
      clientKey: () => {
        const answer = reads < answers.length ? (answers[reads] ?? null) : 'unexpected';
        reads += 1;
        return Promise.resolve(answer);
      },
    });
    running.push(shop);
    await expect(shop.clientKey()).resolves.toBeNull();
    await expect(shop.clientKey()).resolves.toBe('key-1');
    await expect(shop.clientKey()).resolves.toBe('key-1');
    expect(reads).toBe(2);
  });

  it('hands the payment session a tokeniser of saved cards’ security codes, with the client key', async () => {
    const backend = createFakeShopBackend();
    const seen: unknown[] = [];
    const shop = createShop({
      commerce: backend.commerce,
      storage: new MemoryStorage(),
      clientKey: () => Promise.resolve('key-1'),
      tokeniseSecurityCode: (input, clientKey) => {
        seen.push({ input, clientKey });
        return Promise.resolve({ ok: true, data: { token: 'cvc_1' } });
      },
    });
    running.push(shop);
    const tokenise = shop.checkoutFunctions.payment.tokeniseSecurityCode;
    await expect(tokenise?.({ publicHash: 'h-1', securityCode: '123' })).resolves.toEqual({
      ok: true,
      data: { token: 'cvc_1' },
    });
    expect(seen).toEqual([
      { input: { publicHash: 'h-1', securityCode: '123' }, clientKey: 'key-1' },
    ]);
    // Without the provider's tokeniser the session has none (a code could not be sent).
    const without = createShop({ commerce: backend.commerce, storage: new MemoryStorage() });
    running.push(without);
    expect(without.checkoutFunctions.payment.tokeniseSecurityCode).toBeUndefined();
  });

  it('tells the front about another tab: its cart, its sign-out', async () => {
    const { shop, reloads } = startShop();
    await shop.cartSettled();
    await addItems(shop, ['VIT-C-500']);
    shop.storageChanged(SIGNIN_TOKEN_STORAGE_KEY, null);
    expect(reloads).toEqual([]);
    shop.user.send({
      type: 'signIn.request',
      email: FAKE_CUSTOMER.email,
      password: FAKE_CUSTOMER.password,
    });
    await waitFor(shop.user, selectIsSignedIn);
    shop.storageChanged(SIGNIN_TOKEN_STORAGE_KEY, null);
    expect(reloads).toEqual(['signedOutElsewhere']);
    await shop.cartSettled();
    shop.storageChanged(CART_ID_STORAGE_KEY, selectCartId(shop.cart.getSnapshot()));
    expect(reloads).toEqual(['signedOutElsewhere']);
    shop.storageChanged(CART_ID_STORAGE_KEY, 'another-tabs-cart');
    expect(reloads).toEqual(['signedOutElsewhere', 'cartChangedElsewhere']);
  });
});
