import type { QuoteRow, CartView } from '../cart/index.ts';
import { stockMessages } from '../cart/index.ts';
import { PAYMENT_CODES } from '../payment/index.ts';
import type { PlaceOrderCode } from './place-order.types.ts';
import { placeMessages } from './place-order.types.ts';

/**
 * Why a priced cart cannot become an order yet, in Magento's order of checks, or undefined when
 * it can. Stock is checked here for a clear early answer and again, atomically, by the order write.
 */
export function orderProblem(
  quote: QuoteRow,
  view: CartView,
): { code: PlaceOrderCode; message: string } | undefined {
  const unable = (message: string) => ({ code: 'UNABLE_TO_PLACE_ORDER' as const, message });
  if (view.lines.length === 0) return unable(placeMessages.empty);
  if (quote.customer_id === null && !quote.email)
    return { code: 'GUEST_EMAIL_MISSING', message: placeMessages.guestEmail };
  // A product no longer sold is "out of stock"; too little stock left (or none: a concurrent order
  // took the last units) gets the answer the atomic stock update gives, whatever the timing.
  if (
    view.lines.some((line) =>
      line.errors.some((error) => error.message === stockMessages.notAvailable),
    )
  )
    return unable(stockMessages.someOutOfStock);
  if (view.lines.some((line) => line.errors.length > 0))
    return unable(stockMessages.qtyNotAvailable);
  if (!view.shipping) return unable(placeMessages.shippingAddress);
  if (!view.selectedShipping) return unable(placeMessages.shippingMethod);
  if (!view.billing) return unable(placeMessages.billing);
  const method = quote.payment_method;
  if (!method || !view.paymentMethods.some((offer) => offer.code === method))
    return unable(placeMessages.paymentMethod);
  if (method === PAYMENT_CODES.card && !quote.payment_token_hash)
    return unable(placeMessages.paymentMethod);
  if (method === PAYMENT_CODES.savedCard && !quote.payment_vault_hash)
    return unable(placeMessages.paymentMethod);
  return undefined;
}
