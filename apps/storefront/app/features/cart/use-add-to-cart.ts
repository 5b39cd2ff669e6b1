import { useToasts } from '@vitrine/ui';
import { useCallback } from 'react';
import type { AddToCartRequest } from '../product/product-purchase.tsx';
import { productMessages } from '../product/product.messages.ts';

/**
 * Adds a product to the cart. The cart actor lives in the cart runtime, loaded on first use so
 * catalog pages ship no XState until the shopper adds something.
 */
export function useAddToCart(): (request: AddToCartRequest) => Promise<boolean> {
  const { addToast } = useToasts();
  return useCallback(
    async (request) => {
      try {
        const { addToCart } = await import('./cart-runtime.ts');
        await addToCart(request);
        addToast({
          type: 'success',
          message: { ...productMessages.addedToCart, values: { name: request.name } },
        });
        return true;
      } catch (error) {
        console.error('Add to cart failed', error);
        addToast({ type: 'error', message: productMessages.addToCartFailed, dismissable: true });
        return false;
      }
    },
    [addToast],
  );
}
