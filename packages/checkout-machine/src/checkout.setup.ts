import { assign, emit, enqueueActions, setup } from 'xstate';
import { describeCommerceError } from '@vitrine/cart-core';
import { notProvided, toCommerceError } from '@vitrine/commerce-primitives';
import type { CartPaymentMethod, ShippingEstimate } from '@vitrine/cart-core';
import type { MessageDescriptor } from '@vitrine/validation';
import type {
  CheckoutContext,
  CheckoutEmitted,
  CheckoutError,
  CheckoutEvent,
  CheckoutInput,
} from './checkout.context.ts';
import { draftOf, firstIncompleteStep, initialCheckoutContext } from './checkout.context.ts';
import { isPickupAddress } from './checkout.pickup.ts';
import { CREATE_ACCOUNT_PATH } from './checkout.constants.ts';
import { missingCheckoutInformation } from './checkout.messages.ts';
import {
  clearCheckoutData,
  readCheckoutData,
  removeCheckoutData,
  saveCheckoutData,
} from './checkout.storage.ts';
import type {
  Address,
  BillingAddress,
  CheckoutErrorKey,
  CheckoutStep,
  ConfirmCartInput,
  PaymentMethodKind,
} from './checkout.types.ts';
import { paymentSessionMachine } from './payment.machine.ts';
import { offeredSavedCards } from './saved-cards.ts';

type ErrorEvent = { event: { error: unknown } };

/** Params of `reject` from an actor's error event. */
export const rejection =
  (step: CheckoutErrorKey) =>
  ({ event }: ErrorEvent) => ({ step, error: event.error });

/** Params of `reject` for a check made before calling anyone. */
export const missing = (step: CheckoutErrorKey, field: string) => ({
  step,
  message: missingCheckoutInformation(field),
});

/** Guard: the transition's event asks to edit `step`. */
export const editing =
  (step: CheckoutStep) =>
  ({ event }: { event: CheckoutEvent }) =>
    event.type === 'step.edit' && event.step === step;

/**
 * The implementations of the checkout machine: typed placeholders for the commerce calls, the
 * accept/reject actions of the steps and the guards. The statechart is in `checkout.machine.ts`.
 */
/** The steps whose accepted value is saved in storage. */
type SavedStep = 'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'paymentMethod';

export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    submitShippingAddress: notProvided<
      { shippingMethods: ShippingEstimate[] },
      { cartId: string; signedIn: boolean; address: Address; customerAddressId?: number }
    >('submitShippingAddress'),
    submitShippingMethod: notProvided<
      void,
      { cartId: string; carrierCode: string; methodCode: string }
    >('submitShippingMethod'),
    submitBillingAddress: notProvided<void, { cartId: string; billing: BillingAddress }>(
      'submitBillingAddress',
    ),
    submitPaymentMethod: notProvided<
      void,
      { cartId: string; code: string; kind: PaymentMethodKind; nonce?: string }
    >('submitPaymentMethod'),
    saveShippingInformation: notProvided<
      { paymentMethods: CartPaymentMethod[] },
      {
        cartId: string;
        signedIn: boolean;
        shippingAddress: Address;
        billingAddress: Address;
        carrierCode: string;
        methodCode: string;
      }
    >('saveShippingInformation'),
    confirmCart: notProvided<void, ConfirmCartInput>('confirmCart'),
    savePaymentInformation: notProvided<
      { orderNumber: string | null },
      {
        cartId: string;
        signedIn: boolean;
        email?: string;
        billingAddress: Address;
        paymentMethod: { method: string; nonce?: string };
        idempotencyKey: string;
      }
    >('savePaymentInformation'),
    placeOrder: notProvided<{ orderNumber: string }, { cartId: string; idempotencyKey: string }>(
      'placeOrder',
    ),
    renewCart: notProvided<{ cartId: string | null }, void>('renewCart'),
    paymentSession: paymentSessionMachine,
  },
  actions: {
    begin: assign(({ context, event }) => {
      if (event.type !== 'checkout.begin') return {};
      const saved = readCheckoutData(context.storage);
      return {
        ...initialCheckoutContext(context),
        cartId: event.cartId,
        signedIn: event.signedIn,
        // The saved cards are the customer's: kept while the same shopper begins again.
        ...(event.signedIn && context.signedIn
          ? {
              savedCards: context.savedCards,
              chosenCard: context.chosenCard,
              saveNewCard: context.saveNewCard,
            }
          : {}),
        paymentMethods: event.paymentMethods ?? [],
        availableShippingMethods: saved.availableShippingMethods,
        shippingAddress: saved.shipping_address,
        shippingMethod: saved.shippingMethod,
        billingAddress: saved.billing_address,
        paymentMethod: saved.paymentMethod,
        unconfirmed: (
          [
            ['shippingAddress', saved.shipping_address],
            ['shippingMethod', saved.shippingMethod],
            ['billingAddress', saved.billing_address],
            ['paymentMethod', saved.paymentMethod],
          ] as const
        )
          .filter(([, value]) => value !== null)
          .map(([step]) => step),
      };
    }),
    reset: assign(({ context }) => initialCheckoutContext(context)),
    // The first offered card is chosen when cards first appear; a choice made stays while its
    // card is offered ("another card" included).
    setSavedCards: assign(({ context, event }) => {
      if (event.type !== 'savedCards.set') return {};
      const cards = offeredSavedCards(event.cards, event.now);
      const kept = cards.some((card) => card.publicHash === context.chosenCard);
      return {
        savedCards: cards,
        chosenCard: kept
          ? context.chosenCard
          : context.savedCards.length === 0
            ? (cards[0]?.publicHash ?? null)
            : null,
      };
    }),
    draft: assign({
      draft: ({ event }) => {
        switch (event.type) {
          case 'shippingAddress.submit':
            return {
              step: 'shippingAddress' as const,
              address: event.address,
              ...(event.customerAddressId !== undefined
                ? { customerAddressId: event.customerAddressId }
                : {}),
            };
          case 'billingAddress.submit':
            return { step: 'billingAddress' as const, billing: event.billing };
          case 'paymentMethod.submit':
            return { step: 'paymentMethod' as const, choice: event.method };
          default:
            return null;
        }
      },
    }),
    draftShippingMethod: assign(({ context, event }) => {
      if (event.type !== 'shippingMethod.submit') return {};
      const offered = context.availableShippingMethods.find(
        (method) =>
          method.carrierCode === event.carrierCode && method.methodCode === event.methodCode,
      );
      const choice = {
        carrierCode: event.carrierCode,
        methodCode: event.methodCode,
        carrierTitle: offered?.carrierTitle ?? '',
      };
      return { draft: { step: 'shippingMethod' as const, choice } };
    }),
    acceptShippingAddress: assign(
      ({ context }, params: { shippingMethods: readonly ShippingEstimate[] }) => {
        const draft = draftOf(context, 'shippingAddress');
        if (!draft) return {};
        // Methods depend on the address: the shopper confirms one again for the new address.
        // A pickup's address is the shop's, never the shopper's billing address: "same as
        // shipping" chosen for a home address is asked again.
        const billingAtShop =
          isPickupAddress(draft.address) && context.billingAddress?.sameAsShippingAddress === true;
        return {
          shippingAddress: draft.address,
          customerAddressId: draft.customerAddressId ?? null,
          availableShippingMethods: params.shippingMethods,
          shippingMethod: null,
          ...(billingAtShop ? { billingAddress: null } : {}),
        };
      },
    ),
    acceptShippingMethod: assign(({ context }) => {
      const draft = draftOf(context, 'shippingMethod');
      return draft ? { shippingMethod: draft.choice } : {};
    }),
    acceptBillingAddress: assign(({ context }) => {
      const draft = draftOf(context, 'billingAddress');
      return draft ? { billingAddress: draft.billing } : {};
    }),
    acceptPaymentMethod: assign(({ context }) => {
      const draft = draftOf(context, 'paymentMethod');
      return draft ? { paymentMethod: draft.choice } : {};
    }),
    // Persistence of an accepted step (spec §9), after its `accept…` assign in the same
    // transition and before `settleStep` drops the draft: nothing is saved without one.
    persistStep: ({ context }, params: { step: SavedStep }) => {
      const { storage } = context;
      switch (params.step) {
        case 'shippingAddress': {
          const draft = draftOf(context, 'shippingAddress');
          if (!draft) return;
          saveCheckoutData(storage, 'shipping_address', draft.address);
          saveCheckoutData(storage, 'availableShippingMethods', context.availableShippingMethods);
          removeCheckoutData(storage, 'shippingMethod');
          if (context.billingAddress === null) removeCheckoutData(storage, 'billing_address');
          return;
        }
        case 'shippingMethod': {
          const draft = draftOf(context, 'shippingMethod');
          if (draft) saveCheckoutData(storage, 'shippingMethod', draft.choice);
          return;
        }
        case 'billingAddress': {
          const draft = draftOf(context, 'billingAddress');
          if (draft) saveCheckoutData(storage, 'billing_address', draft.billing);
          return;
        }
        case 'paymentMethod': {
          const draft = draftOf(context, 'paymentMethod');
          // The nonce is single-use and secret: it stays in memory, only the method is saved.
          if (draft) {
            saveCheckoutData(storage, 'paymentMethod', {
              code: draft.choice.code,
              kind: draft.choice.kind,
            });
          }
          return;
        }
      }
    },
    settleStep: assign(({ context }, params: { step: CheckoutErrorKey }) => ({
      draft: null,
      unconfirmed: context.unconfirmed.filter((step) => step !== params.step),
      // A changed step makes the next placement a new attempt, with a new key.
      orderKey: null,
      errors: { ...context.errors, [params.step]: null },
    })),
    emitAccepted: emit((_, params: { step: CheckoutErrorKey }) => ({
      type: 'step.accepted' as const,
      step: params.step,
    })),
    reject: assign(
      (
        { context },
        params: { step: CheckoutErrorKey; error?: unknown; message?: MessageDescriptor },
      ) => {
        const error = params.error === undefined ? null : toCommerceError(params.error);
        const failure: CheckoutError = {
          error,
          message:
            params.message ??
            (error ? describeCommerceError(error) : missingCheckoutInformation(params.step)),
        };
        return { draft: null, errors: { ...context.errors, [params.step]: failure } };
      },
    ),
    emitRejected: emit(({ context }, params: { step: CheckoutErrorKey }) => ({
      type: 'step.rejected' as const,
      step: params.step,
      error: context.errors[params.step] ?? {
        error: null,
        message: missingCheckoutInformation(params.step),
      },
    })),
    startPlacement: assign(({ context }) => ({
      orderKey: context.orderKey ?? context.randomId(),
      orderRetry: context.orderKey !== null,
      errors: { ...context.errors, order: null },
    })),
    forgetOrderKey: assign({ orderKey: null }),
    rememberPaymentMethods: assign((_, params: { methods: readonly CartPaymentMethod[] }) => ({
      paymentMethods: params.methods.map((method) => ({ code: method.code, title: method.title })),
    })),
    completeOrder: assign(({ context }, params: { orderNumber: string | null }) => {
      const address = context.shippingAddress;
      return {
        orderKey: null,
        receipt: {
          order: {
            orderNumber: params.orderNumber,
            email: address?.email ?? null,
            firstname: address?.firstname ?? '',
            lastname: address?.lastname ?? '',
          },
        },
      };
    }),
    // After `completeOrder`: the placed order's saved steps leave storage.
    clearSavedCheckout: ({ context }) => {
      clearCheckoutData(context.storage);
    },
    // A guest is offered an account with what they just typed (spec §4).
    navigateGuestToAccount: enqueueActions(({ context, enqueue }) => {
      const order = context.receipt?.order;
      if (context.signedIn || !order) return;
      enqueue.emit({
        type: 'navigate',
        to: CREATE_ACCOUNT_PATH,
        query: { email: order.email ?? '', firstName: order.firstname, lastName: order.lastname },
      });
    }),
  },
  guards: {
    missingCartId: ({ context }) => context.cartId === null,
    signedInAndIdle: ({ context }) => context.signedIn && !context.paymentBusy,
    guestWithoutEmail: ({ context, event }) =>
      !context.signedIn && event.type === 'shippingAddress.submit' && !event.address.email?.trim(),
    readyToPlace: ({ context }) => context.cartId !== null && firstIncompleteStep(context) === null,
    isCardPayment: ({ context }) => context.paymentMethod?.kind === 'card',
    usesRest: ({ context }) => context.transport === 'rest',
    // A retry after a lost answer goes straight to the placement call with the same key: the
    // first try may have ordered, and the cart would now refuse the confirming calls.
    // Only data restored from storage needs confirming: steps submitted since begin are on the
    // server cart already, and each extra call is felt at the pay button.
    confirmsShipping: ({ context }) =>
      context.transport === 'rest' && !context.orderRetry && context.unconfirmed.length > 0,
    confirmsCart: ({ context }) =>
      context.transport === 'graphql' && !context.orderRetry && context.unconfirmed.length > 0,
    paymentIdle: ({ context }) => !context.paymentBusy,
    isGuest: ({ context }) => !context.signedIn,
  },
});
