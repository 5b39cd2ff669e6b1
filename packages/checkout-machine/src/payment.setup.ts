import { assign, setup } from 'xstate';
import { describeCommerceError } from '@vitrine/cart-core';
import { notProvided, toCommerceError } from '@vitrine/commerce-primitives';
import type { PaymentPlacement } from './checkout.ports.ts';
import { paymentMessages } from './payment.messages.ts';
import type {
  CardEntry,
  CardPaymentData,
  CardTokenResult,
  PaymentAction,
  PaymentOutcome,
  PaymentResultCode,
} from './payment.types.ts';
import type {
  PaymentContext,
  PaymentEmitted,
  PaymentEvent,
  PaymentInput,
  PaymentOutput,
} from './payment.context.ts';
import type { SavedCard } from './saved-cards.ts';
import { vaultMethodCode } from './saved-cards.ts';

/**
 * What `submitPayment` is given: a saved card pays by the vault method with its public hash;
 * a new card by the chosen method with its token (and the shopper's wish to save it).
 */
export function paymentRequest(context: PaymentContext): {
  method: string;
  paymentData: CardPaymentData;
} {
  if (context.savedCard) {
    const securityCodeToken = context.formData?.securityCodeToken;
    return {
      method: vaultMethodCode(context.savedCard.methodCode),
      paymentData: {
        token: '',
        publicHash: context.savedCard.publicHash,
        ...(securityCodeToken ? { securityCodeToken } : {}),
      },
    };
  }
  return {
    method: context.selectedMethod ?? '',
    paymentData: {
      ...(context.formData ?? { token: '' }),
      ...(context.saveCard && context.placement.signedIn ? { saveCard: true } : {}),
    },
  };
}

type OutcomeEvent = { output: PaymentOutcome };

const resultIs =
  (...codes: PaymentResultCode[]) =>
  ({ event }: { event: OutcomeEvent }) =>
    codes.includes(event.output.resultCode);

/**
 * Routes an outcome by result code (reliability §4): Authorised ends the session; 3-D Secure
 * codes lead to the further step; Refused/Error/Cancelled go back to the form with the cart
 * kept; Pending/Received end it as "awaiting payment" so no second charge can start.
 */
export function routeOutcome() {
  const receive = {
    type: 'receiveOutcome',
    params: ({ event }: { event: OutcomeEvent }) => ({ outcome: event.output }),
  } as const;
  return [
    { guard: resultIs('Authorised'), target: 'authorised', actions: [receive] },
    { guard: resultIs('Pending', 'Received'), target: 'pending', actions: [receive] },
    { guard: resultIs('IdentifyShopper'), target: 'identifying', actions: [receive] },
    { guard: resultIs('ChallengeShopper'), target: 'challenging', actions: [receive] },
    { guard: resultIs('RedirectShopper'), target: 'redirecting', actions: [receive] },
    { guard: resultIs('Refused'), target: 'ready', actions: [receive, 'endAttemptRefused'] },
    { guard: resultIs('Cancelled'), target: 'ready', actions: [receive, 'endAttemptCancelled'] },
    { target: 'ready', actions: [receive, 'endAttemptFailed'] },
  ] as const;
}

export const tokenised = ({ event }: { event: { output: CardTokenResult } }) => event.output.ok;

export const isNetworkFailure = ({ event }: { event: { error: unknown } }) =>
  toCommerceError(event.error).code === 'network';

/** The payment session's types, actors (injected), actions and guards. */
export const paymentSetup = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    emitted: {} as PaymentEmitted,
    output: {} as PaymentOutput,
  },
  actors: {
    submitPayment: notProvided<
      PaymentOutcome,
      {
        placement: PaymentPlacement;
        method: string;
        paymentData: CardPaymentData;
        idempotencyKey: string;
      }
    >('submitPayment'),
    submitPaymentDetails: notProvided<
      PaymentOutcome,
      {
        placement: PaymentPlacement;
        paymentReference: string;
        details: Readonly<Record<string, string>>;
        idempotencyKey: string;
      }
    >('submitPaymentDetails'),
    /** Card entry in, the provider's one-time token or its field problems out (as data). */
    tokeniseCard: notProvided<CardTokenResult, { card: CardEntry }>('tokeniseCard'),
    /** A saved card's security code in, the provider's one-time token (`data.token`) out. */
    tokeniseSecurityCode: notProvided<
      CardTokenResult,
      { publicHash: string; securityCode: string }
    >('tokeniseSecurityCode'),
    /**
     * The drop-in's answer to a 3-D Secure fingerprint (no shopper involved). Without it the
     * session waits for a `threeds.fingerprint` event.
     */
    answerFingerprint: notProvided<
      Readonly<Record<string, string>>,
      { action: PaymentAction | null }
    >('answerFingerprint'),
  },
  actions: {
    receiveCard: assign((_, params: { card: CardEntry; saveCard?: boolean }) => ({
      card: params.card,
      saveCard: params.saveCard ?? false,
      savedCard: null,
      cardError: null,
      cardFields: {},
      error: null,
      failure: null,
    })),
    // A saved card needs no tokenising: its last four digits are known (the 3-D Secure dialog
    // names them), its public hash pays.
    receiveSavedCard: assign((_, params: { card: SavedCard; securityCode?: string | null }) => ({
      card: null,
      savedCard: params.card,
      securityCode: params.securityCode || null,
      formValid: true,
      formData: { token: '', ...(params.card.lastFour ? { lastFour: params.card.lastFour } : {}) },
      cardError: null,
      cardFields: {},
      error: null,
      failure: null,
    })),
    // The security code's token pays this attempt only (the code itself is let go of now).
    acceptSecurityCode: assign(({ context }, params: { result: CardTokenResult }) =>
      params.result.ok
        ? {
            securityCode: null,
            formData: {
              ...context.formData,
              token: '',
              securityCodeToken: params.result.data.token,
            },
          }
        : {
            securityCode: null,
            cardError: params.result.message,
            cardFields: params.result.fields,
          },
    ),
    acceptToken: assign((_, params: { result: CardTokenResult }) =>
      params.result.ok
        ? { card: null, formValid: true, formData: params.result.data }
        : {
            card: null,
            formValid: false,
            formData: null,
            cardError: params.result.message,
            cardFields: params.result.fields,
          },
    ),
    startAttempt: assign(({ context }) => ({
      idempotencyKey: context.randomId(),
      error: null,
      failure: null,
      threeDSError: false,
      paymentDetailsCalled: false,
      paymentReference: null,
      action: null,
    })),
    startDetails: assign(({ context }, params: { details: Readonly<Record<string, string>> }) => ({
      details: params.details,
      detailsKey: context.randomId(),
      paymentDetailsCalled: true,
    })),
    receiveOutcome: assign(({ context }, params: { outcome: PaymentOutcome }) => ({
      resultCode: params.outcome.resultCode,
      orderNumber: params.outcome.orderNumber ?? context.orderNumber,
      paymentReference: params.outcome.paymentReference ?? context.paymentReference,
      action: params.outcome.action ?? null,
      orderDetails: params.outcome,
    })),
    endAttemptRefused: assign(({ context }) => ({
      idempotencyKey: null,
      error: paymentMessages.refused,
      threeDSError: context.paymentDetailsCalled,
    })),
    endAttemptCancelled: assign({ idempotencyKey: null, error: paymentMessages.cancelled }),
    endAttemptFailed: assign(({ context }) => ({
      idempotencyKey: null,
      error: paymentMessages.error,
      threeDSError: context.paymentDetailsCalled,
    })),
    recordRejection: assign((_, params: { error: unknown }) => {
      const failure = toCommerceError(params.error);
      return { idempotencyKey: null, failure, error: describeCommerceError(failure) };
    }),
    recordInterruption: assign((_, params: { error: unknown }) => ({
      failure: toCommerceError(params.error),
      error: paymentMessages.interrupted,
    })),
  },
  guards: {
    hasCard: ({ context }) => context.card !== null,
    hasSavedCard: ({ context }) => context.savedCard !== null,
    hasSecurityCode: ({ context }) => context.securityCode !== null,
    canSubmit: ({ context }) =>
      context.formValid && context.formData !== null && context.selectedMethod !== null,
  },
});
