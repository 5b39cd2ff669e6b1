// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** The checkout of a cart that holds a subscription (extension `subscriptions`, issue 22). */
export const subscriptionCheckoutMessages = defineMessages({
  gateTitle: {
    id: 'checkout.subscription.gateTitle',
    defaultMessage: 'Sign in to subscribe',
  },
  gateReason: {
    id: 'checkout.subscription.gateReason',
    defaultMessage:
      'Your cart holds a subscription: its next deliveries are paid with the card saved on your customer account. Sign in or create your account to place the order; your cart comes with you.',
  },
  signIn: { id: 'checkout.subscription.signIn', defaultMessage: 'Sign in' },
  createAccount: { id: 'checkout.subscription.createAccount', defaultMessage: 'Create an account' },
  oneTimeInstead: {
    id: 'checkout.subscription.oneTimeInstead',
    defaultMessage: 'Rather buy once? Change it to a one-time purchase in your cart.',
  },
  backToCart: { id: 'checkout.subscription.backToCart', defaultMessage: 'Back to cart' },
  saveLocked: {
    id: 'checkout.subscription.saveLocked',
    defaultMessage: 'Your card will be used for the next deliveries of your subscription.',
  },
  cardOnly: {
    id: 'checkout.subscription.cardOnly',
    defaultMessage: 'A subscription is paid by card: its next deliveries use the card you save.',
  },
  receiptActive: {
    id: 'checkout.subscription.receiptActive',
    defaultMessage: 'Your subscription to {name} is active.',
  },
  receiptNext: {
    id: 'checkout.subscription.receiptNext',
    defaultMessage: 'Next delivery on {date}, then every {days} days.',
  },
  receiptLink: { id: 'checkout.subscription.receiptLink', defaultMessage: 'My subscriptions' },
});
