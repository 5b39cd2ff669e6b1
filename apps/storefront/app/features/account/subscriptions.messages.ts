// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** /subscriptions: the customer's subscriptions and what can be changed on each. */
export const subscriptionsMessages = defineMessages({
  intro: {
    id: 'account.subscriptions.intro',
    defaultMessage:
      'Your cures, delivered again and again. Skip a delivery, change the frequency, pause or cancel whenever you like.',
  },
  count: {
    id: 'account.subscriptions.count',
    defaultMessage: '{count, plural, one {# subscription} other {# subscriptions}}',
  },
  empty: { id: 'account.subscriptions.empty', defaultMessage: 'You have no subscription' },
  emptyHint: {
    id: 'account.subscriptions.emptyHint',
    defaultMessage:
      'Subscribe to a cure from its product page: it comes to you on its own, at a lower price.',
  },
  browse: { id: 'account.subscriptions.browse', defaultMessage: 'Discover our products' },
  statusActive: { id: 'account.subscriptions.statusActive', defaultMessage: 'Active' },
  statusPaused: { id: 'account.subscriptions.statusPaused', defaultMessage: 'Paused' },
  statusCancelled: { id: 'account.subscriptions.statusCancelled', defaultMessage: 'Cancelled' },
  every: {
    id: 'account.subscriptions.every',
    defaultMessage: 'Every {days} days',
  },
  quantity: { id: 'account.subscriptions.quantity', defaultMessage: 'Quantity: {count}' },
  pricePerDelivery: {
    id: 'account.subscriptions.pricePerDelivery',
    defaultMessage: 'Price per delivery',
  },
  discount: {
    id: 'account.subscriptions.discount',
    defaultMessage: '{percent} % off with the subscription',
  },
  nextDelivery: { id: 'account.subscriptions.nextDelivery', defaultMessage: 'Next delivery' },
  noDeliveryPaused: {
    id: 'account.subscriptions.noDeliveryPaused',
    defaultMessage: 'None while the subscription is paused',
  },
  noDeliveryCancelled: {
    id: 'account.subscriptions.noDeliveryCancelled',
    defaultMessage: 'None: the subscription is cancelled',
  },
  card: { id: 'account.subscriptions.card', defaultMessage: 'Paid with' },
  cardMissing: {
    id: 'account.subscriptions.cardMissing',
    defaultMessage: 'The saved card is no longer available',
  },
  address: { id: 'account.subscriptions.address', defaultMessage: 'Delivered to' },
  orders: { id: 'account.subscriptions.orders', defaultMessage: 'Orders' },
  firstOrder: {
    id: 'account.subscriptions.firstOrder',
    defaultMessage: 'Order no. {number} (first delivery)',
  },
  renewalOrder: {
    id: 'account.subscriptions.renewalOrder',
    defaultMessage: 'Order no. {number} (renewal)',
  },
  frequency: { id: 'account.subscriptions.frequency', defaultMessage: 'Delivery frequency' },
  saveFrequency: { id: 'account.subscriptions.saveFrequency', defaultMessage: 'Change' },
  frequencyChanged: {
    id: 'account.subscriptions.frequencyChanged',
    defaultMessage: 'Done: delivered every {days} days from now on.',
  },
  skip: { id: 'account.subscriptions.skip', defaultMessage: 'Skip the next delivery' },
  skipTitle: {
    id: 'account.subscriptions.skipTitle',
    defaultMessage: 'Skip the next delivery?',
  },
  skipText: {
    id: 'account.subscriptions.skipText',
    defaultMessage:
      'The delivery of {current} will not take place: your next delivery will be on {next}.',
  },
  skipConfirm: { id: 'account.subscriptions.skipConfirm', defaultMessage: 'Skip this delivery' },
  skipped: {
    id: 'account.subscriptions.skipped',
    defaultMessage: 'Delivery skipped: your next delivery is on {date}.',
  },
  pause: { id: 'account.subscriptions.pause', defaultMessage: 'Pause' },
  paused: {
    id: 'account.subscriptions.paused',
    defaultMessage: 'Subscription paused: nothing will be sent until you resume it.',
  },
  resume: { id: 'account.subscriptions.resume', defaultMessage: 'Resume' },
  resumed: {
    id: 'account.subscriptions.resumed',
    defaultMessage: 'Subscription resumed: your next delivery is on {date}.',
  },
  cancel: { id: 'account.subscriptions.cancel', defaultMessage: 'Cancel the subscription' },
  cancelTitle: {
    id: 'account.subscriptions.cancelTitle',
    defaultMessage: 'Cancel this subscription?',
  },
  cancelText: {
    id: 'account.subscriptions.cancelText',
    defaultMessage:
      '{product} will no longer be delivered. Cancelling is final: to receive it again, you will need to subscribe anew.',
  },
  cancelConfirm: {
    id: 'account.subscriptions.cancelConfirm',
    defaultMessage: 'Cancel the subscription',
  },
  keep: { id: 'account.subscriptions.keep', defaultMessage: 'Keep it' },
  cancelled: {
    id: 'account.subscriptions.cancelled',
    defaultMessage: 'Subscription cancelled: there will be no further delivery.',
  },
  actions: {
    id: 'account.subscriptions.actions',
    defaultMessage: 'Manage the subscription to {product}',
  },
  previousPage: { id: 'account.subscriptions.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'account.subscriptions.nextPage', defaultMessage: 'Next page' },
  pages: { id: 'account.subscriptions.pages', defaultMessage: 'Page {page} of {total}' },
});
