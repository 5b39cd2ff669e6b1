// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** /track-my-order/ (spec §2, order tracking without an account). */
export const trackingMessages = defineMessages({
  title: { id: 'tracking.title', defaultMessage: 'Track my order' },
  intro: {
    id: 'tracking.intro',
    defaultMessage:
      'Enter your order number, the email address used for the order and the billing postcode.',
  },
  number: { id: 'tracking.number', defaultMessage: 'Order number' },
  numberHelp: {
    id: 'tracking.numberHelp',
    defaultMessage: 'It is in your order confirmation email, e.g. 000000123.',
  },
  email: { id: 'tracking.email', defaultMessage: 'Email address' },
  postcode: { id: 'tracking.postcode', defaultMessage: 'Billing postcode' },
  postcodeHelp: {
    id: 'tracking.postcodeHelp',
    defaultMessage: 'The postcode of the billing address given with the order.',
  },
  submit: { id: 'tracking.submit', defaultMessage: 'Find my order' },
  resultTitle: { id: 'tracking.resultTitle', defaultMessage: 'Order no. {number}' },
  placedOn: { id: 'tracking.placedOn', defaultMessage: 'Placed on {date}' },
  signInHint: {
    id: 'tracking.signInHint',
    defaultMessage: 'Have an account? All your orders are in your customer area.',
  },
  signIn: { id: 'tracking.signIn', defaultMessage: 'Sign in' },
  customerOrder: {
    id: 'tracking.customerOrder',
    defaultMessage:
      'This order was placed with a customer account: sign in to follow it in your orders.',
  },
  customerOrderLink: { id: 'tracking.customerOrderLink', defaultMessage: 'Sign in to my account' },
});
