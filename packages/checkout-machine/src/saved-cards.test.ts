import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { AnyActorRef } from 'xstate';
import type { PaymentFunctions, SubmitPaymentFn } from './checkout.ports.ts';
import type { PaymentSnapshot } from './payment.selectors.ts';
import { startCheckout, walkToReview } from './checkout.test-utils.ts';
import type { SavedCard } from './saved-cards.ts';
import { isSavedCardUsable, offeredSavedCards, vaultMethodCode } from './saved-cards.ts';
import {
  CHALLENGE_PASSWORD,
  TEST_CARDS,
  createFakePaymentProvider,
} from './testing/fake-payment-provider.ts';

const card = (publicHash: string, expires: string | null, lastFour = '4444'): SavedCard => ({
  publicHash,
  methodCode: 'vitrine_card',
  brand: 'MC',
  lastFour,
  expires,
});

const NOW = new Date('2026-11-27T06:00:00Z');

describe('which saved cards the checkout offers', () => {
  it('offers a card to the end of its expiry month, never after', () => {
    expect(isSavedCardUsable(card('a', '11/2026'), NOW)).toBe(true);
    expect(isSavedCardUsable(card('a', '11/2026'), new Date('2026-11-30T23:59:59Z'))).toBe(true);
    expect(isSavedCardUsable(card('a', '11/2026'), new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isSavedCardUsable(card('a', '10/2026'), NOW)).toBe(false);
  });

  it('leaves out a card whose expiry cannot be read, and keeps the server’s order', () => {
    const cards = [
      card('b', '03/2030'),
      card('x', null),
      card('y', '13/2030'),
      card('c', '01/2027'),
    ];
    expect(offeredSavedCards(cards, NOW).map((c) => c.publicHash)).toEqual(['b', 'c']);
  });

  it('pays a saved card with the vault method of its card method', () => {
    expect(vaultMethodCode('vitrine_card')).toBe('vitrine_card_vault');
  });
});

/** The fake provider, paying a saved card as the card it was saved from. */
function vaultProvider(tokens: Readonly<Record<string, string>>) {
  const provider = createFakePaymentProvider();
  const calls: Parameters<SubmitPaymentFn>[0][] = [];
  const functions: PaymentFunctions = {
    ...provider.functions,
    submitPayment: (input) => {
      calls.push(input);
      const token = input.paymentData.publicHash
        ? (tokens[input.paymentData.publicHash] ?? 'unknown')
        : input.paymentData.token;
      return provider.functions.submitPayment({
        ...input,
        paymentData: { ...input.paymentData, token },
      });
    },
    tokeniseCard: (entry) =>
      Promise.resolve({ ok: true, data: { token: entry['token'] ?? '', lastFour: '1111' } }),
    answerFingerprint: (action) => ({ threeDSResult: action?.token ?? '' }),
  };
  return { provider, calls, functions };
}

const paymentChild = (actor: ReturnType<typeof startCheckout>['actor']) =>
  actor.getSnapshot().children['payment'] as AnyActorRef | undefined;
const sessionContext = (actor: ReturnType<typeof startCheckout>['actor']) =>
  (paymentChild(actor)!.getSnapshot() as PaymentSnapshot).context;

describe('paying with a saved card', () => {
  it('offers the unexpired cards first chosen, and pays the chosen one by its public hash with 3-D Secure', async () => {
    const { provider, calls, functions } = vaultProvider({ 'hash-3ds': TEST_CARDS.threeDS });
    const { actor } = startCheckout({ payment: functions });
    await walkToReview(actor, 'card', true);
    actor.send({
      type: 'savedCards.set',
      cards: [card('hash-old', '01/2020'), card('hash-3ds', '03/2030', '5454')],
      now: NOW,
    });
    expect(actor.getSnapshot().context.savedCards.map((c) => c.publicHash)).toEqual(['hash-3ds']);
    expect(actor.getSnapshot().context.chosenCard).toBe('hash-3ds');
    actor.send({ type: 'order.place' });
    await waitFor(paymentChild(actor)!, (s: { matches: (v: string) => boolean }) =>
      s.matches('challenging'),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'vitrine_card_vault',
      paymentData: { publicHash: 'hash-3ds' },
    });
    expect(calls[0]?.paymentData.saveCard).toBeUndefined();
    // The 3-D Secure dialog names the saved card's last four digits.
    expect(sessionContext(actor).formData?.lastFour).toBe('5454');
    actor.send({ type: 'threeds.challenge', details: { challengeResult: CHALLENGE_PASSWORD } });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(provider.charges).toBe(1);
  });

  it('pays with another card when the shopper says so, saving it only when ticked', async () => {
    const { calls, functions } = vaultProvider({ 'hash-1': TEST_CARDS.authorised });
    const { actor } = startCheckout({ payment: functions });
    await walkToReview(actor, 'card', true);
    actor.send({ type: 'savedCards.set', cards: [card('hash-1', '03/2030')], now: NOW });
    actor.send({ type: 'card.choose', publicHash: null });
    actor.send({ type: 'card.save', save: true });
    actor.send({ type: 'order.place', card: { token: TEST_CARDS.authorised } });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(calls[0]).toMatchObject({
      method: 'vitrine_card',
      paymentData: { token: TEST_CARDS.authorised, saveCard: true },
    });
    expect(calls[0]?.paymentData.publicHash).toBeUndefined();
  });

  it('never asks to save a guest’s card, nor offers a guest saved cards', async () => {
    const { calls, functions } = vaultProvider({});
    const { actor } = startCheckout({ payment: functions });
    await walkToReview(actor, 'card', false);
    actor.send({ type: 'savedCards.set', cards: [card('hash-1', '03/2030')], now: NOW });
    actor.send({ type: 'card.save', save: true });
    expect(actor.getSnapshot().context.savedCards).toEqual([]);
    expect(actor.getSnapshot().context.saveNewCard).toBe(false);
    actor.send({ type: 'order.place', card: { token: TEST_CARDS.authorised } });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(calls[0]?.paymentData.saveCard).toBeUndefined();
  });

  it('refuses a choice of a card it does not offer, and after a refusal pays again with the saved card', async () => {
    const { provider, calls, functions } = vaultProvider({
      'hash-refused': TEST_CARDS.refused,
      'hash-ok': TEST_CARDS.authorised,
    });
    const { actor } = startCheckout({ payment: functions });
    await walkToReview(actor, 'card', true);
    actor.send({
      type: 'savedCards.set',
      cards: [card('hash-refused', '03/2030'), card('hash-ok', '04/2030')],
      now: NOW,
    });
    actor.send({ type: 'card.choose', publicHash: 'someone-elses' });
    expect(actor.getSnapshot().context.chosenCard).toBe('hash-refused');
    actor.send({ type: 'order.place' });
    await waitFor(paymentChild(actor)!, (s: { matches: (v: string) => boolean }) =>
      s.matches('ready'),
    );
    expect(sessionContext(actor).error?.id).toBe('payment.refused');
    actor.send({ type: 'card.choose', publicHash: 'hash-ok' });
    actor.send({ type: 'savedCard.pay' });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(calls.map((call) => call.paymentData.publicHash)).toEqual(['hash-refused', 'hash-ok']);
    // Two attempts, two keys: the second is a new payment, not a replay of the refusal.
    expect(new Set(calls.map((call) => call.idempotencyKey)).size).toBe(2);
    expect(provider.orders).toHaveLength(1);
  });

  describe('when the provider asks for the security code again', () => {
    /** A provider that tokenises `123` for any card and refuses other codes with a field problem. */
    function withCodes(tokens: Readonly<Record<string, string>>) {
      const base = vaultProvider(tokens);
      const asked: { publicHash: string; securityCode: string }[] = [];
      let issued = 0;
      const functions: PaymentFunctions = {
        ...base.functions,
        tokeniseSecurityCode: (input) => {
          asked.push(input);
          return Promise.resolve(
            input.securityCode === '123'
              ? { ok: true, data: { token: `cvc_${++issued}` } }
              : {
                  ok: false,
                  message: { id: 'card.tokenFailed', defaultMessage: 'Card not accepted' },
                  fields: { cvc: { id: 'card.cvcInvalid', defaultMessage: 'Wrong code' } },
                },
          );
        },
      };
      return { ...base, asked, functions };
    }

    it('tokenises the code it is given, pays with its token, and lets the code go', async () => {
      const { asked, calls, functions } = withCodes({ 'hash-ok': TEST_CARDS.authorised });
      const { actor } = startCheckout({ payment: functions });
      await walkToReview(actor, 'card', true);
      actor.send({ type: 'savedCards.set', cards: [card('hash-ok', '03/2030')], now: NOW });
      actor.send({ type: 'order.place', securityCode: '123' });
      expect(actor.getSnapshot().context.pendingSecurityCode).toBe(null);
      await waitFor(actor, (s) => s.matches('receipt'));
      expect(asked).toEqual([{ publicHash: 'hash-ok', securityCode: '123' }]);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        method: 'vitrine_card_vault',
        paymentData: { publicHash: 'hash-ok', securityCodeToken: 'cvc_1' },
      });
    });

    it('goes back to the choice with the provider’s verdict under the code, charging nothing, then pays with a new token', async () => {
      const { asked, calls, provider, functions } = withCodes({
        'hash-ok': TEST_CARDS.authorised,
      });
      const { actor } = startCheckout({ payment: functions });
      await walkToReview(actor, 'card', true);
      actor.send({ type: 'savedCards.set', cards: [card('hash-ok', '03/2030')], now: NOW });
      actor.send({ type: 'order.place', securityCode: '999' });
      await waitFor(paymentChild(actor)!, (s: { matches: (v: string) => boolean }) =>
        s.matches('ready'),
      );
      expect(calls).toHaveLength(0);
      expect(sessionContext(actor).cardFields).toEqual({
        cvc: { id: 'card.cvcInvalid', defaultMessage: 'Wrong code' },
      });
      expect(sessionContext(actor).securityCode).toBe(null);
      actor.send({ type: 'savedCard.pay', securityCode: '123' });
      await waitFor(actor, (s) => s.matches('receipt'));
      expect(asked.map((call) => call.securityCode)).toEqual(['999', '123']);
      expect(calls.map((call) => call.paymentData.securityCodeToken)).toEqual(['cvc_1']);
      expect(provider.charges).toBe(1);
    });

    it('asks for a new token at each attempt: a token pays once', async () => {
      const { calls, functions } = withCodes({
        'hash-refused': TEST_CARDS.refused,
        'hash-ok': TEST_CARDS.authorised,
      });
      const { actor } = startCheckout({ payment: functions });
      await walkToReview(actor, 'card', true);
      actor.send({
        type: 'savedCards.set',
        cards: [card('hash-refused', '03/2030'), card('hash-ok', '04/2030')],
        now: NOW,
      });
      actor.send({ type: 'order.place', securityCode: '123' });
      await waitFor(paymentChild(actor)!, (s: { matches: (v: string) => boolean }) =>
        s.matches('ready'),
      );
      expect(sessionContext(actor).error?.id).toBe('payment.refused');
      actor.send({ type: 'card.choose', publicHash: 'hash-ok' });
      actor.send({ type: 'savedCard.pay', securityCode: '123' });
      await waitFor(actor, (s) => s.matches('receipt'));
      expect(
        calls.map((call) => [call.paymentData.publicHash, call.paymentData.securityCodeToken]),
      ).toEqual([
        ['hash-refused', 'cvc_1'],
        ['hash-ok', 'cvc_2'],
      ]);
    });

    it('sends no code for a new card, nor a token when none was asked', async () => {
      const { asked, calls, functions } = withCodes({ 'hash-ok': TEST_CARDS.authorised });
      const { actor } = startCheckout({ payment: functions });
      await walkToReview(actor, 'card', true);
      actor.send({ type: 'savedCards.set', cards: [card('hash-ok', '03/2030')], now: NOW });
      actor.send({ type: 'order.place' });
      await waitFor(actor, (s) => s.matches('receipt'));
      expect(asked).toEqual([]);
      expect(calls[0]?.paymentData.securityCodeToken).toBeUndefined();
    });
  });
});
