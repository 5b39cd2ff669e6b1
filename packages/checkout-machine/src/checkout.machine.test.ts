import { MemoryStorage, manualFn } from '@vitrine/cart-core/testing';
import type { ShippingEstimate } from '@vitrine/cart-core';
import type { CommerceResult } from '@vitrine/commerce-primitives';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { CHECKOUT_STORAGE_PREFIX } from './checkout.constants.ts';
import type { SetShippingAddressFn } from './checkout.ports.ts';
import { submitCheckoutStep } from './checkout.submit.ts';
import { idle, startCheckout, walkToReview } from './checkout.test-utils.ts';
import { anAddress } from './testing/fake-checkout-backend.ts';

describe('checkout steps', () => {
  it('takes a guest from the shipping address to the receipt and offers an account', async () => {
    const { actor, backend, storage, emitted } = startCheckout();
    await walkToReview(actor);
    expect(actor.getSnapshot().value).toBe('review');
    expect(backend.log).toEqual([
      'setGuestEmail',
      'setShippingAddress',
      'setShippingMethod',
      'setBillingAddress',
      'setPaymentMethod',
    ]);
    expect(Object.keys(storage.entries()).sort()).toEqual(
      [
        'availableShippingMethods',
        'billing_address',
        'paymentMethod',
        'shipping_address',
        'shippingMethod',
      ]
        .map((key) => CHECKOUT_STORAGE_PREFIX + key)
        .sort(),
    );
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('receipt'));
    // GraphQL placeOrder by default: it answers the increment id the shopper knows (decision 050).
    expect(backend.log.slice(5)).toEqual(['placeOrder', 'renewCart']);
    expect(actor.getSnapshot().context.receipt).toEqual({
      order: {
        orderNumber: '000000001',
        email: 'anne.martin@example.fr',
        firstname: 'Anne',
        lastname: 'Martin',
      },
    });
    expect(storage.entries()).toEqual({});
    expect(
      emitted
        .filter((event) => event.type === 'navigate' || event.type === 'order.placed')
        .map((event) => event.type),
    ).toEqual(['order.placed', 'navigate']);
    expect(emitted).toContainEqual({
      type: 'navigate',
      to: '/create-account',
      query: { email: 'anne.martin@example.fr', firstName: 'Anne', lastName: 'Martin' },
    });
  });

  it("uses the customer's saved address and never sets a guest e-mail when signed in", async () => {
    const ids: (number | undefined)[] = [];
    const { actor, backend } = startCheckout({
      functions: (fake) => ({
        setShippingAddress: (input) => (
          ids.push(input.customerAddressId),
          fake.functions.setShippingAddress(input)
        ),
      }),
    });
    actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: true });
    actor.send({
      type: 'shippingAddress.submit',
      address: anAddress({ email: null }),
      customerAddressId: 7,
    });
    await idle(actor);
    expect(ids).toEqual([7]);
    expect(backend.log).toEqual(['setShippingAddress']);
    expect(actor.getSnapshot().matches('shippingMethod')).toBe(true);
  });

  it('places a signed-in order through the mine endpoints and offers no account', async () => {
    const seen: boolean[] = [];
    const { actor, emitted } = startCheckout({
      transport: 'rest',
      functions: (fake) => ({
        saveShippingInformation: (input) => (
          seen.push(input.signedIn),
          fake.functions.saveShippingInformation(input)
        ),
        savePaymentInformation: (input) => (
          seen.push(input.signedIn),
          fake.functions.savePaymentInformation(input)
        ),
      }),
    });
    await walkToReview(actor, 'offline', true);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(seen).toEqual([true]);
    expect(emitted.some((event) => event.type === 'navigate')).toBe(false);
    expect(emitted.some((event) => event.type === 'order.placed')).toBe(true);
  });

  it("refuses a step without a cart id: 'Missing required information: cartId', nobody called", async () => {
    const { actor, backend } = startCheckout();
    actor.send({ type: 'checkout.begin', cartId: null, signedIn: false });
    const result = await submitCheckoutStep(actor, {
      type: 'shippingAddress.submit',
      address: anAddress(),
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toEqual({
      id: 'checkout.missingInformation',
      defaultMessage: 'Missing required information: {field}',
      values: { field: 'cartId' },
    });
    expect(backend.log).toEqual([]);
  });

  it("refuses a guest's shipping address without an e-mail", async () => {
    const { actor, backend } = startCheckout();
    actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    const result = await submitCheckoutStep(actor, {
      type: 'shippingAddress.submit',
      address: anAddress({ email: ' ' }),
    });
    expect(!result.ok && result.error.message.values).toEqual({ field: 'email' });
    expect(actor.getSnapshot().context.errors.shippingAddress?.message.values).toEqual({
      field: 'email',
    });
    expect(backend.log).toEqual([]);
  });

  it('flags submitting while a step runs, then stores and returns its rejection', async () => {
    const setShippingAddress = manualFn<
      Parameters<SetShippingAddressFn>[0],
      CommerceResult<{ shippingMethods: ShippingEstimate[] }>
    >();
    const { actor } = startCheckout({ functions: () => ({ setShippingAddress }) });
    actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    const pending = submitCheckoutStep(actor, {
      type: 'shippingAddress.submit',
      address: anAddress(),
    });
    await vi.waitFor(() => expect(setShippingAddress.calls).toHaveLength(1));
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    setShippingAddress.resolveNext({
      ok: false,
      error: { code: 'user', messages: ['"Street Address" cannot contain more than 2 lines.'] },
    });
    const result = await pending;
    expect(result.ok).toBe(false);
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
    expect(actor.getSnapshot().matches({ shippingAddress: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.errors.shippingAddress?.error).toEqual({
      code: 'user',
      messages: ['"Street Address" cannot contain more than 2 lines.'],
    });
    expect(actor.getSnapshot().context.shippingAddress).toBeNull();
  });

  it('resolves an accepted step and stores the value', async () => {
    const { actor } = startCheckout();
    actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    await expect(
      submitCheckoutStep(actor, { type: 'shippingAddress.submit', address: anAddress() }),
    ).resolves.toEqual({ ok: true });
    expect(actor.getSnapshot().context.availableShippingMethods.map((m) => m.carrierCode)).toEqual([
      'colissimo',
    ]);
    expect(actor.getSnapshot().matches('shippingMethod')).toBe(true);
  });

  it('restores saved data on begin and resumes at the first missing step', async () => {
    const storage = new MemoryStorage();
    const first = startCheckout({ storage });
    first.actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    first.actor.send({ type: 'shippingAddress.submit', address: anAddress() });
    await idle(first.actor);
    first.actor.send({
      type: 'shippingMethod.submit',
      carrierCode: 'colissimo',
      methodCode: 'home',
    });
    await idle(first.actor);
    first.actor.stop();
    storage.setItem(`${CHECKOUT_STORAGE_PREFIX}billing_address`, '{broken');
    const second = startCheckout({ storage });
    second.actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    const snapshot = second.actor.getSnapshot();
    expect(snapshot.matches('billingAddress')).toBe(true);
    expect(snapshot.context.shippingAddress?.city).toBe('Lyon');
    expect(snapshot.context.shippingMethod).toEqual({
      carrierCode: 'colissimo',
      methodCode: 'home',
      carrierTitle: 'Colissimo',
    });
    expect(snapshot.context.billingAddress).toBeNull();
  });

  it('asks for the shipping method again when the shipping address changes', async () => {
    const { actor, storage } = startCheckout();
    await walkToReview(actor);
    actor.send({ type: 'step.edit', step: 'shippingAddress' });
    actor.send({
      type: 'shippingAddress.submit',
      address: anAddress({ city: 'Paris', postcode: '75011' }),
    });
    await idle(actor);
    expect(actor.getSnapshot().matches('shippingMethod')).toBe(true);
    expect(actor.getSnapshot().context.shippingMethod).toBeNull();
    expect(storage.getItem(`${CHECKOUT_STORAGE_PREFIX}shippingMethod`)).toBeNull();
    actor.send({ type: 'shippingMethod.submit', carrierCode: 'colissimo', methodCode: 'home' });
    await idle(actor);
    expect(actor.getSnapshot().value).toBe('review');
  });

  it('never saves the payment nonce', async () => {
    const { actor, storage } = startCheckout();
    await walkToReview(actor);
    actor.send({ type: 'step.edit', step: 'paymentMethod' });
    actor.send({
      type: 'paymentMethod.submit',
      method: { code: 'banktransfer', kind: 'offline', data: { nonce: 'secret-nonce' } },
    });
    await idle(actor);
    expect(JSON.stringify(storage.entries())).not.toContain('secret-nonce');
    expect(actor.getSnapshot().context.paymentMethod?.data?.nonce).toBe('secret-nonce');
  });

  it('confirms restored data through the mine shipping-information call before placing', async () => {
    const storage = new MemoryStorage();
    const first = startCheckout({ storage });
    await walkToReview(first.actor, 'offline', true);
    first.actor.stop();
    const seen: string[] = [];
    const { actor } = startCheckout({
      storage,
      transport: 'rest',
      functions: (fake) => ({
        saveShippingInformation: (input) => (
          seen.push(`shipping ${String(input.signedIn)} ${input.carrierCode}`),
          fake.functions.saveShippingInformation(input)
        ),
        savePaymentInformation: (input) => (
          seen.push(`payment ${String(input.signedIn)}`),
          fake.functions.savePaymentInformation(input)
        ),
      }),
    });
    actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: true });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(seen).toEqual(['shipping true colissimo', 'payment true']);
  });

  it("confirms restored data with the steps' GraphQL setters before placeOrder", async () => {
    const storage = new MemoryStorage();
    const first = startCheckout({ storage });
    await walkToReview(first.actor);
    first.actor.stop();
    const { actor, backend } = startCheckout({ storage });
    actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(backend.log).toEqual([
      'setGuestEmail',
      'setShippingAddress',
      'setShippingMethod',
      'setBillingAddress',
      'setPaymentMethod',
      'placeOrder',
      'renewCart',
    ]);
    expect(actor.getSnapshot().context.receipt?.order.orderNumber).toBe('000000001');
  });

  it('does not confirm again when a lost placement answer is retried', async () => {
    const storage = new MemoryStorage();
    const first = startCheckout({ storage });
    await walkToReview(first.actor);
    first.actor.stop();
    let lose = true;
    const { actor, backend } = startCheckout({
      storage,
      functions: (fake) => ({
        placeOrder: async (input) => {
          const result = await fake.functions.placeOrder(input);
          if (!lose) return result;
          lose = false;
          return { ok: false, error: { code: 'network', message: 'connection reset' } };
        },
      }),
    });
    actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('review') && s.context.errors.order !== null);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(backend.log.filter((name) => name === 'setShippingAddress')).toHaveLength(1);
    expect(backend.orders).toEqual(['000000001']);
  });

  it('begins again from the saved data when the shopper comes back to the checkout', async () => {
    const { actor } = startCheckout();
    await walkToReview(actor);
    actor.send({ type: 'step.edit', step: 'billingAddress' });
    actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.billingAddress).toEqual({ sameAsShippingAddress: true });
  });

  it('returns to the initial state on reset', async () => {
    const { actor } = startCheckout();
    await walkToReview(actor);
    actor.send({ type: 'checkout.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.shippingAddress).toBeNull();
    expect(actor.getSnapshot().context.cartId).toBeNull();
  });
});
