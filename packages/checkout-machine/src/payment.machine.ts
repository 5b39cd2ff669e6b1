import { assign, emit, setup } from 'xstate';
import { describeCommerceError } from '@vitrine/cart-core';
import { notProvided, toCommerceError } from '@vitrine/commerce-primitives';
import type { CommerceError } from '@vitrine/commerce-primitives';
import type { MessageDescriptor } from '@vitrine/validation';
import type { PaymentPlacement, RandomId } from './checkout.ports.ts';
import { CHALLENGE_TIMEOUT_MS } from './checkout.constants.ts';
import { paymentMessages } from './payment.messages.ts';
import type {
  CardEntry,
  CardPaymentData,
  CardTokenResult,
  PaymentAction,
  PaymentMethodOption,
  PaymentOutcome,
  PaymentResultCode,
} from './payment.types.ts';

/** Context of the payment session (spec §3 Checkout payment session). */
export interface PaymentContext {
  readonly placement: PaymentPlacement;
  readonly randomId: RandomId;
  readonly paymentMethods: readonly PaymentMethodOption[];
  readonly selectedMethod: string | null;
  readonly formValid: boolean;
  /** The card token of the form; kept in memory only. */
  readonly formData: CardPaymentData | null;
  /** The card being tokenised; kept only while the tokeniser runs. */
  readonly card: CardEntry | null;
  /** Why the last card could not be tokenised (the provider's answer), or null. */
  readonly cardError: MessageDescriptor | null;
  /** The provider's problems with the card's fields, keyed by the entry's fields. */
  readonly cardFields: Readonly<Record<string, MessageDescriptor>>;
  /** Idempotency key of the current attempt; a manual retry reuses it (reliability C4). */
  readonly idempotencyKey: string | null;
  /** Idempotency key of the current details call. */
  readonly detailsKey: string | null;
  readonly details: Readonly<Record<string, string>> | null;
  readonly paymentReference: string | null;
  readonly action: PaymentAction | null;
  readonly resultCode: PaymentResultCode | null;
  readonly orderNumber: string | null;
  /** The last outcome as received, refusal reason included (for logs, never displayed). */
  readonly orderDetails: PaymentOutcome | null;
  readonly paymentDetailsCalled: boolean;
  readonly threeDSError: boolean;
  readonly error: MessageDescriptor | null;
  readonly failure: CommerceError | null;
}

/** Input of the payment session. */
export interface PaymentInput {
  readonly placement: PaymentPlacement;
  readonly paymentMethods: readonly PaymentMethodOption[];
  readonly selectedMethod?: string | null;
  /** Random id source for idempotency keys; defaults to `crypto.randomUUID`. */
  readonly randomId?: RandomId;
  /** A card to tokenise and pay with at once (the order was placed with it). */
  readonly card?: CardEntry | null;
}

/** Events of the payment session; the drop-in sends them. */
export type PaymentEvent =
  | { type: 'payment.method.select'; code: string }
  | { type: 'payment.form.change'; valid: boolean; data: CardPaymentData | null }
  | { type: 'payment.submit' }
  /** The card as entered: tokenised by the session's tokeniser, then paid with. */
  | { type: 'payment.card.submit'; card: CardEntry }
  | { type: 'payment.retry' }
  | { type: 'threeds.fingerprint'; details: Readonly<Record<string, string>> }
  | { type: 'threeds.challenge'; details: Readonly<Record<string, string>> }
  | { type: 'threeds.cancel' }
  | { type: 'redirect.returned'; details: Readonly<Record<string, string>> };

/** Events the session emits: the redirect to follow. */
export type PaymentEmitted = { type: 'redirect'; url: string };

/** What the session ends with. */
export interface PaymentOutput {
  readonly resultCode: PaymentResultCode;
  readonly orderNumber: string | null;
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
function routeOutcome() {
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

const tokenised = ({ event }: { event: { output: CardTokenResult } }) => event.output.ok;

const isNetworkFailure = ({ event }: { event: { error: unknown } }) =>
  toCommerceError(event.error).code === 'network';

/**
 * The card payment session of the drop-in: one attempt at a time, 3-D Secure in between, and an
 * idempotency key per attempt that a manual retry reuses, so a double submit or a lost answer
 * can never pay or place twice.
 */
export const paymentSessionMachine = setup({
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
    receiveCard: assign((_, params: { card: CardEntry }) => ({
      card: params.card,
      cardError: null,
      cardFields: {},
      error: null,
      failure: null,
    })),
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
    canSubmit: ({ context }) =>
      context.formValid && context.formData !== null && context.selectedMethod !== null,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    placement: input.placement,
    randomId: input.randomId ?? (() => crypto.randomUUID()),
    paymentMethods: input.paymentMethods,
    selectedMethod: input.selectedMethod ?? input.paymentMethods[0]?.code ?? null,
    formValid: false,
    formData: null,
    card: input.card ?? null,
    cardError: null,
    cardFields: {},
    idempotencyKey: null,
    detailsKey: null,
    details: null,
    paymentReference: null,
    action: null,
    resultCode: null,
    orderNumber: null,
    orderDetails: null,
    paymentDetailsCalled: false,
    threeDSError: false,
    error: null,
    failure: null,
  }),
  initial: 'starting',
  states: {
    // A session started with a card (the order placed with it) tokenises it at once.
    starting: {
      always: [{ guard: 'hasCard', target: 'tokenising' }, { target: 'ready' }],
    },
    ready: {
      tags: ['idle'],
      on: {
        'payment.method.select': { actions: assign({ selectedMethod: ({ event }) => event.code }) },
        'payment.form.change': {
          actions: assign({
            formValid: ({ event }) => event.valid,
            formData: ({ event }) => event.data,
          }),
        },
        'payment.submit': [
          { guard: 'canSubmit', target: 'submitting', actions: 'startAttempt' },
          { actions: assign({ error: paymentMessages.invalidForm }) },
        ],
        'payment.card.submit': {
          target: 'tokenising',
          actions: { type: 'receiveCard', params: ({ event }) => ({ card: event.card }) },
        },
      },
    },
    // The card goes to the provider, which answers a one-time token; a token pays once, so each
    // attempt tokenises again. No order and no payment exist yet: a problem leaves the form.
    tokenising: {
      tags: ['busy', 'tokenising'],
      invoke: {
        id: 'tokeniseCard',
        src: 'tokeniseCard',
        input: ({ context }) => ({ card: context.card ?? {} }),
        onDone: [
          {
            guard: ({ context, event }) => event.output.ok && context.selectedMethod !== null,
            target: 'submitting',
            actions: [
              { type: 'acceptToken', params: ({ event }) => ({ result: event.output }) },
              'startAttempt',
            ],
          },
          {
            guard: tokenised,
            target: 'ready',
            actions: [
              { type: 'acceptToken', params: ({ event }) => ({ result: event.output }) },
              assign({ error: paymentMessages.invalidForm }),
            ],
          },
          {
            target: 'ready',
            actions: { type: 'acceptToken', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: {
          target: 'ready',
          actions: assign(({ event }) => ({
            card: null,
            formValid: false,
            formData: null,
            failure: toCommerceError(event.error),
            error: paymentMessages.error,
          })),
        },
      },
    },
    submitting: {
      tags: ['busy', 'placing'],
      invoke: {
        id: 'submitPayment',
        src: 'submitPayment',
        input: ({ context }) => ({
          placement: context.placement,
          method: context.selectedMethod ?? '',
          paymentData: context.formData ?? { token: '' },
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: routeOutcome(),
        onError: [
          // The answer was lost: the attempt may have gone through, so only a retry with the
          // same key is offered, never a new attempt.
          {
            guard: isNetworkFailure,
            target: 'interrupted',
            actions: {
              type: 'recordInterruption',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            target: 'ready',
            actions: { type: 'recordRejection', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    interrupted: {
      tags: ['busy'],
      on: { 'payment.retry': { target: 'submitting', actions: assign({ error: null }) } },
    },
    identifying: {
      tags: ['busy', 'threeDS'],
      // The drop-in answers the device fingerprint itself: no shopper is involved.
      invoke: {
        id: 'answerFingerprint',
        src: 'answerFingerprint',
        input: ({ context }) => ({ action: context.action }),
        onDone: {
          target: 'submittingDetails',
          actions: { type: 'startDetails', params: ({ event }) => ({ details: event.output }) },
        },
        // No answering actor (or it failed): a `threeds.fingerprint` event answers instead.
        onError: { actions: [] },
      },
      on: {
        'threeds.fingerprint': {
          target: 'submittingDetails',
          actions: { type: 'startDetails', params: ({ event }) => ({ details: event.details }) },
        },
      },
    },
    challenging: {
      tags: ['busy', 'threeDS', 'dialog'],
      after: {
        [CHALLENGE_TIMEOUT_MS]: {
          target: 'ready',
          actions: assign({
            idempotencyKey: null,
            threeDSError: true,
            error: paymentMessages.challengeExpired,
          }),
        },
      },
      on: {
        'threeds.challenge': {
          target: 'submittingDetails',
          actions: { type: 'startDetails', params: ({ event }) => ({ details: event.details }) },
        },
        'threeds.cancel': {
          target: 'ready',
          actions: assign({
            idempotencyKey: null,
            threeDSError: true,
            error: paymentMessages.cancelled,
          }),
        },
      },
    },
    redirecting: {
      tags: ['busy', 'redirect'],
      entry: emit(({ context }) => ({ type: 'redirect' as const, url: context.action?.url ?? '' })),
      on: {
        'redirect.returned': {
          target: 'submittingDetails',
          actions: { type: 'startDetails', params: ({ event }) => ({ details: event.details }) },
        },
      },
    },
    submittingDetails: {
      tags: ['busy', 'placing', 'threeDS'],
      invoke: {
        id: 'submitPaymentDetails',
        src: 'submitPaymentDetails',
        input: ({ context }) => ({
          placement: context.placement,
          paymentReference: context.paymentReference ?? '',
          details: context.details ?? {},
          idempotencyKey: context.detailsKey ?? '',
        }),
        onDone: routeOutcome(),
        onError: [
          {
            guard: isNetworkFailure,
            target: 'detailsInterrupted',
            actions: {
              type: 'recordInterruption',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            target: 'ready',
            actions: [
              { type: 'recordRejection', params: ({ event }) => ({ error: event.error }) },
              assign({ threeDSError: true }),
            ],
          },
        ],
      },
    },
    detailsInterrupted: {
      tags: ['busy', 'threeDS'],
      on: { 'payment.retry': { target: 'submittingDetails', actions: assign({ error: null }) } },
    },
    authorised: { type: 'final', tags: ['done'] },
    pending: { type: 'final', tags: ['done'] },
  },
  output: ({ context }) => ({
    resultCode: context.resultCode ?? 'Authorised',
    orderNumber: context.orderNumber,
  }),
});
