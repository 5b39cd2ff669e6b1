// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** Messages of the checkout page: steps, address form, methods, review and receipt. */
export const checkoutMessages = defineMessages({
  title: { id: 'checkout.page.title', defaultMessage: 'Checkout' },
  heading: { id: 'checkout.page.heading', defaultMessage: 'Your order' },
  loading: { id: 'checkout.page.loading', defaultMessage: 'Loading your checkout…' },
  emptyCart: {
    id: 'checkout.page.emptyCart',
    defaultMessage: 'Your cart is empty: there is nothing to order yet.',
  },
  continueShopping: { id: 'checkout.page.continueShopping', defaultMessage: 'Continue shopping' },
  stepShippingAddress: { id: 'checkout.step.shippingAddress', defaultMessage: 'Delivery address' },
  stepShippingMethod: { id: 'checkout.step.shippingMethod', defaultMessage: 'Delivery method' },
  stepBillingAddress: { id: 'checkout.step.billingAddress', defaultMessage: 'Billing address' },
  stepPaymentMethod: { id: 'checkout.step.paymentMethod', defaultMessage: 'Payment method' },
  stepReview: { id: 'checkout.step.review', defaultMessage: 'Review and pay' },
  stepNumber: { id: 'checkout.step.number', defaultMessage: 'Step {number} of {total}:' },
  stepDone: { id: 'checkout.step.done', defaultMessage: 'completed' },
  edit: { id: 'checkout.step.edit', defaultMessage: 'Edit' },
  editStep: { id: 'checkout.step.editLabel', defaultMessage: 'Edit: {step}' },
  saving: { id: 'checkout.step.saving', defaultMessage: 'Saving…' },
  continueToMethod: {
    id: 'checkout.step.continueToMethod',
    defaultMessage: 'Continue to delivery',
  },
  continueToBilling: {
    id: 'checkout.step.continueToBilling',
    defaultMessage: 'Continue to billing',
  },
  continueToPayment: {
    id: 'checkout.step.continueToPayment',
    defaultMessage: 'Continue to payment',
  },
  continueToReview: { id: 'checkout.step.continueToReview', defaultMessage: 'Review my order' },
  savedAddresses: { id: 'checkout.address.saved', defaultMessage: 'Your saved addresses' },
  newAddress: { id: 'checkout.address.new', defaultMessage: 'A new address' },
  defaultAddress: { id: 'checkout.address.default', defaultMessage: 'Default address' },
  addressesFailed: {
    id: 'checkout.address.savedFailed',
    defaultMessage: 'Your saved addresses could not be loaded; enter the address below.',
  },
  shippingMethods: {
    id: 'checkout.method.legend',
    defaultMessage: 'Choose how you want your order delivered',
  },
  noShippingMethods: {
    id: 'checkout.method.none',
    defaultMessage: 'No delivery method is available for this address. Please check it.',
  },
  methodRequired: {
    id: 'checkout.method.required',
    defaultMessage: 'Choose a delivery method.',
  },
  sameAsShipping: {
    id: 'checkout.billing.same',
    defaultMessage: 'My billing address is my delivery address',
  },
  sameAsShippingSummary: {
    id: 'checkout.billing.sameSummary',
    defaultMessage: 'Same as the delivery address',
  },
  paymentMethods: {
    id: 'checkout.payment.legend',
    defaultMessage: 'How would you like to pay?',
  },
  paymentCard: { id: 'checkout.payment.card', defaultMessage: 'Bank card' },
  paymentCardHint: {
    id: 'checkout.payment.cardHint',
    defaultMessage: 'CB, Visa, Mastercard — you enter your card at the last step.',
  },
  paymentBankTransfer: { id: 'checkout.payment.bankTransfer', defaultMessage: 'Bank transfer' },
  paymentBankTransferHint: {
    id: 'checkout.payment.bankTransferHint',
    defaultMessage:
      'We ship your order once the transfer arrives; our bank details are in the confirmation e-mail.',
  },
  paymentFree: { id: 'checkout.payment.free', defaultMessage: 'No payment required' },
  noPaymentMethods: {
    id: 'checkout.payment.none',
    defaultMessage: 'No payment method is available for this order.',
  },
  paymentRequired: {
    id: 'checkout.payment.required',
    defaultMessage: 'Choose a payment method.',
  },
  placeOrder: { id: 'checkout.review.placeOrder', defaultMessage: 'Place my order' },
  termsOfSale: {
    id: 'checkout.review.termsOfSale',
    defaultMessage:
      'By placing your order, you accept our <link>terms and conditions of sale</link>.',
  },
  placeOrderAndPay: {
    id: 'checkout.review.placeOrderAndPay',
    defaultMessage: 'Pay {amount}',
  },
  placingOrder: { id: 'checkout.review.placing', defaultMessage: 'Placing your order…' },
  retryOrder: { id: 'checkout.review.retry', defaultMessage: 'Try again' },
  total: { id: 'checkout.review.total', defaultMessage: 'Total to pay' },
  summary: { id: 'checkout.summary.title', defaultMessage: 'Order summary' },
  editCart: { id: 'checkout.summary.editCart', defaultMessage: 'Edit my cart' },
  summaryShow: { id: 'checkout.summary.show', defaultMessage: 'Show the order summary' },
  summaryHide: { id: 'checkout.summary.hide', defaultMessage: 'Hide the order summary' },
});
