import { selectCart, selectCartId } from '@vitrine/cart-core';
import { selectIsSignedIn } from '@vitrine/session';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useShopExtension } from '../../lib/shop-extensions.ts';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { getCheckoutSession } from './checkout-session.ts';
import type { CheckoutSession } from './checkout-session.ts';
import { isOfferedMethod } from './payment-methods.ts';

/**
 * The page's checkout, begun for the current cart and shopper (spec §4: begin restores the saved
 * data). It begins again when the cart or the sign-in changes — never while an order is being
 * placed, and not over the receipt the shopper is reading.
 */
export function useCheckout(runtime: ShopRuntime): CheckoutSession {
  const session = useMemo(() => getCheckoutSession(runtime), [runtime]);
  const cartId = useSelector(runtime.cart, selectCartId);
  const signedIn = useSelector(runtime.user, selectIsSignedIn);

  // A receipt from an earlier visit to this page is over: this visit is a new checkout.
  useEffect(() => {
    if (session.actor.getSnapshot().matches('receipt')) {
      session.actor.send({ type: 'checkout.reset' });
    }
  }, [session]);

  useEffect(() => {
    if (!cartId) return;
    const snapshot = session.actor.getSnapshot();
    if (
      snapshot.matches('receipt') ||
      snapshot.matches('placing') ||
      snapshot.matches('finishing')
    ) {
      return;
    }
    const { context } = snapshot;
    if (snapshot.matches('idle') || context.cartId !== cartId || context.signedIn !== signedIn) {
      const methods = selectCart(runtime.cart.getSnapshot())?.availablePaymentMethods;
      session.actor.send({
        type: 'checkout.begin',
        cartId,
        signedIn,
        ...(methods ? { paymentMethods: methods.map(({ code, title }) => ({ code, title })) } : {}),
      });
    }
  }, [runtime, session, cartId, signedIn]);

  // A payment method restored from an earlier visit that this backend no longer offers (the card
  // without the card-payment extension, a method the store switched off) is asked for again
  // rather than sent to the order; so is a method that keeps no card once the cart holds a
  // subscription.
  const cardPayment = useShopExtension('card-payment');
  const methods = useSelector(
    runtime.cart,
    (snapshot) => selectCart(snapshot)?.availablePaymentMethods ?? null,
  );
  const subscription = useSelector(
    runtime.cart,
    (snapshot) => selectCart(snapshot)?.hasSubscription ?? false,
  );
  const reviewing = useSelector(session.actor, (snapshot) => snapshot.matches('review'));
  const chosen = useSelector(session.actor, (snapshot) => snapshot.context.paymentMethod?.code);
  useEffect(() => {
    if (!reviewing || !chosen || !methods || methods.length === 0) return;
    const listed = methods.some((method) => method.code === chosen);
    if (!listed || !isOfferedMethod(chosen, { cardPayment, subscription })) {
      session.actor.send({ type: 'step.edit', step: 'paymentMethod' });
    }
  }, [session, reviewing, chosen, methods, cardPayment, subscription]);

  return session;
}
