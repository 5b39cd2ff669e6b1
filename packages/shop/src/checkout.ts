import { checkoutMachine, createCheckoutActors } from '@vitrine/checkout-machine';
import { isInvalidCartError } from '@vitrine/commerce-primitives';
import { createActor } from 'xstate';
import type { Actor } from 'xstate';
import type { Shop } from './shop.ts';

/** The checkout actor of a shop (its payment session is its `payment` child). */
export type CheckoutActor = Actor<typeof checkoutMachine>;

const checkouts = new WeakMap<Shop, CheckoutActor>();

/**
 * The shop's one checkout actor, created and started at the first call over the shop's checkout
 * and payment functions (the cart renewed after an order, the retry-safe card payment, the
 * card's tokeniser and the fingerprint answer); `prepare` (first call only) runs before it
 * starts, to subscribe before any snapshot is missed. A function of its own, not a method of
 * the shop, so that a front loads the checkout machine only where the shopper checks out.
 */
export function startCheckout(shop: Shop, prepare?: (actor: CheckoutActor) => void): CheckoutActor {
  const existing = checkouts.get(shop);
  if (existing) return existing;
  const { storage, randomId, transport, inspect } = shop.checkoutSetup;
  const actor = createActor(
    checkoutMachine.provide({
      actors: createCheckoutActors(shop.checkoutFunctions.checkout, shop.checkoutFunctions.payment),
    }),
    {
      id: 'checkout',
      input: {
        storage,
        ...(randomId ? { randomId } : {}),
        ...(transport ? { transport } : {}),
      },
      ...(inspect ? { inspect } : {}),
    },
  );
  // Each accepted step changes the server cart (delivery price, payment methods): show it.
  actor.on('step.accepted', () => shop.cart.send({ type: 'cart.refresh' }));
  // A cart the server no longer knows is the cart actor's to replace (spec §8).
  actor.on('step.rejected', ({ error }) => {
    if (error.error && isInvalidCartError(error.error)) shop.cart.send({ type: 'cart.refresh' });
  });
  prepare?.(actor);
  checkouts.set(shop, actor);
  shop.own(actor);
  actor.start();
  return actor;
}
