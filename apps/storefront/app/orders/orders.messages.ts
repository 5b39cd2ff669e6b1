// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** The order history, and the order as the tracking page shows it. */
export const ordersMessages = defineMessages({
  count: {
    id: 'account.orders.count',
    defaultMessage: '{count, plural, =0 {No order} one {# order} other {# orders}}',
  },
  empty: { id: 'account.orders.empty', defaultMessage: 'You have not placed any order yet.' },
  startShopping: { id: 'account.orders.startShopping', defaultMessage: 'Discover our supplements' },
  orderNumber: { id: 'account.orders.number', defaultMessage: 'Order no. {number}' },
  subscriptionItem: {
    id: 'account.orders.subscriptionItem',
    defaultMessage: 'Subscription · every {days} days',
  },
  renewalOrder: { id: 'account.orders.renewalOrder', defaultMessage: 'Subscription renewal' },
  allOrders: { id: 'account.orders.allOrders', defaultMessage: 'All my orders' },
  placedOn: { id: 'account.orders.placedOn', defaultMessage: 'Placed on {date}' },
  total: { id: 'account.orders.total', defaultMessage: 'Total' },
  itemCount: {
    id: 'account.orders.itemCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
  },
  showDetails: { id: 'account.orders.showDetails', defaultMessage: 'Show the details' },
  hideDetails: { id: 'account.orders.hideDetails', defaultMessage: 'Hide the details' },
  items: { id: 'account.orders.items', defaultMessage: 'Items' },
  quantity: { id: 'account.orders.quantity', defaultMessage: 'Quantity: {count}' },
  option: { id: 'account.orders.option', defaultMessage: '{label}: {value}' },
  delivery: { id: 'account.orders.delivery', defaultMessage: 'Delivery' },
  deliveryAddress: { id: 'account.orders.deliveryAddress', defaultMessage: 'Delivery address' },
  parcels: { id: 'account.orders.parcels', defaultMessage: 'Parcel tracking' },
  parcel: { id: 'account.orders.parcel', defaultMessage: '{carrier}: {number}' },
  payment: { id: 'account.orders.payment', defaultMessage: 'Payment' },
  subtotal: { id: 'account.orders.subtotal', defaultMessage: 'Subtotal' },
  shipping: { id: 'account.orders.shipping', defaultMessage: 'Delivery' },
  free: { id: 'account.orders.free', defaultMessage: 'Free' },
  discount: { id: 'account.orders.discount', defaultMessage: 'Discount ({label})' },
  tax: { id: 'account.orders.tax', defaultMessage: 'of which {title}' },
  grandTotal: { id: 'account.orders.grandTotal', defaultMessage: 'Total incl. VAT' },
  statusPending: { id: 'account.orders.status.pending', defaultMessage: 'Awaiting payment' },
  statusProcessing: { id: 'account.orders.status.processing', defaultMessage: 'Being prepared' },
  statusComplete: { id: 'account.orders.status.complete', defaultMessage: 'Shipped' },
  statusCanceled: { id: 'account.orders.status.canceled', defaultMessage: 'Canceled' },
  previousPage: { id: 'account.orders.previous', defaultMessage: 'Newer orders' },
  nextPage: { id: 'account.orders.next', defaultMessage: 'Older orders' },
  pages: { id: 'account.orders.pages', defaultMessage: 'Page {page} of {total}' },
});
