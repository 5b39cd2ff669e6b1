import { assign, sendTo } from 'xstate';
import { chosenSavedCard, resolveBillingAddress } from './checkout.context.ts';
import type { CheckoutContext, CheckoutEvent } from './checkout.context.ts';
import { checkoutSetup, editing } from './checkout.setup.ts';
import { emptyAddress, placementFailed, reject } from './checkout.transitions.ts';

/**
 * The checkout's `placing` state (`checkout.machine.ts`): restored data confirmed when the
 * transport needs it, then the order placed — by the payment session for a card (events for it
 * passed on, a saved card or a new one with the shopper's "save" choice), by REST or GraphQL for
 * the others.
 */
export const placingState = checkoutSetup.createStateConfig({
  tags: ['submitting', 'placing'],
  entry: 'startPlacement',
  exit: assign({ pendingCard: null, pendingSavedCard: null, pendingSecurityCode: null }),
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
          actions: sendTo('payment', ({ context, event }) => ({
            type: 'payment.savedCard.submit' as const,
            card: chosenSavedCard(context)!,
            ...(event.securityCode ? { securityCode: event.securityCode } : {}),
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
          securityCode: context.pendingSecurityCode,
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
            pendingSecurityCode: null,
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
});
