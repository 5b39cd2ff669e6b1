import { defineMessages, withValues } from '@vitrine/validation';
import type { MessageDescriptor } from '@vitrine/validation';
import type { CommerceError } from '@vitrine/commerce-primitives';
import { errorMessages } from '@vitrine/commerce-primitives';

/** Shopper-facing messages of the cart (spec §8). */
export const cartMessages = defineMessages({
  unableToCreateCart: { id: 'cart.unableToCreateCart', defaultMessage: 'Unable to create cart' },
  missingInformation: {
    id: 'cart.missingInformation',
    defaultMessage: 'Missing required information: {field}',
  },
  serverMessage: { id: 'cart.serverMessage', defaultMessage: '{message}' },
  unexpectedError: {
    id: 'cart.unexpectedError',
    defaultMessage: 'Sorry! An unexpected error occurred.',
  },
});

/**
 * The descriptor to show for a failed cart operation. Server messages are Magento's own texts
 * (joined with commas, spec §8); a network failure gets the generic unexpected-error text.
 */
export function describeCommerceError(error: CommerceError): MessageDescriptor {
  if (error.code === 'network') return cartMessages.unexpectedError;
  return withValues(cartMessages.serverMessage, { message: errorMessages(error).join(', ') });
}

/** 'Missing required information: {field}' for the given field name. */
export function missingInformation(field: string): MessageDescriptor {
  return withValues(cartMessages.missingInformation, { field });
}
