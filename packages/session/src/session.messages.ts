import type { CommerceError } from '@vitrine/commerce-primitives';
import { errorMessages } from '@vitrine/commerce-primitives';
import type { MessageDescriptor } from '@vitrine/validation';
import { defineMessages, withValues } from '@vitrine/validation';

/** Shopper-facing messages of the session. */
export const sessionMessages = defineMessages({
  serverMessage: { id: 'session.serverMessage', defaultMessage: '{message}' },
  unexpectedError: {
    id: 'session.unexpectedError',
    defaultMessage: 'Sorry! An unexpected error occurred.',
  },
});

/**
 * The descriptor of a failed session call. Magento's own texts ('The account sign-in was
 * incorrect…') pass through joined with commas (spec §8); a network failure or a bug gets the
 * spec's unexpected-error text rather than a technical message.
 */
export function describeSessionError(error: CommerceError): MessageDescriptor {
  if (error.code === 'network') return sessionMessages.unexpectedError;
  return withValues(sessionMessages.serverMessage, { message: errorMessages(error).join(', ') });
}
