import { defineMessages, withValues } from '@vitrine/validation';
import type { MessageDescriptor } from '@vitrine/validation';

/** Shopper-facing checkout messages (spec §8). */
export const checkoutMessages = defineMessages({
  missingInformation: {
    id: 'checkout.missingInformation',
    defaultMessage: 'Missing required information: {field}',
  },
});

/** 'Missing required information: {field}' (spec §5, §8). */
export function missingCheckoutInformation(field: string): MessageDescriptor {
  return withValues(checkoutMessages.missingInformation, { field });
}
