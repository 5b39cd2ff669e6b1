import { CommerceFailure } from '@vitrine/commerce-primitives';
import { describe, expect, it } from 'vitest';
import { adjacencyOf } from './graph.test-utils.ts';
import type { SnapshotFrom } from 'xstate';
import { paymentSessionMachine } from './payment.machine.ts';
import type { PaymentEvent, PaymentInput } from './payment.machine.ts';
import type { PaymentResultCode } from './payment.types.ts';

type Snapshot = SnapshotFrom<typeof paymentSessionMachine>;

const outcome = (id: string, resultCode: PaymentResultCode) =>
  ({
    type: `xstate.done.actor.${id}`,
    output: { resultCode, paymentReference: 'psp', orderNumber: '1' },
  }) as unknown as PaymentEvent;
const lost = (id: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: new CommerceFailure({ code: 'network', message: 'lost' }),
  }) as unknown as PaymentEvent;

const codes: PaymentResultCode[] = [
  'Authorised',
  'IdentifyShopper',
  'ChallengeShopper',
  'RedirectShopper',
  'Refused',
  'Error',
  'Cancelled',
  'Pending',
];

describe('payment session model', () => {
  const { states, edges } = adjacencyOf<Snapshot, PaymentEvent, PaymentInput>(
    paymentSessionMachine,
    {
      input: {
        placement: { cartId: 'c', signedIn: false, email: null, billingAddress: null },
        paymentMethods: [{ code: 'card', title: 'Card' }],
        randomId: () => 'k',
      },
      events: [
        { type: 'payment.form.change', valid: true, data: { token: 't' } },
        { type: 'payment.submit' },
        { type: 'payment.card.submit', card: { number: '4111' } },
        {
          type: 'xstate.done.actor.tokeniseCard',
          output: { ok: true, data: { token: 't' } },
        } as unknown as PaymentEvent,
        {
          type: 'xstate.done.actor.tokeniseCard',
          output: { ok: false, message: { id: 'm', defaultMessage: 'm' }, fields: {} },
        } as unknown as PaymentEvent,
        {
          type: 'xstate.done.actor.answerFingerprint',
          output: { threeDSResult: 'fp' },
        } as unknown as PaymentEvent,
        { type: 'payment.retry' },
        { type: 'threeds.fingerprint', details: { f: '1' } },
        { type: 'threeds.challenge', details: { c: '1' } },
        { type: 'threeds.cancel' },
        { type: 'redirect.returned', details: { r: '1' } },
        ...codes.flatMap((code) => [
          outcome('submitPayment', code),
          outcome('submitPaymentDetails', code),
        ]),
        lost('submitPayment'),
        lost('submitPaymentDetails'),
      ],
      serializeState: (snapshot: Snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.formValid,
          snapshot.context.idempotencyKey,
          snapshot.context.paymentDetailsCalled,
        ]),
    },
  );

  it('R4 reaches every state of the session', () => {
    const values = new Set(states.map((state) => JSON.stringify(state.value)));
    for (const value of [
      'ready',
      'tokenising',
      'submitting',
      'interrupted',
      'identifying',
      'challenging',
      'redirecting',
      'submittingDetails',
      'detailsInterrupted',
      'authorised',
      'pending',
    ]) {
      expect(values).toContain(JSON.stringify(value));
    }
  });

  it('R4 never starts a payment from a busy state: a second submit changes nothing', () => {
    const busySubmits = edges.filter(
      ({ from, event }) => from.hasTag('busy') && event.type === 'payment.submit',
    );
    expect(busySubmits.length).toBeGreaterThan(0);
    for (const { from, to } of busySubmits) expect(to, JSON.stringify(from.value)).toBe(from);
  });

  it('R4 never tokenises or pays from a busy state: a second card changes nothing', () => {
    const busyCards = edges.filter(
      ({ from, event }) => from.hasTag('busy') && event.type === 'payment.card.submit',
    );
    expect(busyCards.length).toBeGreaterThan(0);
    for (const { from, to } of busyCards) expect(to, JSON.stringify(from.value)).toBe(from);
  });

  it('R4 starts an attempt (a new key) only from a token the tokeniser gave', () => {
    const fromTokens = edges.filter(({ from }) => from.matches('tokenising'));
    expect(fromTokens.some(({ to }) => to.matches('submitting'))).toBe(true);
    for (const { to } of fromTokens) {
      if (to.matches('submitting')) {
        expect(to.context.formData?.token).toBe('t');
        expect(to.context.idempotencyKey).not.toBeNull();
      } else if (!to.matches('tokenising')) {
        expect(to.matches('ready')).toBe(true);
        expect(to.context.idempotencyKey).toBeNull();
      }
    }
  });

  it('R4 keeps the attempt key across every retry after a lost answer', () => {
    const retries = edges.filter(
      ({ from, event }) => from.matches('interrupted') && event.type === 'payment.retry',
    );
    expect(retries.length).toBeGreaterThan(0);
    for (const { from, to } of retries) {
      expect(to.matches('submitting')).toBe(true);
      expect(to.context.idempotencyKey).toBe(from.context.idempotencyKey);
    }
  });
});
