import { deferred, manualFn } from '@vitrine/cart-core/testing';
import type { CommerceResult } from '@vitrine/commerce-primitives';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { CHALLENGE_TIMEOUT_MS } from './checkout.constants.ts';
import type { PaymentFunctions, SubmitPaymentFn } from './checkout.ports.ts';
import { createPaymentActors } from './payment.actors.ts';
import { paymentSessionMachine } from './payment.machine.ts';
import type { PaymentEmitted } from './payment.machine.ts';
import { selectCanPay, selectNeedsRetry, selectPaymentFlags } from './payment.selectors.ts';
import type { CardEntry, CardTokenResult, PaymentAction, PaymentOutcome } from './payment.types.ts';
import {
  CHALLENGE_PASSWORD,
  TEST_CARDS,
  createFakePaymentProvider,
} from './testing/fake-payment-provider.ts';

const placement = {
  cartId: 'cart-1',
  signedIn: false,
  email: 'anne@example.fr',
  billingAddress: null,
};

function start(functions: PaymentFunctions, clock?: SimulatedClock) {
  let id = 0;
  const actor = createActor(
    paymentSessionMachine.provide({ actors: createPaymentActors(functions) }),
    {
      input: {
        placement,
        paymentMethods: [{ code: 'vitrine_card', title: 'Carte bancaire' }],
        randomId: () => `key-${++id}`,
      },
      ...(clock ? { clock } : {}),
    },
  );
  const emitted: PaymentEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

const fillCard = (actor: ReturnType<typeof start>['actor'], token: string) =>
  actor.send({
    type: 'payment.form.change',
    valid: true,
    data: { token, lastFour: token.slice(-4) },
  });

describe('the card payment session', () => {
  it('C5 ends with the order number when the payment is Authorised', async () => {
    const provider = createFakePaymentProvider();
    const { actor } = start(provider.functions);
    expect(selectCanPay(actor.getSnapshot())).toBe(false);
    fillCard(actor, TEST_CARDS.authorised);
    expect(selectCanPay(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      resultCode: 'Authorised',
      orderNumber: '100000001',
    });
    expect(selectPaymentFlags(actor.getSnapshot())).toMatchObject({
      orderConfirmation: true,
      placingOrder: false,
    });
  });

  it('C5 refuses to pay with an invalid form and calls nobody', () => {
    const provider = createFakePaymentProvider();
    const { actor } = start(provider.functions);
    actor.send({ type: 'payment.form.change', valid: false, data: null });
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error?.id).toBe('payment.invalidForm');
    expect(provider.charges).toBe(0);
  });

  it('C5 makes one payment however often the shopper presses pay while it runs', async () => {
    const submitPayment = manualFn<
      Parameters<SubmitPaymentFn>[0],
      CommerceResult<PaymentOutcome>
    >();
    const { actor } = start({
      submitPayment,
      submitPaymentDetails: () => Promise.reject(new Error('unused')),
    });
    fillCard(actor, TEST_CARDS.authorised);
    actor.send({ type: 'payment.submit' });
    actor.send({ type: 'payment.submit' });
    actor.send({ type: 'payment.form.change', valid: true, data: { token: 'other' } });
    actor.send({ type: 'payment.submit' });
    expect(submitPayment.calls).toHaveLength(1);
    expect(selectPaymentFlags(actor.getSnapshot()).placingOrder).toBe(true);
    expect(selectCanPay(actor.getSnapshot())).toBe(false);
    submitPayment.resolveNext({ ok: true, resultCode: 'Authorised', orderNumber: '000000042' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitPayment.calls).toHaveLength(1);
    expect(submitPayment.calls[0]?.paymentData.token).toBe(TEST_CARDS.authorised);
  });

  it('C5 runs 3-D Secure: fingerprint, then challenge, then the details call, then Authorised', async () => {
    const provider = createFakePaymentProvider();
    const { actor } = start(provider.functions);
    fillCard(actor, TEST_CARDS.threeDS);
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.matches('identifying'));
    expect(selectPaymentFlags(actor.getSnapshot())).toMatchObject({
      threeDSInProgress: true,
      dialogOpen: false,
    });
    actor.send({ type: 'threeds.fingerprint', details: { fingerprintResult: 'ok' } });
    await waitFor(actor, (s) => s.matches('challenging'));
    expect(selectPaymentFlags(actor.getSnapshot())).toMatchObject({
      dialogOpen: true,
      paymentDetailsCalled: true,
    });
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().matches('challenging')).toBe(true);
    actor.send({ type: 'threeds.challenge', details: { challengeResult: CHALLENGE_PASSWORD } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.resultCode).toBe('Authorised');
    expect(provider.orders).toHaveLength(1);
  });

  it('C5 goes back to the form on a wrong challenge answer, without showing the refusal reason', async () => {
    const provider = createFakePaymentProvider();
    const { actor } = start(provider.functions);
    fillCard(actor, TEST_CARDS.challengeOnly);
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.matches('challenging'));
    const firstKey = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: 'threeds.challenge', details: { challengeResult: 'wrong' } });
    await waitFor(actor, (s) => s.matches('ready'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.error?.id).toBe('payment.refused');
    expect(JSON.stringify(snapshot.context.error)).not.toContain('Authenticated');
    expect(selectPaymentFlags(snapshot)).toMatchObject({ threeDSError: true, dialogOpen: false });
    expect(provider.orders).toHaveLength(0);
    fillCard(actor, TEST_CARDS.authorised);
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().context.idempotencyKey).not.toBe(firstKey);
    await waitFor(actor, (s) => s.status === 'done');
  });

  it.each([
    [TEST_CARDS.refused, 'payment.refused'],
    [TEST_CARDS.error, 'payment.error'],
  ])('keeps the session open for another try after %s', async (token, messageId) => {
    const provider = createFakePaymentProvider();
    const { actor } = start(provider.functions);
    fillCard(actor, token);
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.resultCode !== null);
    expect(actor.getSnapshot().context.error?.id).toBe(messageId);
    expect(actor.getSnapshot().context.orderDetails).not.toHaveProperty('refusalReason');
    expect(provider.orders).toEqual([]);
  });

  it('C5 offers only a retry with the same key when the answer is lost, and pays once', async () => {
    const provider = createFakePaymentProvider();
    let dropAnswer = true;
    const lossy: PaymentFunctions = {
      ...provider.functions,
      submitPayment: async (input) => {
        const result = await provider.functions.submitPayment(input);
        if (dropAnswer) {
          dropAnswer = false;
          return { ok: false, error: { code: 'network', message: 'connection reset' } };
        }
        return result;
      },
    };
    const { actor } = start(lossy);
    fillCard(actor, TEST_CARDS.authorised);
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.matches('interrupted'));
    expect(selectNeedsRetry(actor.getSnapshot())).toBe(true);
    const key = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().matches('interrupted')).toBe(true);
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().context.idempotencyKey).toBe(key);
    await waitFor(actor, (s) => s.status === 'done');
    expect(provider.charges).toBe(1);
    expect(provider.orders).toEqual([actor.getSnapshot().output?.orderNumber]);
  });

  it('C5 gives up a challenge left open past its time limit', async () => {
    const provider = createFakePaymentProvider();
    const clock = new SimulatedClock();
    const { actor } = start(provider.functions, clock);
    fillCard(actor, TEST_CARDS.challengeOnly);
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.matches('challenging'));
    clock.increment(CHALLENGE_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().matches('challenging')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.error?.id).toBe('payment.challengeExpired');
    expect(actor.getSnapshot().context.threeDSError).toBe(true);
  });

  it('C5 ends as awaiting payment on Pending, so no second charge can start', async () => {
    const provider = createFakePaymentProvider();
    const { actor } = start(provider.functions);
    fillCard(actor, TEST_CARDS.pending);
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().matches('pending')).toBe(true);
    expect(actor.getSnapshot().output?.resultCode).toBe('Pending');
  });

  it('C5 asks the shell to redirect for RedirectShopper and completes on return', async () => {
    const answer = deferred<CommerceResult<PaymentOutcome>>();
    const { actor, emitted } = start({
      submitPayment: () =>
        Promise.resolve({
          ok: true,
          resultCode: 'RedirectShopper',
          paymentReference: 'psp-9',
          action: { type: 'redirect', url: 'https://bank.example/3ds' },
        }),
      submitPaymentDetails: () => answer.promise,
    });
    fillCard(actor, 'tok');
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(emitted).toEqual([{ type: 'redirect', url: 'https://bank.example/3ds' }]);
    expect(selectPaymentFlags(actor.getSnapshot()).redirectionPending).toBe(true);
    actor.send({ type: 'redirect.returned', details: { redirectResult: 'abc' } });
    answer.resolve({ ok: true, resultCode: 'Authorised', orderNumber: '000000007' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.orderNumber).toBe('000000007');
  });
});

describe('the card sequence of the payment session', () => {
  const tokenFor = (card: CardEntry): Promise<CardTokenResult> =>
    Promise.resolve(
      card['number'] === 'bad'
        ? {
            ok: false,
            message: { id: 'card.tokenFailed', defaultMessage: 'The card could not be checked.' },
            fields: { number: { id: 'card.numberInvalid', defaultMessage: 'Invalid number.' } },
          }
        : { ok: true, data: { token: `tok_${card['number'] ?? ''}`, lastFour: '5454' } },
    );
  const dropInFingerprint = (action: PaymentAction | null) => ({
    threeDSResult: action?.token ?? '',
  });

  it('tokenises the card it is sent, then pays with the token under a new key', async () => {
    const provider = createFakePaymentProvider();
    const tokeniseCard = manualFn<CardEntry, CardTokenResult>();
    const { actor } = start({ ...provider.functions, tokeniseCard });
    actor.send({ type: 'payment.card.submit', card: { number: '4111111111111111' } });
    expect(actor.getSnapshot().matches('tokenising')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second press while the card is at the provider tokenises nothing more.
    actor.send({ type: 'payment.card.submit', card: { number: '4111111111111111' } });
    actor.send({ type: 'payment.submit' });
    expect(tokeniseCard.calls).toEqual([{ number: '4111111111111111' }]);
    tokeniseCard.resolveNext({ ok: true, data: { token: TEST_CARDS.authorised } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.orderNumber).toBe('100000001');
    expect(provider.charges).toBe(1);
  });

  it('goes back to the form with the provider field problems, and nothing is charged', async () => {
    const provider = createFakePaymentProvider();
    const { actor } = start({ ...provider.functions, tokeniseCard: tokenFor });
    actor.send({ type: 'payment.card.submit', card: { number: 'bad' } });
    await waitFor(actor, (s) => s.matches('ready'));
    const { context } = actor.getSnapshot();
    expect(context.cardError?.id).toBe('card.tokenFailed');
    expect(context.cardFields['number']?.id).toBe('card.numberInvalid');
    expect(context.card).toBeNull();
    expect(context.idempotencyKey).toBeNull();
    expect(provider.charges).toBe(0);
    // The next card clears the previous problems.
    actor.send({ type: 'payment.card.submit', card: { number: '4111111111111111' } });
    expect(actor.getSnapshot().context.cardError).toBeNull();
    expect(actor.getSnapshot().context.cardFields).toEqual({});
  });

  it('shows the payment error when the tokeniser itself fails, and nothing is charged', async () => {
    const provider = createFakePaymentProvider();
    const { actor } = start({
      ...provider.functions,
      tokeniseCard: () => Promise.reject(new Error('reader unplugged')),
    });
    actor.send({ type: 'payment.card.submit', card: { number: '4111111111111111' } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error?.id).toBe('payment.error');
    expect(actor.getSnapshot().context.card).toBeNull();
    expect(provider.charges).toBe(0);
  });

  it('tokenises at once a card it was started with (an order placed with the card)', async () => {
    const provider = createFakePaymentProvider();
    const actor = createActor(
      paymentSessionMachine.provide({
        actors: createPaymentActors({ ...provider.functions, tokeniseCard: tokenFor }),
      }),
      {
        input: {
          placement,
          paymentMethods: [{ code: 'vitrine_card', title: 'Carte bancaire' }],
          card: { number: '4111111111111111' },
        },
      },
    ).start();
    expect(actor.getSnapshot().matches('tokenising')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(provider.orders).toHaveLength(1);
  });

  it('answers the fingerprint with its actor and waits for the shopper only at the challenge', async () => {
    const provider = createFakePaymentProvider();
    const details: Readonly<Record<string, string>>[] = [];
    const { actor } = start({
      ...provider.functions,
      submitPaymentDetails: (input) => {
        details.push(input.details);
        return provider.functions.submitPaymentDetails(input);
      },
      tokeniseCard: () => Promise.resolve({ ok: true, data: { token: TEST_CARDS.threeDS } }),
      answerFingerprint: dropInFingerprint,
    });
    actor.send({ type: 'payment.card.submit', card: { number: '5454545454545454' } });
    await waitFor(actor, (s) => s.matches('challenging'));
    expect(details).toEqual([{ threeDSResult: 'fp' }]);
    actor.send({ type: 'threeds.challenge', details: { challengeResult: CHALLENGE_PASSWORD } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.resultCode).toBe('Authorised');
    expect(provider.charges).toBe(1);
  });
});
