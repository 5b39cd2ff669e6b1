import { graphql, runMutation } from '@vitrine/graphql-client';
import type { CommerceError } from '@vitrine/cart-core';
import type { ShopRuntime } from '../runtime/runtime.client.ts';

const ApplyCouponToCart = graphql(`
  mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {
      cart {
        id
        applied_coupons {
          code
        }
      }
    }
  }
`);

const RemoveCouponFromCart = graphql(`
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`);

/**
 * Applies or removes the cart's discount code, then has the cart actor reload the details so the
 * totals the page shows are the server's. Resolves with the failure, or null.
 */
export async function changeCoupon(
  runtime: ShopRuntime,
  cartId: string,
  couponCode: string | null,
): Promise<CommerceError | null> {
  const result = couponCode
    ? await runMutation(runtime.shop, ApplyCouponToCart, { cartId, couponCode })
    : await runMutation(runtime.shop, RemoveCouponFromCart, { cartId });
  runtime.cart.send({ type: 'cart.refresh' });
  return result.ok ? null : result.error;
}
