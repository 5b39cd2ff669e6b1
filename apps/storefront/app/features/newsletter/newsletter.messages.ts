import { defineMessages } from '@vitrine/validation';

/** The footer's newsletter block (spec §2 footer, §8 newsletter). */
export const newsletterMessages = defineMessages({
  title: { id: 'newsletter.title', defaultMessage: 'The Orsalis letter' },
  text: {
    id: 'newsletter.text',
    defaultMessage: 'Seasonal advice, new products and offers, once or twice a month.',
  },
  email: { id: 'newsletter.email', defaultMessage: 'Your email address' },
  submit: { id: 'newsletter.submit', defaultMessage: 'Subscribe' },
  subscribed: { id: 'newsletter.subscribed', defaultMessage: 'The email address is subscribed.' },
  confirmationSent: {
    id: 'newsletter.confirmationSent',
    defaultMessage:
      'The confirmation request has been sent: open the link in the email we sent you.',
  },
  unsubscribe: {
    id: 'newsletter.unsubscribe',
    defaultMessage: 'You can unsubscribe at any time with the link in each email.',
  },
  failed: {
    id: 'newsletter.failed',
    defaultMessage: 'Sorry! An unexpected error occurred.',
  },
  dataUse: { id: 'newsletter.dataUse', defaultMessage: 'How we use your data' },
});
