import { defineMessages } from '@vitrine/validation';

/**
 * Shopper-facing payment messages. The spec shows no text beyond the result codes, so these
 * are the shop's own (decision 051); the refusal reason is never among them.
 */
export const paymentMessages = defineMessages({
  refused: {
    id: 'payment.refused',
    defaultMessage: 'The payment was refused. Please try another card or payment method.',
  },
  error: {
    id: 'payment.error',
    defaultMessage: 'The payment could not be processed. Please try again.',
  },
  cancelled: { id: 'payment.cancelled', defaultMessage: 'The payment was cancelled.' },
  challengeExpired: {
    id: 'payment.challengeExpired',
    defaultMessage: 'The card verification took too long. Please try again.',
  },
  interrupted: {
    id: 'payment.interrupted',
    defaultMessage:
      'We could not confirm your payment. Please retry: you will not be charged twice.',
  },
  invalidForm: {
    id: 'payment.invalidForm',
    defaultMessage: 'Please check your card details.',
  },
});
