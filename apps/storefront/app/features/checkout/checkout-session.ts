import type { Cart } from '@vitrine/cart-core';
import { selectCart } from '@vitrine/cart-core';
import { startCheckout } from '@vitrine/shop';
import type { CheckoutActor as ShopCheckoutActor } from '@vitrine/shop';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { keepReceipt, receiptViewOf } from './receipt-view.ts';
import type { ReceiptView } from './receipt-view.ts';

/** The checkout actor of the page. */
export type CheckoutActor = ShopCheckoutActor;

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

const sessions = new WeakMap<ShopRuntime, CheckoutSession>();

/**
 * The shop system's checkout actor (packages/shop: the cart renewed after an order, the
 * retry-safe card payment, the card's tokeniser and the fingerprint answer are its own), with
 * what the receipt needs kept beside it.
 */
function createSession(runtime: ShopRuntime): CheckoutSession {
  const session: Omit<CheckoutSession, 'actor'> = {
    orderedCart: null,
    accountLink: null,
    receiptView: null,
  };
  let wasPlacing = false;
  let wasReceipt = false;
  const actor = startCheckout(runtime.system, (created) => {
    // Registered before any component's: the receipt is ready when the page reads it.
    created.subscribe((snapshot) => {
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
    created.on('navigate', ({ to, query }) => {
      session.accountLink = `${to}?${new URLSearchParams(query).toString()}`;
    });
  });
  return Object.assign(session, { actor });
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
