import { assign, emit } from 'xstate';
import { chosenSavedCard, initialCheckoutContext } from './checkout.context.ts';
import { placingState } from './checkout.placing.ts';
import { checkoutSetup } from './checkout.setup.ts';
import {
  accept,
  editTo,
  emptyAddress,
  emptyOrder,
  needsCart,
  refuse,
  reject,
} from './checkout.transitions.ts';

export type {
  CheckoutContext,
  CheckoutDraft,
  CheckoutEmitted,
  CheckoutError,
  CheckoutEvent,
  CheckoutInput,
  OrderTransport,
} from './checkout.context.ts';

/**
 * The checkout (spec §4 Checkout flow): begin restores the saved data, then shipping address →
 * shipping method → billing address → payment method → order → receipt. Each step submits
 * (`isSubmitting`), then is accepted (value stored and saved, `step.accepted` emitted) or
 * rejected (error stored, `step.rejected` emitted for the caller). A card order runs the payment
 * session as a child; events for it are passed on.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  initial: 'idle',
  on: {
    'checkout.reset': { target: '.idle', actions: 'reset' },
    // Coming back to the checkout begins again from the saved data (a reload does the same).
    'checkout.begin': { target: '.routing', actions: 'begin' },
    // Saved cards are a signed-in customer's; the choice waits while a payment is under way.
    'savedCards.set': { guard: 'signedInAndIdle', actions: 'setSavedCards' },
    'card.choose': {
      guard: ({ context, event }) =>
        !context.paymentBusy &&
        (event.publicHash === null ||
          context.savedCards.some((card) => card.publicHash === event.publicHash)),
      actions: assign({ chosenCard: ({ event }) => event.publicHash }),
    },
    'card.save': {
      guard: 'signedInAndIdle',
      actions: assign({ saveNewCard: ({ event }) => event.save }),
    },
  },
  states: {
    idle: {},
    routing: {
      always: [
        { guard: ({ context }) => !context.shippingAddress, target: 'shippingAddress' },
        { guard: ({ context }) => !context.shippingMethod, target: 'shippingMethod' },
        { guard: ({ context }) => !context.billingAddress, target: 'billingAddress' },
        { guard: ({ context }) => !context.paymentMethod, target: 'paymentMethod' },
        { target: 'review' },
      ],
    },
    shippingAddress: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'shippingAddress.submit': [
              needsCart('shippingAddress'),
              { guard: 'guestWithoutEmail', actions: refuse('shippingAddress', 'email') },
              { target: 'submitting', actions: 'draft' },
            ],
          },
        },
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'submitShippingAddress',
            src: 'submitShippingAddress',
            input: ({ context }) => {
              const draft = context.draft?.step === 'shippingAddress' ? context.draft : null;
              return {
                cartId: context.cartId ?? '',
                signedIn: context.signedIn,
                address: draft?.address ?? emptyAddress,
                ...(draft?.customerAddressId !== undefined
                  ? { customerAddressId: draft.customerAddressId }
                  : {}),
              };
            },
            onDone: {
              target: '#checkout.routing',
              actions: [
                {
                  type: 'acceptShippingAddress',
                  params: ({ event }) => ({ shippingMethods: event.output.shippingMethods }),
                },
                ...accept('shippingAddress'),
              ],
            },
            onError: { target: 'editing', actions: reject('shippingAddress') },
          },
        },
      },
    },
    shippingMethod: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'shippingMethod.submit': [
              needsCart('shippingMethod'),
              { target: 'submitting', actions: 'draftShippingMethod' },
            ],
            'step.edit': editTo('shippingAddress'),
          },
        },
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'submitShippingMethod',
            src: 'submitShippingMethod',
            input: ({ context }) => ({
              cartId: context.cartId ?? '',
              carrierCode:
                context.draft?.step === 'shippingMethod' ? context.draft.choice.carrierCode : '',
              methodCode:
                context.draft?.step === 'shippingMethod' ? context.draft.choice.methodCode : '',
            }),
            onDone: {
              target: '#checkout.routing',
              actions: ['acceptShippingMethod', ...accept('shippingMethod')],
            },
            onError: { target: 'editing', actions: reject('shippingMethod') },
          },
        },
      },
    },
    billingAddress: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'billingAddress.submit': [
              needsCart('billingAddress'),
              { target: 'submitting', actions: 'draft' },
            ],
            'step.edit': editTo('shippingAddress', 'shippingMethod'),
          },
        },
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'submitBillingAddress',
            src: 'submitBillingAddress',
            input: ({ context }) => ({
              cartId: context.cartId ?? '',
              billing:
                context.draft?.step === 'billingAddress'
                  ? context.draft.billing
                  : { sameAsShippingAddress: true as const },
            }),
            onDone: {
              target: '#checkout.routing',
              actions: ['acceptBillingAddress', ...accept('billingAddress')],
            },
            onError: { target: 'editing', actions: reject('billingAddress') },
          },
        },
      },
    },
    paymentMethod: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'paymentMethod.submit': [
              needsCart('paymentMethod'),
              { target: 'submitting', actions: 'draft' },
            ],
            'step.edit': editTo('shippingAddress', 'shippingMethod', 'billingAddress'),
          },
        },
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'submitPaymentMethod',
            src: 'submitPaymentMethod',
            input: ({ context }) => {
              const choice = context.draft?.step === 'paymentMethod' ? context.draft.choice : null;
              return {
                cartId: context.cartId ?? '',
                code: choice?.code ?? '',
                kind: choice?.kind ?? ('offline' as const),
                ...(choice?.data?.nonce ? { nonce: choice.data.nonce } : {}),
              };
            },
            onDone: {
              target: '#checkout.routing',
              actions: ['acceptPaymentMethod', ...accept('paymentMethod')],
            },
            onError: { target: 'editing', actions: reject('paymentMethod') },
          },
        },
      },
    },
    review: {
      on: {
        'order.place': [
          { guard: 'missingCartId', actions: refuse('order', 'cartId') },
          {
            guard: 'readyToPlace',
            target: 'placing',
            // The card typed in, or else the saved card chosen (a card order only).
            actions: assign({
              pendingCard: ({ event }) => event.card ?? null,
              pendingSavedCard: ({ context, event }) =>
                event.card || context.paymentMethod?.kind !== 'card'
                  ? null
                  : chosenSavedCard(context),
              pendingSecurityCode: ({ context, event }) =>
                event.card || context.paymentMethod?.kind !== 'card'
                  ? null
                  : event.securityCode || null,
            }),
          },
          { target: 'routing' },
        ],
        'step.edit': editTo('shippingAddress', 'shippingMethod', 'billingAddress', 'paymentMethod'),
      },
    },
    placing: placingState,
    finishing: {
      tags: ['submitting'],
      on: { 'checkout.reset': {}, 'checkout.begin': {} },
      invoke: {
        id: 'renewCart',
        src: 'renewCart',
        // The order is placed whatever happens to the new cart: the receipt shows either way.
        onDone: 'receipt',
        onError: 'receipt',
      },
    },
    receipt: {
      entry: [
        emit(({ context }) => ({
          type: 'order.placed' as const,
          receipt: context.receipt ?? { order: emptyOrder },
        })),
        'navigateGuestToAccount',
      ],
    },
  },
});
