import { assign, emit } from 'xstate';
import { toCommerceError } from '@vitrine/commerce-primitives';
import { CHALLENGE_TIMEOUT_MS } from './checkout.constants.ts';
import { paymentMessages } from './payment.messages.ts';
import {
  isNetworkFailure,
  paymentRequest,
  paymentSetup,
  routeOutcome,
  tokenised,
} from './payment.setup.ts';

export type {
  PaymentContext,
  PaymentEmitted,
  PaymentEvent,
  PaymentInput,
  PaymentOutput,
} from './payment.context.ts';

/**
 * The card payment session of the drop-in: one attempt at a time, 3-D Secure in between, and an
 * idempotency key per attempt that a manual retry reuses, so a double submit or a lost answer
 * can never pay or place twice.
 */
export const paymentSessionMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => ({
    placement: input.placement,
    randomId: input.randomId ?? (() => crypto.randomUUID()),
    paymentMethods: input.paymentMethods,
    selectedMethod: input.selectedMethod ?? input.paymentMethods[0]?.code ?? null,
    formValid: false,
    formData: null,
    card: input.card ?? null,
    saveCard: input.saveCard ?? false,
    savedCard: input.savedCard ?? null,
    securityCode: input.savedCard ? input.securityCode || null : null,
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
    // A session started with a card (the order placed with it) tokenises it at once; with a saved
    // card it pays at once, once its security code is tokenised when the provider asks for it.
    starting: {
      always: [
        { guard: 'hasCard', target: 'tokenising' },
        {
          guard: ({ context }) => context.savedCard !== null && context.securityCode !== null,
          target: 'securingSavedCard',
          actions: {
            type: 'receiveSavedCard',
            params: ({ context }) => ({
              card: context.savedCard!,
              securityCode: context.securityCode,
            }),
          },
        },
        {
          guard: 'hasSavedCard',
          target: 'submitting',
          actions: [
            {
              type: 'receiveSavedCard',
              params: ({ context }) => ({ card: context.savedCard! }),
            },
            'startAttempt',
          ],
        },
        { target: 'ready' },
      ],
    },
    ready: {
      tags: ['idle'],
      on: {
        'payment.method.select': { actions: assign({ selectedMethod: ({ event }) => event.code }) },
        'payment.form.change': {
          actions: assign({
            formValid: ({ event }) => event.valid,
            formData: ({ event }) => event.data,
            savedCard: null,
          }),
        },
        'payment.submit': [
          { guard: 'canSubmit', target: 'submitting', actions: 'startAttempt' },
          { actions: assign({ error: paymentMessages.invalidForm }) },
        ],
        'payment.card.submit': {
          target: 'tokenising',
          actions: {
            type: 'receiveCard',
            params: ({ event }) => ({ card: event.card, saveCard: event.saveCard ?? false }),
          },
        },
        'payment.savedCard.submit': [
          {
            guard: ({ event }) => Boolean(event.securityCode),
            target: 'securingSavedCard',
            actions: {
              type: 'receiveSavedCard',
              params: ({ event }) => ({
                card: event.card,
                securityCode: event.securityCode ?? null,
              }),
            },
          },
          {
            target: 'submitting',
            actions: [
              { type: 'receiveSavedCard', params: ({ event }) => ({ card: event.card }) },
              'startAttempt',
            ],
          },
        ],
      },
    },
    // The provider asks for the saved card's security code again: it gets the code and answers a
    // one-time token, which pays this attempt (each attempt asks again). No payment exists yet:
    // a problem goes back to the choice, with the provider's verdict under the code's field.
    securingSavedCard: {
      tags: ['busy', 'tokenising'],
      invoke: {
        id: 'tokeniseSecurityCode',
        src: 'tokeniseSecurityCode',
        input: ({ context }) => ({
          publicHash: context.savedCard?.publicHash ?? '',
          securityCode: context.securityCode ?? '',
        }),
        onDone: [
          {
            guard: tokenised,
            target: 'submitting',
            actions: [
              { type: 'acceptSecurityCode', params: ({ event }) => ({ result: event.output }) },
              'startAttempt',
            ],
          },
          {
            target: 'ready',
            actions: {
              type: 'acceptSecurityCode',
              params: ({ event }) => ({ result: event.output }),
            },
          },
        ],
        onError: {
          target: 'ready',
          actions: assign(({ event }) => ({
            securityCode: null,
            failure: toCommerceError(event.error),
            error: paymentMessages.error,
          })),
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
          ...paymentRequest(context),
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
