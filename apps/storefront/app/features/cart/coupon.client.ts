import type { CommerceError } from '@vitrine/commerce-primitives';
import type { ShopRuntime } from '../../shop/runtime.client.ts';

/**
 * Applies or removes the cart's discount code (graphql-client's `changeCoupon`), then has the
 * cart actor reload the details so the totals the page shows are the server's. Resolves with the
 * failure, or null.
 */
export async function changeCoupon(
  runtime: ShopRuntime,
  cartId: string,
  couponCode: string | null,
): Promise<CommerceError | null> {
  const result = await runtime.commerce.changeCoupon({ cartId, couponCode });
  runtime.cart.send({ type: 'cart.refresh' });
  return result.ok ? null : result.error;
}
