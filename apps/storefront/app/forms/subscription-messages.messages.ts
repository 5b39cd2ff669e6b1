// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/**
 * The shop's wording of the subscription changes the server refuses (decision 118). The same ids
 * and texts as branch s29-subs-shop's `commerceMessages`, which maps every text of the module:
 * once both are merged, this file and `subscription-rules.ts` go (decision 173).
 */
export const subscriptionServerMessages = defineMessages({
  subscriptionNotFound: {
    id: 'server.subscriptionNotFound',
    defaultMessage: 'This subscription could not be found. Refresh the page and try again.',
  },
  subscriptionCancelled: {
    id: 'server.subscriptionCancelled',
    defaultMessage: 'A cancelled subscription can no longer be changed.',
  },
  subscriptionNotActive: {
    id: 'server.subscriptionNotActive',
    defaultMessage: 'Only an active subscription can be paused or have a delivery skipped.',
  },
  subscriptionNotPaused: {
    id: 'server.subscriptionNotPaused',
    defaultMessage: 'Only a paused subscription can be resumed.',
  },
  subscriptionFrequencyNotOffered: {
    id: 'server.subscriptionFrequencyNotOffered',
    defaultMessage: 'Delivery every {days} days is not offered for this product.',
  },
});
