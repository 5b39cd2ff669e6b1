import { defineMessages } from '../i18n/define-messages.ts';

export const subscriptionOfferMessages = defineMessages({
  legend: { id: 'ui.subscriptionOffer.legend', defaultMessage: 'Purchase options' },
  oneTime: { id: 'ui.subscriptionOffer.oneTime', defaultMessage: 'One-time purchase' },
  subscribe: {
    id: 'ui.subscriptionOffer.subscribe',
    defaultMessage: '{percent, select, 0 {Subscribe} other {Subscribe and save {percent}%}}',
  },
  frequency: { id: 'ui.subscriptionOffer.frequency', defaultMessage: 'Delivery frequency' },
  note: {
    id: 'ui.subscriptionOffer.note',
    defaultMessage:
      'A subscription needs a customer account and a saved card for its deliveries. Skip, pause or cancel at any time.',
  },
});
