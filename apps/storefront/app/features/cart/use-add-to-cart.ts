import { useToasts } from '@vitrine/ui';
import { useCallback } from 'react';
import type { AddToCartRequest } from '../product/product-purchase.tsx';
import { productMessages } from '../product/product.messages.ts';
import { useRuntime } from '../../shop/runtime-context.tsx';
import { useMiniCart } from './mini-cart-context.tsx';

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
      try {
        const [runtime, { addToCart }] = await Promise.all([
          load(),
          import('./cart-actions.client.ts'),
        ]);
        const error = await addToCart(runtime, request);
        if (error) {
          addToast({ type: 'error', message: error.message, dismissable: true, timeout: false });
          return false;
        }
        addToast({
          type: 'success',
          message: { ...productMessages.addedToCart, values: { name: request.name } },
        });
        miniCart.open();
        return true;
      } catch (error) {
        console.error('Add to cart failed', error);
        addToast({ type: 'error', message: productMessages.addToCartFailed, dismissable: true });
        return false;
      }
    },
    [addToast, load, miniCart],
  );
}
