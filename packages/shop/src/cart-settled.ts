import { selectIsSettled } from '@vitrine/cart-core';
import type { cartMachine } from '@vitrine/cart-core';
import { waitFor } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

/** The cart actor of a shop. */
export type CartActor = ActorRefFrom<typeof cartMachine>;

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** How long renewing the cart after an order waits for the new cart before giving up. */
export const RENEW_CART_TIMEOUT_MS = 15_000;

/** Resolves with the cart's snapshot once it has nothing under way (cart-core's rule). */
export function cartSettled(cart: CartActor): Promise<CartSnapshot> {
  return waitFor(cart, selectIsSettled);
}

/**
 * Spec §4: after an order the cart is removed and a new one created. The cart actor does both on
 * `cart.reset`; this waits for the new cart id (or the cart being unavailable), and answers it.
 * Past the timeout it rejects: the order is placed either way (the checkout shows the receipt).
 */
export async function renewCart(
  cart: CartActor,
  timeout = RENEW_CART_TIMEOUT_MS,
): Promise<{ cartId: string | null }> {
  const previous = cart.getSnapshot().context.cartId;
  cart.send({ type: 'cart.reset' });
  const renewed = await waitFor(
    cart,
    (snapshot) =>
      snapshot.matches({ lifecycle: 'unavailable' }) ||
      (snapshot.context.cartId !== null &&
        snapshot.context.cartId !== previous &&
        snapshot.matches({ lifecycle: 'ready' })),
    { timeout },
  );
  return { cartId: renewed.context.cartId };
}
