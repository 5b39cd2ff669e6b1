import { defineMessages } from '@vitrine/validation';

/** A subscribed cart line, wherever the cart shows it (extension `subscriptions`, issue 22). */
export const subscriptionMessages = defineMessages({
  every: { id: 'subscription.every', defaultMessage: 'Every {days} days' },
  line: { id: 'subscription.line', defaultMessage: 'Subscription · every {days} days' },
  nextDelivery: { id: 'subscription.nextDelivery', defaultMessage: 'Next delivery on {date}' },
  // The cart line's choice is narrow on a phone: the days alone, under « Fréquence ».
  days: { id: 'subscription.days', defaultMessage: '{days} days' },
  frequency: { id: 'subscription.frequency', defaultMessage: 'Frequency' },
  oneTime: { id: 'subscription.oneTime', defaultMessage: 'One-time purchase' },
  changeFailed: {
    id: 'subscription.changeFailed',
    defaultMessage: 'The subscription could not be changed. Please try again.',
  },
});
