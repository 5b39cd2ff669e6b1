// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** Messages of the receipt (spec §4: order success sets the receipt). */
export const receiptMessages = defineMessages({
  title: { id: 'checkout.receipt.title', defaultMessage: 'Thank you for your order!' },
  orderNumber: { id: 'checkout.receipt.orderNumber', defaultMessage: 'Order number' },
  orderNumberInEmail: {
    id: 'checkout.receipt.orderNumberInEmail',
    defaultMessage: 'Your order number is in the confirmation e-mail.',
  },
  emailSent: {
    id: 'checkout.receipt.emailSent',
    defaultMessage: 'A confirmation has been sent to {email}.',
  },
  bankTransfer: {
    id: 'checkout.receipt.bankTransfer',
    defaultMessage:
      'Your order ships as soon as your transfer arrives. Our bank details and the reference to give are in the confirmation e-mail.',
  },
  delivery: { id: 'checkout.receipt.delivery', defaultMessage: 'Delivery' },
  billing: { id: 'checkout.receipt.billing', defaultMessage: 'Billing' },
  payment: { id: 'checkout.receipt.payment', defaultMessage: 'Payment' },
  createAccountTitle: {
    id: 'checkout.receipt.createAccountTitle',
    defaultMessage: 'Save time on your next order',
  },
  createAccountText: {
    id: 'checkout.receipt.createAccountText',
    defaultMessage:
      'Create your account with the details you just gave: follow this order and check out faster next time.',
  },
  createAccount: { id: 'checkout.receipt.createAccount', defaultMessage: 'Create my account' },
  orderHistory: { id: 'checkout.receipt.orderHistory', defaultMessage: 'See my orders' },
  continueShopping: {
    id: 'checkout.receipt.continueShopping',
    defaultMessage: 'Continue shopping',
  },
});
