import { assign, setup } from 'xstate';
import { writeImageToCache } from './cart-image.ts';
import { CART_ID_STORAGE_KEY } from './cart.constants.ts';
import type {
  CartContext,
  CartEmitted,
  CartErrorKey,
  CartEvent,
  CartInput,
} from './cart.context.ts';
import { running, toOperations } from './cart.context.ts';
import { cartMessages, describeCommerceError } from './cart.messages.ts';
import type { ShippingEstimateInput } from './cart.ports.ts';
import { planRecovery, resolveUpdate, retargetQueue } from './cart.queue.ts';
import type { CartRecoveryFlow } from './cart.queue.ts';
import type { Cart, CartItemInput, ShippingEstimate } from './cart.types.ts';
import { toCommerceError } from '@vitrine/commerce-primitives';
import { notProvided } from '@vitrine/commerce-primitives';

/**
 * The implementations of the cart machine: its typed placeholders for the commerce functions,
 * its named actions and guards. The statechart itself is in `cart.machine.ts`.
 */
export const cartSetup = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    createCart: notProvided<{ cartId: string }, void>('createCart'),
    getCart: notProvided<{ cart: Cart }, { cartId: string }>('getCart'),
    addItem: notProvided<{ cart: Cart }, { cartId: string; item: CartItemInput }>('addItem'),
    updateItem: notProvided<{ cart: Cart }, { cartId: string; itemUid: string; quantity: number }>(
      'updateItem',
    ),
    removeItem: notProvided<{ cart: Cart }, { cartId: string; itemUid: string }>('removeItem'),
    estimateShipping: notProvided<{ methods: ShippingEstimate[] }, ShippingEstimateInput>(
      'estimateShipping',
    ),
    signOut: notProvided<void, void>('signOut'),
  },
  actions: {
    enqueue: assign({ queue: ({ context, event }) => [...context.queue, ...toOperations(event)] }),
    dequeue: assign(({ context }) => {
      const [next = null, ...rest] = context.queue;
      return { current: next ? resolveUpdate(next, context.details) : null, queue: rest };
    }),
    finishOperation: assign({ current: null }),
    // A replaced configurable line comes back under a new uid: changes queued for it meanwhile
    // (a typed quantity committed by Enter, then by blur) follow it instead of failing on the
    // removed uid. Runs before `receiveCart`, while `details` is the cart without the line.
    followReplacedLine: assign(({ context }, params: { cart: Cart }) => ({
      queue: retargetQueue(context.queue, context.details, params.cart),
    })),
    receiveCart: assign(({ context }, params: { cart: Cart; key?: CartErrorKey }) => ({
      details: params.cart,
      errors: params.key ? { ...context.errors, [params.key]: null } : context.errors,
    })),
    // Receiving a cart id keeps it (spec §4); `persistCartId`, in the same transition, stores it
    // so other tabs see it.
    storeCartId: assign(({ context }, params: { cartId: string }) => ({
      cartId: params.cartId,
      errors: { ...context.errors, getCart: null },
    })),
    forgetCart: assign({ cartId: null, details: null, shippingMethods: [] }),
    // Persistence, after the assign of the same transition: the stored id follows the context's
    // (a forgotten id leaves storage too, so nothing may reuse a known-bad id, spec §8).
    persistCartId: ({ context }) => {
      if (context.cartId === null) context.storage.removeItem(CART_ID_STORAGE_KEY);
      else context.storage.setItem(CART_ID_STORAGE_KEY, context.cartId);
    },
    recordError: assign(({ context }, params: { key: CartErrorKey; error: unknown }) => {
      const error = toCommerceError(params.error);
      return {
        errors: {
          ...context.errors,
          [params.key]: { error, message: describeCommerceError(error) },
        },
      };
    }),
    recordCreationFailure: assign(({ context }, params: { error: unknown }) => ({
      recovery: null,
      errors: {
        ...context.errors,
        getCart: { error: toCommerceError(params.error), message: cartMessages.unableToCreateCart },
      },
    })),
    cacheImage: ({ context }) => {
      const item = running(context, 'add')?.item;
      if (item?.media) writeImageToCache(context.storage, item.parentSku ?? item.sku, item.media);
    },
    startRecovery: assign(({ context }, params: { flow: CartRecoveryFlow }) => ({
      recovery: planRecovery(params.flow, context.current, context.signedIn),
      current: null,
    })),
    resumeAfterRecovery: assign(({ context }) => ({
      queue: context.recovery?.retry ? [context.recovery.retry, ...context.queue] : context.queue,
      recovery: null,
    })),
  },
  guards: {
    hasCartId: ({ context }) => context.cartId !== null,
    hasQueued: ({ context }) => context.queue.length > 0,
    isAdd: ({ context }) => context.current?.kind === 'add',
    isConfigurableUpdate: ({ context }) => running(context, 'update')?.configurable === true,
    isUpdate: ({ context }) => context.current?.kind === 'update',
    isRemove: ({ context }) => context.current?.kind === 'remove',
    signOutFirst: ({ context }) => context.recovery?.signOutFirst === true,
    isOtherTabsCart: ({ context, event }) =>
      event.type === 'storage.changed' &&
      (event.key === CART_ID_STORAGE_KEY || event.key === null) &&
      event.newValue !== context.cartId,
  },
});
