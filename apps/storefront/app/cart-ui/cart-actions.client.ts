import { selectCartError, selectIsSettled } from '@vitrine/cart-core';
import type { CartOperationError } from '@vitrine/cart-core';
import { waitFor } from 'xstate';
import type { ShopRuntime } from '../shop/runtime.client.ts';
import type { AddToCartRequest } from './use-add-to-cart.ts';

/**
 * Adds a product through the cart actor and waits until the change has run. Resolves with the
 * error of the add (a descriptor), or null when it succeeded.
 */
export async function addToCart(
  runtime: ShopRuntime,
  request: AddToCartRequest,
): Promise<CartOperationError | null> {
  const { cart } = runtime;
  cart.send({
    type: 'item.add',
    item: {
      sku: request.sku,
      quantity: request.quantity,
      ...(request.parentSku ? { parentSku: request.parentSku } : {}),
      ...(request.selectedOptions.length > 0 ? { selectedOptions: request.selectedOptions } : {}),
      ...(request.subscriptionDays
        ? { subscription: { frequencyDays: request.subscriptionDays } }
        : {}),
    },
  });
  const settled = await waitFor(cart, selectIsSettled, { timeout: 30_000 });
  return selectCartError(settled, 'addItem') ?? selectCartError(settled, 'getCart');
}
