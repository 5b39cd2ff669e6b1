// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** What the shopper reads when a step or the order fails (see `checkout-errors.ts`). */
export const checkoutErrorMessages = defineMessages({
  stepFailed: {
    id: 'checkout.error.stepFailed',
    defaultMessage: 'This step could not be saved. Please check your details and try again.',
  },
  orderFailed: {
    id: 'checkout.error.orderFailed',
    defaultMessage: 'Your order could not be placed. Please check your details and try again.',
  },
  network: {
    id: 'checkout.error.network',
    defaultMessage: 'The connection was lost. Please check your connection and try again.',
  },
  orderInterrupted: {
    id: 'checkout.error.orderInterrupted',
    defaultMessage:
      'We did not receive the confirmation of your order. Try again: it will not be placed twice.',
  },
  guestEmail: { id: 'checkout.error.guestEmail', defaultMessage: 'Please enter your email.' },
  shippingAddressMissing: {
    id: 'checkout.error.shippingAddressMissing',
    defaultMessage: 'The delivery address is missing. Please enter it and try again.',
  },
  shippingMethodMissing: {
    id: 'checkout.error.shippingMethodMissing',
    defaultMessage: 'Please choose a delivery method and try again.',
  },
  shippingMethodUnavailable: {
    id: 'checkout.error.shippingMethodUnavailable',
    defaultMessage: 'This delivery method is not available for this address.',
  },
  billingAddress: {
    id: 'checkout.error.billingAddress',
    defaultMessage: 'Please check the billing address.',
  },
  paymentMethodUnavailable: {
    id: 'checkout.error.paymentMethodUnavailable',
    defaultMessage: 'This payment method is not available. Please choose another one.',
  },
  stock: {
    id: 'checkout.error.stock',
    defaultMessage:
      'Some products in your cart are no longer available in the quantity you chose. Please update your cart and try again.',
  },
  emptyCart: { id: 'checkout.error.emptyCart', defaultMessage: 'Your cart is empty.' },
  invalidCart: {
    id: 'checkout.error.invalidCart',
    defaultMessage: 'Your cart is no longer available. Please check your cart and try again.',
  },
  alreadyPlacing: {
    id: 'checkout.error.alreadyPlacing',
    defaultMessage: 'Your order is already being placed. Please wait a moment.',
  },
  cartChanged: {
    id: 'checkout.error.cartChanged',
    defaultMessage: 'Your cart changed during the payment. Please check it and pay again.',
  },
  cardExpired: {
    id: 'checkout.error.cardExpired',
    defaultMessage: 'Your card details have expired. Please enter your card again.',
  },
  declined: {
    id: 'checkout.error.declined',
    defaultMessage: 'The payment was refused. Please try another card or payment method.',
  },
  serverError: {
    id: 'checkout.error.serverError',
    defaultMessage: 'A server error stopped your order. Please place your order again.',
  },
});
