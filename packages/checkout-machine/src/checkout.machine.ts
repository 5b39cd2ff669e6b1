import { assign, emit, sendTo } from 'xstate';
import {
  chosenSavedCard,
  initialCheckoutContext,
  resolveBillingAddress,
} from './checkout.context.ts';
import type { CheckoutContext, CheckoutEvent } from './checkout.context.ts';
import { checkoutSetup, editing } from './checkout.setup.ts';
import {
  accept,
  editTo,
  emptyAddress,
  emptyOrder,
  needsCart,
  placementFailed,
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
            }),
          },
          { target: 'routing' },
        ],
        'step.edit': editTo('shippingAddress', 'shippingMethod', 'billingAddress', 'paymentMethod'),
      },
    },
    placing: {
      tags: ['submitting', 'placing'],
      entry: 'startPlacement',
      exit: assign({ pendingCard: null, pendingSavedCard: null }),
      // Reset, begin and edits wait: the order may be going through right now.
      on: { 'checkout.reset': {}, 'checkout.begin': {} },
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'confirmsShipping', target: 'confirmingShipping' },
            { guard: 'confirmsCart', target: 'confirmingCart' },
            { target: 'choosingPayment' },
          ],
        },
        // The GraphQL transport's confirmation of restored data: the steps' setters again.
        confirmingCart: {
          invoke: {
            id: 'confirmCart',
            src: 'confirmCart',
            input: ({ context }) => ({
              cartId: context.cartId ?? '',
              signedIn: context.signedIn,
              shippingAddress: context.shippingAddress ?? emptyAddress,
              carrierCode: context.shippingMethod?.carrierCode ?? '',
              methodCode: context.shippingMethod?.methodCode ?? '',
              billing: context.billingAddress ?? { sameAsShippingAddress: true as const },
              payment: {
                code: context.paymentMethod?.code ?? '',
                kind: context.paymentMethod?.kind ?? ('offline' as const),
              },
            }),
            onDone: 'choosingPayment',
            onError: { target: '#checkout.review', actions: reject('order') },
          },
        },
        confirmingShipping: {
          invoke: {
            id: 'saveShippingInformation',
            src: 'saveShippingInformation',
            input: ({ context }) => ({
              cartId: context.cartId ?? '',
              signedIn: context.signedIn,
              shippingAddress: context.shippingAddress ?? emptyAddress,
              billingAddress: resolveBillingAddress(context) ?? emptyAddress,
              carrierCode: context.shippingMethod?.carrierCode ?? '',
              methodCode: context.shippingMethod?.methodCode ?? '',
            }),
            onDone: {
              target: 'choosingPayment',
              actions: {
                type: 'rememberPaymentMethods',
                params: ({ event }) => ({ methods: event.output.paymentMethods }),
              },
            },
            onError: { target: '#checkout.review', actions: reject('order') },
          },
        },
        choosingPayment: {
          always: [
            { guard: 'isCardPayment', target: 'paying' },
            { guard: 'usesRest', target: 'savingPayment' },
            { target: 'placingOrder' },
          ],
        },
        savingPayment: {
          invoke: {
            id: 'savePaymentInformation',
            src: 'savePaymentInformation',
            input: ({ context }) => ({
              cartId: context.cartId ?? '',
              signedIn: context.signedIn,
              ...(!context.signedIn && context.shippingAddress?.email
                ? { email: context.shippingAddress.email }
                : {}),
              billingAddress: resolveBillingAddress(context) ?? emptyAddress,
              paymentMethod: {
                method: context.paymentMethod?.code ?? '',
                ...(context.paymentMethod?.data?.nonce
                  ? { nonce: context.paymentMethod.data.nonce }
                  : {}),
              },
              idempotencyKey: context.orderKey ?? '',
            }),
            onDone: {
              target: '#checkout.finishing',
              actions: [
                { type: 'completeOrder', params: ({ event }) => event.output },
                'clearSavedCheckout',
              ],
            },
            onError: placementFailed,
          },
        },
        placingOrder: {
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({
              cartId: context.cartId ?? '',
              idempotencyKey: context.orderKey ?? '',
            }),
            onDone: {
              target: '#checkout.finishing',
              actions: [
                { type: 'completeOrder', params: ({ event }) => event.output },
                'clearSavedCheckout',
              ],
            },
            onError: placementFailed,
          },
        },
        paying: {
          on: {
            // A new card goes with the shopper's "save this card" choice.
            'payment.card.submit': {
              actions: sendTo('payment', ({ context, event }) => ({
                ...event,
                saveCard: context.signedIn && context.saveNewCard,
              })),
            },
            'savedCard.pay': {
              guard: ({ context }) => chosenSavedCard(context) !== null,
              actions: sendTo('payment', ({ context }) => ({
                type: 'payment.savedCard.submit' as const,
                card: chosenSavedCard(context)!,
              })),
            },
            'payment.*': { actions: sendTo('payment', ({ event }) => event) },
            'threeds.*': { actions: sendTo('payment', ({ event }) => event) },
            'redirect.returned': { actions: sendTo('payment', ({ event }) => event) },
            // After a refusal the shopper may choose another way to pay (cart kept).
            'step.edit': (
              ['shippingAddress', 'shippingMethod', 'billingAddress', 'paymentMethod'] as const
            ).map((step) => ({
              guard: ({ context, event }: { context: CheckoutContext; event: CheckoutEvent }) =>
                !context.paymentBusy && editing(step)({ event }),
              target: `#checkout.${step}` as const,
            })),
            'checkout.reset': { guard: 'paymentIdle', target: '#checkout.idle', actions: 'reset' },
          },
          invoke: {
            id: 'payment',
            src: 'paymentSession',
            input: ({ context }) => ({
              placement: {
                cartId: context.cartId ?? '',
                signedIn: context.signedIn,
                email: context.shippingAddress?.email ?? null,
                billingAddress: resolveBillingAddress(context),
              },
              paymentMethods: context.paymentMethods,
              selectedMethod: context.paymentMethod?.code ?? null,
              randomId: context.randomId,
              card: context.pendingCard,
              saveCard: context.signedIn && context.saveNewCard,
              savedCard: context.pendingSavedCard,
            }),
            onSnapshot: {
              // The session has the card: the checkout lets go of it.
              actions: assign({
                paymentBusy: ({ event }) => event.snapshot.hasTag('busy'),
                paymentAttempted: ({ event }) =>
                  event.snapshot.context.orderDetails !== null ||
                  event.snapshot.context.failure !== null,
                pendingCard: null,
                pendingSavedCard: null,
              }),
            },
            onDone: {
              target: '#checkout.finishing',
              actions: [
                assign({ paymentBusy: false, paymentAttempted: false }),
                {
                  type: 'completeOrder',
                  params: ({ event }) => ({ orderNumber: event.output.orderNumber ?? null }),
                },
                'clearSavedCheckout',
              ],
            },
          },
        },
      },
    },
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
