// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

export const cartMessages = defineMessages({
  title: { id: 'cart.title', defaultMessage: 'Shopping Cart' },
  miniCartTitle: { id: 'cart.miniCartTitle', defaultMessage: 'Your cart' },
  empty: { id: 'cart.empty', defaultMessage: 'Your cart is empty.' },
  emptyHint: {
    id: 'cart.emptyHint',
    defaultMessage: 'Discover our supplements and find the one that suits you.',
  },
  continueShopping: { id: 'cart.continueShopping', defaultMessage: 'Continue shopping' },
  viewCart: { id: 'cart.viewCart', defaultMessage: 'View cart' },
  checkout: { id: 'cart.checkout', defaultMessage: 'Proceed to checkout' },
  itemCount: {
    id: 'cart.itemCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
  },
  quantity: { id: 'cart.quantity', defaultMessage: 'Quantity of {name}' },
  remove: { id: 'cart.remove', defaultMessage: 'Remove {name}' },
  unitPrice: { id: 'cart.unitPrice', defaultMessage: '{price} each' },
  optionValue: { id: 'cart.optionValue', defaultMessage: '{label}: {value}' },
  subtotal: { id: 'cart.subtotal', defaultMessage: 'Subtotal' },
  subtotalExclTax: { id: 'cart.subtotalExclTax', defaultMessage: 'Subtotal excl. VAT' },
  discount: { id: 'cart.discount', defaultMessage: 'Discount ({label})' },
  tax: { id: 'cart.tax', defaultMessage: 'of which {label}' },
  shipping: { id: 'cart.shipping', defaultMessage: 'Delivery' },
  shippingCalculatedLater: { id: 'cart.shippingLater', defaultMessage: 'Calculated at checkout' },
  grandTotal: { id: 'cart.grandTotal', defaultMessage: 'Total incl. VAT' },
  summary: { id: 'cart.summary', defaultMessage: 'Order summary' },
  couponTitle: { id: 'cart.couponTitle', defaultMessage: 'Discount code' },
  couponLabel: { id: 'cart.couponLabel', defaultMessage: 'Enter your code' },
  couponApply: { id: 'cart.couponApply', defaultMessage: 'Apply' },
  couponRemove: { id: 'cart.couponRemove', defaultMessage: 'Remove the code {code}' },
  couponApplied: { id: 'cart.couponApplied', defaultMessage: 'The code {code} was applied.' },
  estimateTitle: { id: 'cart.estimateTitle', defaultMessage: 'Estimate delivery' },
  estimatePostcode: { id: 'cart.estimatePostcode', defaultMessage: 'Postcode (France)' },
  estimateSubmit: { id: 'cart.estimateSubmit', defaultMessage: 'Estimate' },
  estimateFree: { id: 'cart.estimateFree', defaultMessage: 'Free' },
  estimateNone: {
    id: 'cart.estimateNone',
    defaultMessage: 'No delivery method for this postcode.',
  },
  estimateNotDelivered: {
    id: 'cart.estimateNotDelivered',
    defaultMessage:
      'We do not deliver to this postcode: we deliver to mainland France and Corsica.',
  },
  itemUnavailable: {
    id: 'cart.itemUnavailable',
    defaultMessage:
      'Some products are no longer available in the quantity you chose; they were removed from your cart.',
  },
  lineUnavailable: {
    id: 'cart.lineUnavailable',
    defaultMessage: 'This product is not available in the quantity you chose.',
  },
  loading: { id: 'cart.loading', defaultMessage: 'Loading your cart…' },
  reassuranceLabel: { id: 'cart.reassurance.label', defaultMessage: 'Shop with confidence' },
  reassurancePayment: {
    id: 'cart.reassurance.payment',
    defaultMessage: 'Secure payment: your card details are encrypted',
  },
  reassuranceCards: {
    id: 'cart.reassurance.cards',
    defaultMessage: 'Cards accepted: CB, Visa, Mastercard',
  },
  reassuranceReturns: {
    id: 'cart.reassurance.returns',
    defaultMessage: 'Returns within 14 days of delivery',
  },
  unavailable: { id: 'cart.unavailableCart', defaultMessage: 'Your cart could not be loaded.' },
  retry: { id: 'cart.retry', defaultMessage: 'Try again' },
  updating: { id: 'cart.updating', defaultMessage: 'Updating your cart…' },
});
