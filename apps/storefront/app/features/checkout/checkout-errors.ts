import type { CommerceError } from '@vitrine/commerce-primitives';
import { errorMessages, isInvalidCartError } from '@vitrine/commerce-primitives';
import type { CheckoutError, CheckoutErrorKey } from '@vitrine/checkout-machine';
import type { MessageDescriptor } from '@vitrine/validation';
import { knownServerMessage } from '../../forms/server-messages.ts';
import { checkoutErrorMessages } from './checkout-errors.messages.ts';

/**
 * The backend answers in Magento's English texts. A French shopper reads them in French: the
 * known ones are translated here, anything else becomes the step's generic message (decision
 * 083) — an unknown English text beside a French form helps nobody. Server texts are matched as
 * substrings of Magento's wording.
 */
const KNOWN: readonly (readonly [string, MessageDescriptor])[] = [
  ['Guest email for cart is missing', checkoutErrorMessages.guestEmail],
  ['shipping address is missing', checkoutErrorMessages.shippingAddressMissing],
  ['shipping address has not been set', checkoutErrorMessages.shippingAddressMissing],
  ['shipping method is missing', checkoutErrorMessages.shippingMethodMissing],
  ['shipping method is not available', checkoutErrorMessages.shippingMethodUnavailable],
  ['Carrier with such method not found', checkoutErrorMessages.shippingMethodUnavailable],
  ['billing address', checkoutErrorMessages.billingAddress],
  ['Payment Method is not available', checkoutErrorMessages.paymentMethodUnavailable],
  ['valid payment method', checkoutErrorMessages.paymentMethodUnavailable],
  ['out of stock', checkoutErrorMessages.stock],
  ['requested qty is not available', checkoutErrorMessages.stock],
  ['no source items with the in stock status', checkoutErrorMessages.stock],
  ['not available', checkoutErrorMessages.stock],
  ['not contain products', checkoutErrorMessages.emptyCart],
  ['not contain any products', checkoutErrorMessages.emptyCart],
  ['already been placed', checkoutErrorMessages.alreadyPlacing],
  ['cart changed during the payment', checkoutErrorMessages.cartChanged],
  ['card details have expired', checkoutErrorMessages.cardExpired],
  ['declined', checkoutErrorMessages.declined],
  ['server error stopped your order', checkoutErrorMessages.serverError],
];

/** The French message for a server's answer, or null when the text is not one we know. */
export function translateServerMessage(error: CommerceError): MessageDescriptor | null {
  if (isInvalidCartError(error)) return checkoutErrorMessages.invalidCart;
  for (const text of errorMessages(error)) {
    const known = KNOWN.find(([fragment]) => text.includes(fragment));
    if (known) return known[1];
  }
  // Any other text the shop knows (decision 118) still reads in the shop's words.
  for (const text of errorMessages(error)) {
    const known = knownServerMessage(text);
    if (known) return known;
  }
  return null;
}

/**
 * What to show beside a step that failed. Checks made before any call (missing e-mail or cart
 * id) keep the machine's own message; a lost answer at the order says the retry is safe.
 */
export function describeCheckoutError(
  key: CheckoutErrorKey,
  failure: CheckoutError,
  orderRetryPending = false,
): MessageDescriptor {
  const { error } = failure;
  if (!error) return failure.message;
  if (error.code === 'network') {
    return key === 'order' && orderRetryPending
      ? checkoutErrorMessages.orderInterrupted
      : checkoutErrorMessages.network;
  }
  return (
    translateServerMessage(error) ??
    (key === 'order' ? checkoutErrorMessages.orderFailed : checkoutErrorMessages.stepFailed)
  );
}

/**
 * What to show for the payment session's error: its own messages are already the shop's (and
 * translated); a rejected call's server text is translated like a step's.
 */
export function describePaymentError(
  message: MessageDescriptor | null,
  failure: CommerceError | null,
): MessageDescriptor | null {
  if (!message) return null;
  if (message.id.startsWith('payment.') || !failure) return message;
  if (failure.code === 'network') return checkoutErrorMessages.network;
  return translateServerMessage(failure) ?? checkoutErrorMessages.orderFailed;
}
