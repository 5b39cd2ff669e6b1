import { CommerceFailure } from '@vitrine/commerce-primitives';
import { MemoryStorage } from '@vitrine/cart-core/testing';
import { describe, expect, it } from 'vitest';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { adjacencyOf } from './graph.test-utils.ts';
import type { SnapshotFrom } from 'xstate';
import type { CheckoutEvent, CheckoutInput } from './checkout.context.ts';
import { CHECKOUT_STORAGE_PREFIX } from './checkout.constants.ts';
import { checkoutMachine } from './checkout.machine.ts';
import { FAKE_SHIPPING_METHODS, anAddress } from './testing/fake-checkout-backend.ts';

/**
 * Model-based checks (reliability R4) over every state the checkout can reach with the events
 * below, actor answers included: placing is never reached without address, method and payment,
 * and a placement can never start while one is in flight.
 */

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

// Every write goes through a named action, left out here so that one branch of the traversal
// cannot leak saved data into another; the assigns themselves never touch storage.
const machine = checkoutMachine.provide({
  actions: { persistStep: () => undefined, clearSavedCheckout: () => undefined },
});
const emptyStorage = new MemoryStorage();

const done = (id: string, output: unknown = undefined) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as CheckoutEvent;
const failed = (id: string, code: 'network' | 'user') =>
  ({
    type: `xstate.error.actor.${id}`,
    error: new CommerceFailure(
      code === 'network' ? { code, message: 'lost' } : { code, messages: ['refused'] },
    ),
  }) as unknown as CheckoutEvent;
const paymentSnapshot = (busy: boolean, attempted = busy) =>
  ({
    type: 'xstate.snapshot.payment',
    snapshot: {
      hasTag: (tag: string) => busy && tag === 'busy',
      context: { orderDetails: attempted ? { resultCode: 'Refused' } : null, failure: null },
    },
  }) as unknown as CheckoutEvent;

const userEvents: CheckoutEvent[] = [
  { type: 'checkout.begin', cartId: 'cart-1', signedIn: false },
  { type: 'shippingAddress.submit', address: anAddress() },
  { type: 'shippingMethod.submit', carrierCode: 'colissimo', methodCode: 'home' },
  { type: 'billingAddress.submit', billing: { sameAsShippingAddress: true } },
  { type: 'paymentMethod.submit', method: { code: 'vitrine_card', kind: 'card' } },
  { type: 'paymentMethod.submit', method: { code: 'banktransfer', kind: 'offline' } },
  { type: 'step.edit', step: 'shippingAddress' },
  { type: 'step.edit', step: 'paymentMethod' },
  { type: 'order.place' },
  { type: 'checkout.reset' },
];

const answers: CheckoutEvent[] = [
  done('submitShippingAddress', { shippingMethods: FAKE_SHIPPING_METHODS }),
  failed('submitShippingAddress', 'user'),
  done('submitShippingMethod'),
  done('submitBillingAddress'),
  done('submitPaymentMethod'),
  failed('submitPaymentMethod', 'user'),
  done('saveShippingInformation', { paymentMethods: [] }),
  failed('saveShippingInformation', 'user'),
  done('savePaymentInformation', { orderNumber: null }),
  failed('savePaymentInformation', 'network'),
  failed('savePaymentInformation', 'user'),
  done('confirmCart'),
  failed('confirmCart', 'user'),
  done('placeOrder', { orderNumber: '000000001' }),
  failed('placeOrder', 'network'),
  failed('placeOrder', 'user'),
  paymentSnapshot(true),
  paymentSnapshot(false),
  paymentSnapshot(false, true),
  done('payment', { resultCode: 'Authorised', orderNumber: '000000002' }),
  done('renewCart', { cartId: 'cart-2' }),
];

const serializeState = (snapshot: Snapshot) => {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.cartId,
    !!c.shippingAddress,
    !!c.shippingMethod,
    !!c.billingAddress,
    c.paymentMethod?.kind ?? null,
    c.paymentBusy,
    c.paymentAttempted,
    c.orderKey !== null,
    c.orderRetry,
    !!c.receipt,
    c.draft?.step ?? null,
    c.draft?.step === 'paymentMethod' ? c.draft.choice.kind : null,
  ]);
};

const options = {
  input: { storage: emptyStorage, randomId: () => 'key' } as CheckoutInput,
  events: [...userEvents, ...answers],
  serializeState,
  serializeEvent: (event: CheckoutEvent) =>
    JSON.stringify(event, (_key, value: unknown) =>
      typeof value === 'function' ? String(value) : value,
    ),
};

const placementStates = [
  { placing: 'savingPayment' },
  { placing: 'placingOrder' },
  { placing: 'paying' },
] as const;
const inPlacement = (snapshot: Snapshot) =>
  placementStates.some((state) => snapshot.matches(state));
const hasEverything = (snapshot: Snapshot) => {
  const c = snapshot.context;
  return (
    c.cartId !== null &&
    !!c.shippingAddress &&
    !!c.shippingMethod &&
    !!c.billingAddress &&
    !!c.paymentMethod
  );
};

describe.each([
  ['graphql', 'placingOrder'],
  ['rest', 'savingPayment'],
] as const)('checkout model, placing by %s', (transport, placementState) => {
  const modelOptions = { ...options, input: { ...options.input, transport } };
  const { states, edges } = adjacencyOf<Snapshot, CheckoutEvent, CheckoutInput>(
    machine,
    modelOptions,
  );

  it('R4 reaches every step, the payment session and the receipt', () => {
    const reached = new Set(states.map((state) => JSON.stringify(state.value)));
    for (const value of [
      'idle',
      { shippingAddress: 'submitting' },
      { shippingMethod: 'submitting' },
      { billingAddress: 'submitting' },
      { paymentMethod: 'submitting' },
      'review',
      { placing: placementState },
      { placing: 'paying' },
      'finishing',
      'receipt',
    ]) {
      expect(reached, JSON.stringify(value)).toContain(JSON.stringify(value));
    }
  });

  it('writes nothing to storage outside the persistence actions (pure assigns)', () => {
    expect(edges.length).toBeGreaterThan(0);
    expect(emptyStorage.entries()).toEqual({});
  });

  it('R4 never reaches placing without cart, address, shipping method, billing address and payment', () => {
    const placing = states.filter((state) => state.matches('placing'));
    expect(placing.length).toBeGreaterThan(0);
    for (const state of placing) expect(hasEverything(state), serializeState(state)).toBe(true);
  });

  it('R4 never starts a placement while one is in flight', () => {
    for (const { from, event, to } of edges) {
      if (!inPlacement(from) || !inPlacement(to)) continue;
      // Staying in the same placement state is fine only if nothing was started again: the
      // snapshot must be unchanged apart from the mirrored payment flag.
      expect(JSON.stringify(to.value), `${serializeState(from)} --${event.type}-->`).toBe(
        JSON.stringify(from.value),
      );
      expect(to.context.orderKey).toBe(from.context.orderKey);
    }
    const replaced = edges.filter(
      ({ from, event }) => inPlacement(from) && event.type === 'order.place',
    );
    for (const { from, to } of replaced) expect(to).toBe(from);
  });

  it('R4 has no path from the start to placing that skips a step', () => {
    const paths = getSimplePaths(machine, {
      ...modelOptions,
      events: [
        ...userEvents.filter((event) => event.type !== 'checkout.reset'),
        ...answers.filter((event) => !event.type.startsWith('xstate.error')),
      ],
      toState: (snapshot) => snapshot.matches('placing'),
      limit: 20000,
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const accepted = new Set(
        path.steps
          .map((step) => step.event.type)
          .filter((type) => type.startsWith('xstate.done.actor.submit')),
      );
      expect([...accepted].sort(), path.steps.map((step) => step.event.type).join(' → ')).toEqual([
        'xstate.done.actor.submitBillingAddress',
        'xstate.done.actor.submitPaymentMethod',
        'xstate.done.actor.submitShippingAddress',
        'xstate.done.actor.submitShippingMethod',
      ]);
    }
  });

  it('R4 has a shortest path to the receipt through every step', () => {
    const [shortest] = getShortestPaths(machine, {
      ...modelOptions,
      toState: (snapshot) => snapshot.matches('receipt'),
    });
    const types = shortest?.steps.map((step) => step.event.type) ?? [];
    expect(types.slice(0, 11)).toEqual([
      'xstate.init',
      'checkout.begin',
      'shippingAddress.submit',
      'xstate.done.actor.submitShippingAddress',
      'shippingMethod.submit',
      'xstate.done.actor.submitShippingMethod',
      'billingAddress.submit',
      'xstate.done.actor.submitBillingAddress',
      'paymentMethod.submit',
      'xstate.done.actor.submitPaymentMethod',
      'order.place',
    ]);
    expect(types.at(-1)).toBe('xstate.done.actor.renewCart');
  });
});

describe('checkout model, resumed from saved data', () => {
  // Reads answer a complete saved checkout; writes are dropped, as above.
  const saved: Record<string, string> = {
    [`${CHECKOUT_STORAGE_PREFIX}shipping_address`]: JSON.stringify(anAddress()),
    [`${CHECKOUT_STORAGE_PREFIX}shippingMethod`]: JSON.stringify({
      carrierCode: 'colissimo',
      methodCode: 'home',
      carrierTitle: 'Colissimo',
    }),
    [`${CHECKOUT_STORAGE_PREFIX}billing_address`]: JSON.stringify({ sameAsShippingAddress: true }),
    [`${CHECKOUT_STORAGE_PREFIX}paymentMethod`]: JSON.stringify({
      code: 'banktransfer',
      kind: 'offline',
    }),
  };
  const savedStorage = new MemoryStorage(saved);
  const modelOf = (transport: 'graphql' | 'rest') =>
    adjacencyOf<Snapshot, CheckoutEvent, CheckoutInput>(machine, {
      ...options,
      input: { storage: savedStorage, randomId: () => 'key', transport },
      serializeState: (snapshot: Snapshot) =>
        JSON.stringify([serializeState(snapshot), snapshot.context.unconfirmed]),
    });
  const rest = modelOf('rest');
  const graphql = modelOf('graphql');

  it('R4 confirms restored shipping data with the REST call before paying, and only then', () => {
    const confirming = rest.states.filter((state) =>
      state.matches({ placing: 'confirmingShipping' }),
    );
    expect(confirming.length).toBeGreaterThan(0);
    for (const state of confirming) expect(state.context.unconfirmed.length).toBeGreaterThan(0);
    expect(rest.states.some((state) => state.matches({ placing: 'confirmingCart' }))).toBe(false);
  });

  it("R4 confirms restored data with the steps' GraphQL setters before placeOrder, and only then", () => {
    const confirming = graphql.states.filter((state) =>
      state.matches({ placing: 'confirmingCart' }),
    );
    expect(confirming.length).toBeGreaterThan(0);
    for (const state of confirming) expect(state.context.unconfirmed.length).toBeGreaterThan(0);
    expect(graphql.states.some((state) => state.matches({ placing: 'confirmingShipping' }))).toBe(
      false,
    );
  });

  it('R4 keeps the placing invariants', () => {
    for (const { states, edges } of [rest, graphql]) {
      for (const state of states.filter((candidate) => candidate.matches('placing')))
        expect(hasEverything(state)).toBe(true);
      for (const { from, event, to } of edges) {
        if (inPlacement(from) && event.type === 'order.place') expect(to).toBe(from);
      }
    }
  });
});
