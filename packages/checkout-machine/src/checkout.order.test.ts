import { deferred } from '@vitrine/cart-core/testing';
import type { CommerceResult } from '@vitrine/commerce-primitives';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { selectStepsEditable } from './checkout.selectors.ts';
import { idle, startCheckout, walkToReview } from './checkout.test-utils.ts';
import {
  CHALLENGE_PASSWORD,
  TEST_CARDS,
  createFakePaymentProvider,
} from './testing/fake-payment-provider.ts';

const paymentChild = (actor: ReturnType<typeof startCheckout>['actor']) =>
  actor.getSnapshot().children['payment'] as AnyActorRef | undefined;

describe('placing the order', () => {
  it('places one order however often the shopper presses the button', async () => {
    const answer = deferred<CommerceResult<{ orderNumber: string }>>();
    const keys: string[] = [];
    const { actor, backend } = startCheckout({
      functions: () => ({
        placeOrder: (input) => (keys.push(input.idempotencyKey), answer.promise),
      }),
    });
    await walkToReview(actor);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches({ placing: 'placingOrder' }));
    actor.send({ type: 'order.place' });
    actor.send({ type: 'order.place' });
    actor.send({ type: 'checkout.reset' });
    actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    expect(actor.getSnapshot().matches({ placing: 'placingOrder' })).toBe(true);
    expect(keys).toEqual(['key-1']);
    answer.resolve({ ok: true, orderNumber: '000000077' });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(actor.getSnapshot().context.receipt?.order.orderNumber).toBe('000000077');
    expect(backend.log.filter((name) => name === 'renewCart')).toHaveLength(1);
  });

  it('retries a lost answer with the same idempotency key and gets the same single order', async () => {
    let dropAnswer = true;
    const keys: string[] = [];
    const { actor, backend } = startCheckout({
      functions: (fake) => ({
        placeOrder: async (input) => {
          keys.push(input.idempotencyKey);
          const result = await fake.functions.placeOrder(input);
          if (!dropAnswer) return result;
          dropAnswer = false;
          return { ok: false, error: { code: 'network', message: 'connection reset' } };
        },
      }),
    });
    await walkToReview(actor);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('review') && s.context.errors.order !== null);
    expect(actor.getSnapshot().context.errors.order?.error?.code).toBe('network');
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(backend.orders).toEqual(['000000001']);
    expect(actor.getSnapshot().context.receipt?.order.orderNumber).toBe('000000001');
  });

  it('makes the next try a new attempt after a refusal', async () => {
    const keys: string[] = [];
    const { actor, backend } = startCheckout({
      functions: (fake) => ({
        placeOrder: (input) => (keys.push(input.idempotencyKey), fake.functions.placeOrder(input)),
      }),
    });
    await walkToReview(actor);
    backend.fail('placeOrder', {
      code: 'user',
      messages: ['Some of the products are out of stock'],
    });
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('review') && s.context.errors.order !== null);
    expect(actor.getSnapshot().context.errors.order?.message.values).toEqual({
      message: 'Some of the products are out of stock',
    });
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('shows the increment id from GraphQL placeOrder, the default transport', async () => {
    const { actor, backend } = startCheckout();
    await walkToReview(actor);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(backend.log.slice(5)).toEqual(['placeOrder', 'renewCart']);
    expect(actor.getSnapshot().context.receipt?.order.orderNumber).toBe('000000001');
  });

  it('places through REST payment-information when asked, and never shows its entity id', async () => {
    const answers: unknown[] = [];
    const { actor, backend } = startCheckout({
      transport: 'rest',
      functions: (fake) => ({
        savePaymentInformation: async (input) => {
          const result = await fake.functions.savePaymentInformation(input);
          answers.push(result);
          return result;
        },
      }),
    });
    await walkToReview(actor);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(backend.log.slice(5)).toEqual(['savePaymentInformation', 'renewCart']);
    // A guest: Magento answered the entity id "1"; the receipt has no number rather than that one.
    expect(answers).toEqual([{ ok: true, orderId: '1', orderNumber: null }]);
    expect(actor.getSnapshot().context.receipt?.order.orderNumber).toBeNull();
  });

  it("shows a signed-in customer's increment id found after the REST placement", async () => {
    const { actor } = startCheckout({ transport: 'rest' });
    await walkToReview(actor, 'offline', true);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(actor.getSnapshot().context.receipt?.order.orderNumber).toBe('000000001');
  });

  it('cannot place before every step is done, and ignores steps out of turn', () => {
    const { actor, backend } = startCheckout();
    actor.send({ type: 'order.place' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    actor.send({ type: 'order.place' });
    actor.send({ type: 'shippingMethod.submit', carrierCode: 'colissimo', methodCode: 'home' });
    actor.send({ type: 'paymentMethod.submit', method: { code: 'banktransfer', kind: 'offline' } });
    expect(actor.getSnapshot().matches({ shippingAddress: 'editing' })).toBe(true);
    expect(backend.log).toEqual([]);
  });
});

describe('paying by card', () => {
  it('runs the 3-D Secure challenge and ends on the receipt with the order number', async () => {
    const { actor, provider, backend } = startCheckout();
    await walkToReview(actor, 'card');
    // The card goes on the cart with its one-time token when the shopper pays, not before.
    expect(backend.log).not.toContain('setPaymentMethod');
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches({ placing: 'paying' }));
    expect(paymentChild(actor)).toBeDefined();
    actor.send({ type: 'payment.form.change', valid: true, data: { token: TEST_CARDS.threeDS } });
    actor.send({ type: 'payment.submit' });
    await waitFor(paymentChild(actor)!, (s: { matches: (v: string) => boolean }) =>
      s.matches('identifying'),
    );
    expect(actor.getSnapshot().context.paymentBusy).toBe(true);
    actor.send({ type: 'threeds.fingerprint', details: { fingerprint: 'ok' } });
    await waitFor(paymentChild(actor)!, (s: { matches: (v: string) => boolean }) =>
      s.matches('challenging'),
    );
    actor.send({ type: 'threeds.challenge', details: { challengeResult: CHALLENGE_PASSWORD } });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(actor.getSnapshot().context.receipt?.order.orderNumber).toBe(provider.orders[0]);
    expect(provider.charges).toBe(1);
  });

  it('places the order with the card: the session tokenises it and answers the fingerprint', async () => {
    const provider = createFakePaymentProvider();
    const cards: unknown[] = [];
    const { actor } = startCheckout({
      payment: {
        ...provider.functions,
        tokeniseCard: (card) => {
          cards.push(card);
          return Promise.resolve({ ok: true, data: { token: TEST_CARDS.threeDS } });
        },
        answerFingerprint: (action) => ({ threeDSResult: action?.token ?? '' }),
      },
    });
    await walkToReview(actor, 'card');
    actor.send({ type: 'order.place', card: { number: '5454545454545454' } });
    await waitFor(paymentChild(actor)!, (s: { matches: (v: string) => boolean }) =>
      s.matches('challenging'),
    );
    expect(cards).toEqual([{ number: '5454545454545454' }]);
    // The session has the card: the checkout no longer holds it.
    expect(actor.getSnapshot().context.pendingCard).toBeNull();
    actor.send({ type: 'threeds.challenge', details: { challengeResult: CHALLENGE_PASSWORD } });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(actor.getSnapshot().context.receipt?.order.orderNumber).toBe(provider.orders[0]);
    expect(provider.charges).toBe(1);
  });

  it('keeps the steps open when the provider sends the card back before any payment', async () => {
    const provider = createFakePaymentProvider();
    const { actor } = startCheckout({
      payment: {
        ...provider.functions,
        tokeniseCard: () =>
          Promise.resolve({
            ok: false as const,
            message: { id: 'card.refused', defaultMessage: 'Card sent back' },
            fields: { number: { id: 'card.number', defaultMessage: 'Invalid number' } },
          }),
        answerFingerprint: (action) => ({ threeDSResult: action?.token ?? '' }),
      },
    });
    await walkToReview(actor, 'card');
    expect(selectStepsEditable(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'order.place', card: { number: '4000000000000002' } });
    await waitFor(actor, (s) => s.matches({ placing: 'paying' }) && !s.context.paymentBusy);
    await waitFor(
      paymentChild(actor)!,
      (s: { hasTag: (tag: string) => boolean }) => !s.hasTag('tokenising'),
    );
    expect(provider.charges).toBe(0);
    // No payment was tried: the shopper may still change a step, as before placing.
    expect(selectStepsEditable(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'step.edit', step: 'shippingAddress' });
    expect(actor.getSnapshot().matches('shippingAddress')).toBe(true);
  });

  it('closes the steps once a payment was tried and refused (only another method is offered)', async () => {
    const { actor } = startCheckout();
    await walkToReview(actor, 'card');
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches({ placing: 'paying' }));
    actor.send({ type: 'payment.form.change', valid: true, data: { token: TEST_CARDS.refused } });
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.context.paymentAttempted && !s.context.paymentBusy);
    expect(selectStepsEditable(actor.getSnapshot())).toBe(false);
  });

  it('keeps the cart after a refused card and lets the shopper pay by bank transfer instead', async () => {
    const { actor, backend } = startCheckout();
    await walkToReview(actor, 'card');
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches({ placing: 'paying' }));
    actor.send({ type: 'payment.form.change', valid: true, data: { token: TEST_CARDS.refused } });
    actor.send({ type: 'payment.submit' });
    await waitFor(
      actor,
      (s) =>
        !s.context.paymentBusy &&
        (paymentChild(actor)?.getSnapshot() as { context: { resultCode: string | null } }).context
          .resultCode === 'Refused',
    );
    expect(actor.getSnapshot().matches({ placing: 'paying' })).toBe(true);
    expect(backend.cart('cart-1')?.active).toBe(true);
    actor.send({ type: 'step.edit', step: 'paymentMethod' });
    expect(actor.getSnapshot().matches('paymentMethod')).toBe(true);
    actor.send({ type: 'paymentMethod.submit', method: { code: 'banktransfer', kind: 'offline' } });
    await idle(actor);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(backend.orders).toHaveLength(1);
  });

  it('does not let the shopper leave while a card payment is in flight', async () => {
    const { actor } = startCheckout();
    await walkToReview(actor, 'card');
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches({ placing: 'paying' }));
    actor.send({
      type: 'payment.form.change',
      valid: true,
      data: { token: TEST_CARDS.challengeOnly },
    });
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.context.paymentBusy);
    actor.send({ type: 'step.edit', step: 'paymentMethod' });
    actor.send({ type: 'checkout.reset' });
    expect(actor.getSnapshot().matches({ placing: 'paying' })).toBe(true);
  });
});
