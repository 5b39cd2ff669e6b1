import type { PaymentFunctions, PlaceOrderFn, SubmitPaymentFn } from '@vitrine/checkout-machine';

/**
 * The card payment the payment session calls, made safe for its retry (reliability C4).
 *
 * `submitPayment` sets the card token on the cart, then places the order with the attempt's
 * idempotency key. When the answer to that order is lost, the session retries with the same key;
 * but if the first try did order, the cart is closed, and setting the card on it again is refused
 * ("The cart isn't active") before the order call could return the first answer — the shopper
 * would see an error for an order that exists. So a retry first asks `placeOrder` alone with the
 * same key, which returns the first order; only when that does not give an order (the first try
 * never reached it, or stopped at 3-D Secure) is the payment made again as a first try would.
 */
export function retrySafeCardPayment(
  submitPayment: SubmitPaymentFn,
  placeOrder: PlaceOrderFn,
): PaymentFunctions['submitPayment'] {
  const tried = new Set<string>();
  return async (input) => {
    if (tried.has(input.idempotencyKey)) {
      const again = await placeOrder({
        cartId: input.placement.cartId,
        idempotencyKey: input.idempotencyKey,
      });
      if (again.ok) {
        return { ok: true, resultCode: 'Authorised', orderNumber: again.orderNumber };
      }
      // Still no answer: the attempt stays interrupted, and the shopper may retry again.
      if (again.error.code === 'network') return again;
    }
    tried.add(input.idempotencyKey);
    return submitPayment(input);
  };
}
