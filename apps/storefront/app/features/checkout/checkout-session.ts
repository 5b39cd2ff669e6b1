import type { Cart } from '@vitrine/cart-core';
import { selectCart } from '@vitrine/cart-core';
import { isInvalidCartError } from '@vitrine/commerce-primitives';
import { checkoutMachine, createCheckoutActors } from '@vitrine/checkout-machine';
import type { CheckoutFunctions, PaymentFunctions } from '@vitrine/checkout-machine';
import { createActor, waitFor } from 'xstate';
import type { Actor } from 'xstate';
import type { ShopRuntime } from '../runtime/runtime.client.ts';
import { retrySafeCardPayment } from './card-retry.ts';
import { keepReceipt, receiptViewOf } from './receipt-view.ts';
import type { ReceiptView } from './receipt-view.ts';

/** The checkout actor of the page. */
export type CheckoutActor = Actor<typeof checkoutMachine>;

/**
 * One checkout per page runtime: the actor outlives the checkout page's component, so leaving the
 * page while an order is being placed loses nothing, and coming back shows where it stands.
 */
export interface CheckoutSession {
  readonly actor: CheckoutActor;
  /**
   * The cart as it was when the order was placed: the receipt shows it after the cart has been
   * replaced by a new, empty one.
   */
  orderedCart: Cart | null;
  /**
   * Where the machine sends a guest after the order (spec §4): /create-account with the e-mail
   * and names, prefilled. The receipt shows it as a link (decision 080).
   */
  accountLink: string | null;
  /** What the receipt shows, once the order is placed (also kept for a reload of the tab). */
  receiptView: ReceiptView | null;
}

/** How long the receipt waits for the new cart before showing anyway. */
const RENEW_CART_TIMEOUT_MS = 15_000;

const sessions = new WeakMap<ShopRuntime, CheckoutSession>();

/**
 * Spec §4: after an order the cart is removed and a new one created. The cart actor does both on
 * `cart.reset`; the receipt waits for the new cart id (or gives up and shows anyway).
 */
export function renewCartOf(runtime: ShopRuntime): CheckoutFunctions['renewCart'] {
  return async () => {
    const previous = runtime.cart.getSnapshot().context.cartId;
    runtime.cart.send({ type: 'cart.reset' });
    const renewed = await waitFor(
      runtime.cart,
      (snapshot) =>
        snapshot.matches({ lifecycle: 'unavailable' }) ||
        (snapshot.context.cartId !== null &&
          snapshot.context.cartId !== previous &&
          snapshot.matches({ lifecycle: 'ready' })),
      { timeout: RENEW_CART_TIMEOUT_MS },
    );
    return { cartId: renewed.context.cartId };
  };
}

/** The commerce functions the checkout machine calls, from the runtime's shop client. */
export function checkoutFunctionsOf(runtime: ShopRuntime): {
  checkout: CheckoutFunctions;
  payment: PaymentFunctions;
} {
  const { commerce } = runtime;
  return {
    checkout: {
      setGuestEmail: commerce.setGuestEmail,
      setShippingAddress: commerce.setShippingAddress,
      setShippingMethod: commerce.setShippingMethod,
      setBillingAddress: commerce.setBillingAddress,
      setPaymentMethod: commerce.setPaymentMethod,
      placeOrder: commerce.placeOrder,
      saveShippingInformation: commerce.saveShippingInformation,
      savePaymentInformation: commerce.savePaymentInformation,
      renewCart: renewCartOf(runtime),
    },
    payment: {
      submitPayment: retrySafeCardPayment(commerce.submitPayment, commerce.placeOrder),
      submitPaymentDetails: commerce.submitPaymentDetails,
    },
  };
}

function createSession(runtime: ShopRuntime): CheckoutSession {
  const { checkout, payment } = checkoutFunctionsOf(runtime);
  const actor = createActor(
    checkoutMachine.provide({ actors: createCheckoutActors(checkout, payment) }),
    { input: { storage: window.localStorage } },
  );
  const session: CheckoutSession = {
    actor,
    orderedCart: null,
    accountLink: null,
    receiptView: null,
  };

  let wasPlacing = false;
  let wasReceipt = false;
  // Registered before any component's: the receipt is ready when the page reads it.
  actor.subscribe((snapshot) => {
    const placing = snapshot.matches('placing');
    // Keep the cart of this attempt for the receipt; it is replaced once the order exists.
    if (placing && !wasPlacing) {
      session.orderedCart = selectCart(runtime.cart.getSnapshot());
      session.accountLink = null;
    }
    wasPlacing = placing;
    const receipt = snapshot.matches('receipt');
    if (receipt && !wasReceipt) {
      session.receiptView = receiptViewOf(
        snapshot.context,
        session.orderedCart,
        session.accountLink,
      );
      if (session.receiptView) keepReceipt(window.sessionStorage, session.receiptView);
    }
    wasReceipt = receipt;
  });
  actor.on('navigate', ({ to, query }) => {
    session.accountLink = `${to}?${new URLSearchParams(query).toString()}`;
  });
  // Each accepted step changes the server cart (delivery price, payment methods): show it.
  actor.on('step.accepted', () => runtime.cart.send({ type: 'cart.refresh' }));
  // A cart the server no longer knows is the cart actor's to replace (spec §8).
  actor.on('step.rejected', ({ error }) => {
    if (error.error && isInvalidCartError(error.error)) {
      runtime.cart.send({ type: 'cart.refresh' });
    }
  });
  actor.start();
  return session;
}

/** The page's checkout session, created on first use. */
export function getCheckoutSession(runtime: ShopRuntime): CheckoutSession {
  let session = sessions.get(runtime);
  if (!session) {
    session = createSession(runtime);
    sessions.set(runtime, session);
  }
  return session;
}
