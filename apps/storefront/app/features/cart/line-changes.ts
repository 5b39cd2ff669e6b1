import type { CartItem } from '@vitrine/cart-core';
import type { CommerceError } from '@vitrine/commerce-primitives';
import type { ShopRuntime } from '../../shop/runtime.client.ts';

/**
 * A configurable line changes by remove then add: the machine needs what to add back, its
 * subscription included (else a subscribed line would come back as a one-time purchase).
 */
export function updateEvent(item: CartItem, quantity: number) {
  return item.kind === 'configurable'
    ? {
        type: 'item.update' as const,
        itemUid: item.uid,
        quantity,
        item: {
          sku: item.variantSku,
          parentSku: item.sku,
          quantity,
          selectedOptions: item.options.map((option) => option.valueUid),
          ...(item.subscription
            ? { subscription: { frequencyDays: item.subscription.frequencyDays } }
            : {}),
        },
      }
    : { type: 'item.update' as const, itemUid: item.uid, quantity };
}

/**
 * Changes a line's frequency, or makes it a one-time purchase (`frequencyDays` null), through
 * graphql-client's `setItemSubscription`; then the cart actor reloads the details, so the prices
 * and the lines (merged by the server when they now match) are the server's. Resolves with the
 * failure, or null.
 */
export async function changeLineSubscription(
  runtime: ShopRuntime,
  cartId: string,
  item: CartItem,
  frequencyDays: number | null,
): Promise<CommerceError | null> {
  const result = await runtime.commerce.setItemSubscription({
    cartId,
    itemUid: item.uid,
    frequencyDays,
  });
  runtime.cart.send({ type: 'cart.refresh' });
  return result.ok ? null : result.error;
}
