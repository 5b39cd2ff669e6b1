import type { AddToCartRequest } from '../product/product-purchase.tsx';

/**
 * The browser's cart runtime. Until the commerce server has carts (issue 4) and graphql-client
 * their commerce functions, adding fails visibly rather than pretending.
 */
export function addToCart(request: AddToCartRequest): Promise<void> {
  return Promise.reject(new Error(`The cart is not available yet (${request.sku})`));
}
