// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** The shop's wording of the subscription changes the server refuses (decision 118). */
export const subscriptionServerMessages = defineMessages({
  subscriptionMissing: {
    id: 'server.subscriptionMissing',
    defaultMessage: 'This subscription was not found. Refresh the page and try again.',
  },
  subscriptionCancelled: {
    id: 'server.subscriptionCancelled',
    defaultMessage: 'This subscription is cancelled: it can no longer be changed.',
  },
  subscriptionNotActive: {
    id: 'server.subscriptionNotActive',
    defaultMessage:
      'This subscription is not running: resume it first to skip a delivery or pause it.',
  },
  subscriptionNotPaused: {
    id: 'server.subscriptionNotPaused',
    defaultMessage: 'This subscription is not paused: it is already running.',
  },
  frequencyNotOffered: {
    id: 'server.frequencyNotOffered',
    defaultMessage:
      'Delivery every {days} days is not offered for this product. Choose another frequency.',
  },
});
