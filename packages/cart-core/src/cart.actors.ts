import { fromPromise } from 'xstate';
import type { CartFunctions, EstimateShippingFn, SignOutFn } from './cart.ports.ts';
import type { Cart } from './cart.types.ts';
import { unwrap } from '@vitrine/commerce-primitives';

/**
 * Turns the commerce functions into the cart machine's actors. A `{ ok: false }` result becomes
 * a rejection carrying the typed error (`CommerceFailure`), so the machine's `onError`
 * transitions branch on it.
 *
 * @example
 * const cart = createActor(cartMachine.provide({ actors: createCartActors({ ...fns, signOut }) }), {
 *   input: { storage: window.localStorage },
 * }).start();
 */
export function createCartActors(
  functions: CartFunctions & {
    readonly estimateShipping?: EstimateShippingFn;
    readonly signOut?: SignOutFn;
  },
) {
  return {
    createCart: fromPromise<{ cartId: string }, void>(async () => ({
      cartId: unwrap(await functions.createCart()).cartId,
    })),
    getCart: fromPromise<{ cart: Cart }, { cartId: string }>(async ({ input }) => ({
      cart: unwrap(await functions.getCart(input)).cart,
    })),
    addItem: fromPromise(async ({ input }: { input: Parameters<CartFunctions['addItem']>[0] }) => ({
      cart: unwrap(await functions.addItem(input)).cart,
    })),
    updateItem: fromPromise(
      async ({ input }: { input: Parameters<CartFunctions['updateItem']>[0] }) => ({
        cart: unwrap(await functions.updateItem(input)).cart,
      }),
    ),
    removeItem: fromPromise(
      async ({ input }: { input: Parameters<CartFunctions['removeItem']>[0] }) => ({
        cart: unwrap(await functions.removeItem(input)).cart,
      }),
    ),
    estimateShipping: fromPromise(
      async ({ input }: { input: Parameters<EstimateShippingFn>[0] }) => {
        if (!functions.estimateShipping) throw new Error('estimateShipping not provided');
        return { methods: unwrap(await functions.estimateShipping(input)).methods };
      },
    ),
    signOut: fromPromise<void, void>(async () => {
      await functions.signOut?.();
    }),
  };
}
