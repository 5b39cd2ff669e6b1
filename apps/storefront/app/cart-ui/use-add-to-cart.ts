import { useToasts } from '@vitrine/ui';
import { useCallback } from 'react';
import { addToCartMessages } from './add-to-cart.messages.ts';
import { useRuntime } from '../shop/runtime-context.tsx';
import { useMiniCart } from './mini-cart-context.tsx';

/** What the add-to-cart button sends (spec §7 "add item": sku, parent sku, options, quantity). */
export interface AddToCartRequest {
  sku: string;
  parentSku: string | null;
  selectedOptions: string[];
  quantity: number;
  name: string;
  /** Days between deliveries when the shopper subscribes (extension `subscriptions`). */
  subscriptionDays?: number | null;
}

/**
 * Adds a product to the cart through the cart machine (loaded on first use, so catalog pages
 * ship no XState until the shopper adds something), then opens the mini cart.
 */
export function useAddToCart(): (request: AddToCartRequest) => Promise<boolean> {
  const { addToast } = useToasts();
  const { load } = useRuntime();
  const miniCart = useMiniCart();
  return useCallback(
    async (request) => {
      // Offline, the cart cannot be changed: say so plainly rather than fail after a wait, and
      // keep nothing to replay later, so coming back online adds nothing the shopper did not
      // add again.
      if (!navigator.onLine) {
        addToast({
          type: 'warning',
          message: addToCartMessages.addToCartOffline,
          dismissable: true,
        });
        return false;
      }
      try {
        const [runtime, { addToCart }] = await Promise.all([
          load(),
          import('./cart-actions.client.ts'),
        ]);
        const error = await addToCart(runtime, request);
        if (error) {
          // Loaded on failure only: the server's wording waits for the rest of the catalogue.
          const { localizeCartError } = await import('../forms/server-messages.ts');
          addToast({
            type: 'error',
            message: localizeCartError(error.message) ?? addToCartMessages.addToCartFailed,
            dismissable: true,
            timeout: false,
          });
          return false;
        }
        addToast({
          type: 'success',
          message: { ...addToCartMessages.addedToCart, values: { name: request.name } },
        });
        miniCart.open();
        return true;
      } catch (error) {
        console.error('Add to cart failed', error);
        addToast({ type: 'error', message: addToCartMessages.addToCartFailed, dismissable: true });
        return false;
      }
    },
    [addToast, load, miniCart],
  );
}
