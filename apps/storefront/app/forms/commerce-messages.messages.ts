// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/**
 * The shop's wording of the commerce server's other texts (cart, coupon, stock, checkout,
 * payment, catalogue, requests), one message per meaning (decision 118). The English default is
 * the shop's own wording of that meaning, not Magento's text.
 */
export const commerceMessages = defineMessages({
  cartItemMissing: {
    id: 'server.cartItemMissing',
    defaultMessage: 'This item is no longer in your cart. Refresh the page and try again.',
  },
  cartUnavailable: {
    id: 'server.cartUnavailable',
    defaultMessage: 'Your cart is no longer available. Refresh the page to get a new one.',
  },
  cartEmpty: {
    id: 'server.cartEmpty',
    defaultMessage: 'Your cart is empty. Add a product and try again.',
  },
  quantityPositive: {
    id: 'server.quantityPositive',
    defaultMessage: 'Enter a quantity of at least 1.',
  },
  quantityWhole: { id: 'server.quantityWhole', defaultMessage: 'Enter a whole quantity.' },
  quantityMax: {
    id: 'server.quantityMax',
    defaultMessage: 'You can order at most {count} of this product.',
  },
  productUnavailable: {
    id: 'server.productUnavailable',
    defaultMessage: 'This product is no longer available.',
  },
  chooseOptions: {
    id: 'server.chooseOptions',
    defaultMessage: 'Choose the product’s options, then add it again.',
  },
  stock: { id: 'server.stock', defaultMessage: 'The requested quantity is not available.' },
  addFailed: {
    id: 'server.addFailed',
    defaultMessage: 'This product could not be added to your cart.',
  },
  couponInvalid: {
    id: 'server.couponInvalid',
    defaultMessage: 'This promo code isn’t valid. Check it and try again.',
  },
  couponAlreadyApplied: {
    id: 'server.couponAlreadyApplied',
    defaultMessage: 'A promo code is already applied. Remove it to use another.',
  },
  signInRequired: { id: 'server.signInRequired', defaultMessage: 'Sign in to continue.' },
  signedInNotAllowed: {
    id: 'server.signedInNotAllowed',
    defaultMessage: 'This is not possible while you are signed in. Refresh the page.',
  },
  requestIncomplete: {
    id: 'server.requestIncomplete',
    defaultMessage:
      'Some information is missing from your request. Refresh the page and try again.',
  },
  emailRequired: { id: 'server.emailRequired', defaultMessage: 'Enter your email address.' },
  passwordRequired: { id: 'server.passwordRequired', defaultMessage: 'Enter your password.' },
  fieldRequired: {
    id: 'server.fieldRequired',
    defaultMessage: 'A required field is empty. Fill it in and try again.',
  },
  invalidValue: {
    id: 'server.invalidValue',
    defaultMessage: 'The value “{value}” isn’t valid. Check it and try again.',
  },
  streetLines: {
    id: 'server.streetLines',
    defaultMessage: 'The street address can have at most {count} lines.',
  },
  addressNotFound: {
    id: 'server.addressNotFound',
    defaultMessage: 'This address could not be found. Refresh the page.',
  },
  addressNotYours: {
    id: 'server.addressNotYours',
    defaultMessage: 'This address does not belong to your account.',
  },
  addressRejected: {
    id: 'server.addressRejected',
    defaultMessage: 'The address could not be saved. Check it and try again.',
  },
  shippingAddressMissing: {
    id: 'server.shippingAddressMissing',
    defaultMessage: 'Enter the delivery address first.',
  },
  shippingMethodUnavailable: {
    id: 'server.shippingMethodUnavailable',
    defaultMessage: 'Choose one of the delivery methods offered.',
  },
  pickupUnavailable: {
    id: 'server.pickupUnavailable',
    defaultMessage: 'This pickup point is no longer available. Choose another.',
  },
  paymentUnavailable: {
    id: 'server.paymentUnavailable',
    defaultMessage: 'This payment method is not available. Choose another.',
  },
  savedCardMissing: {
    id: 'server.savedCardMissing',
    defaultMessage: 'This saved card is no longer available. Choose another payment method.',
  },
  savedCardCode: {
    id: 'server.savedCardCode',
    defaultMessage: 'Enter the security code of the card again, then pay.',
  },
  cardExpired: {
    id: 'server.cardExpired',
    defaultMessage: 'The card details have expired. Enter them again.',
  },
  cardInvalid: {
    id: 'server.cardInvalid',
    defaultMessage: 'The card details are not valid. Check them and try again.',
  },
  paymentDeclined: {
    id: 'server.paymentDeclined',
    defaultMessage: 'The payment was declined. Try again later or choose another payment method.',
  },
  threeDSecureFailed: {
    id: 'server.threeDSecureFailed',
    defaultMessage: 'The card check (3-D Secure) did not succeed. Pay again.',
  },
  orderFailed: {
    id: 'server.orderFailed',
    defaultMessage: 'An error stopped your order from being placed. Please place it again.',
  },
  orderAlreadySent: {
    id: 'server.orderAlreadySent',
    defaultMessage: 'This order has already been sent. Check your orders before ordering again.',
  },
  cartChanged: {
    id: 'server.cartChanged',
    defaultMessage: 'Your cart changed during the payment. Review it and pay again.',
  },
  billingAddress: { id: 'server.billingAddress', defaultMessage: 'Check the billing address.' },
  pageNotFound: {
    id: 'server.pageNotFound',
    defaultMessage: 'This page of results does not exist.',
  },
  searchRequired: { id: 'server.searchRequired', defaultMessage: 'Enter a word to search for.' },
  filterInvalid: {
    id: 'server.filterInvalid',
    defaultMessage: 'This filter is not valid. Clear it and try again.',
  },
  contentNotFound: {
    id: 'server.contentNotFound',
    defaultMessage: 'This content could not be found.',
  },
  dateOfBirthInvalid: {
    id: 'server.dateOfBirthInvalid',
    defaultMessage: 'The date of birth isn’t valid.',
  },
  currentPasswordForEmail: {
    id: 'server.currentPasswordForEmail',
    defaultMessage: 'Enter your current password to change your email address.',
  },
  nameRequired: { id: 'server.nameRequired', defaultMessage: 'Enter your name.' },
  commentRequired: { id: 'server.commentRequired', defaultMessage: 'Write your message.' },
  commentInvalid: {
    id: 'server.commentInvalid',
    defaultMessage: 'Your message cannot be sent as it is. Check it and try again.',
  },
  dataConsentRequired: {
    id: 'server.dataConsentRequired',
    defaultMessage: 'Your consent to the processing of your data is required.',
  },
  newsletterConsentRequired: {
    id: 'server.newsletterConsentRequired',
    defaultMessage: 'Your consent to receive the newsletter is required.',
  },
  wishlistItemMissing: {
    id: 'server.wishlistItemMissing',
    defaultMessage: 'This product is no longer in your wish list.',
  },
  placeNotFound: {
    id: 'server.placeNotFound',
    defaultMessage: 'This place could not be found. Try a town or a postcode.',
  },
  datesInvalid: { id: 'server.datesInvalid', defaultMessage: 'These dates are not valid.' },
  locationInvalid: { id: 'server.locationInvalid', defaultMessage: 'This position is not valid.' },
  inputRejected: {
    id: 'server.inputRejected',
    defaultMessage: 'Your entry contains characters that cannot be used.',
  },
  requestTooLarge: {
    id: 'server.requestTooLarge',
    defaultMessage: 'The request is too large. Refresh the page and try again.',
  },
  currencyUnavailable: {
    id: 'server.currencyUnavailable',
    defaultMessage: 'This currency is not available.',
  },
  accountNotConfirmed: {
    id: 'server.accountNotConfirmed',
    defaultMessage: 'This account is not confirmed yet. Use the link in the email we sent you.',
  },
  accountLocked: {
    id: 'server.accountLocked',
    defaultMessage: 'This account is locked. Please wait and try again later.',
  },
  passwordNotChanged: {
    id: 'server.passwordNotChanged',
    defaultMessage: 'The password could not be changed. Try again.',
  },
  currentPasswordWrong: {
    id: 'server.currentPasswordWrong',
    defaultMessage: 'Your current password is incorrect. Check it and try again.',
  },
  countryUnavailable: {
    id: 'server.countryUnavailable',
    defaultMessage: 'We do not deliver to this country.',
  },
  reviewsClosed: {
    id: 'server.reviewsClosed',
    defaultMessage: 'Reviews cannot be posted at the moment.',
  },
  reviewSignIn: { id: 'server.reviewSignIn', defaultMessage: 'Sign in to post your review.' },
  // Subscriptions (extension `subscriptions`, issue 22).
  subscriptionNeedsAccount: {
    id: 'server.subscriptionNeedsAccount',
    defaultMessage: 'A subscription needs a customer account: sign in or create your account.',
  },
  subscriptionNeedsSavedCard: {
    id: 'server.subscriptionNeedsSavedCard',
    defaultMessage:
      'A subscription is paid with a saved card for its next deliveries: save your card or choose a saved one.',
  },
  subscriptionNotOffered: {
    id: 'server.subscriptionNotOffered',
    defaultMessage: 'This product is not offered as a subscription.',
  },
  subscriptionFrequencyNotOffered: {
    id: 'server.subscriptionFrequencyNotOffered',
    defaultMessage: 'Delivery every {days} days is not offered for this product.',
  },
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
  subscriptionCardGone: {
    id: 'server.subscriptionCardGone',
    defaultMessage: 'The card saved for this subscription has been deleted.',
  },
  subscriptionCustomerGone: {
    id: 'server.subscriptionCustomerGone',
    defaultMessage: 'The customer account of this subscription no longer exists.',
  },
  subscriptionNotPaused: {
    id: 'server.subscriptionNotPaused',
    defaultMessage: 'Only a paused subscription can be resumed.',
  },
  reviewIncomplete: {
    id: 'server.reviewIncomplete',
    defaultMessage: 'Enter your name, a title and your review.',
  },
  reviewRating: {
    id: 'server.reviewRating',
    defaultMessage: 'Choose a rating for each criterion.',
  },
  busy: { id: 'server.busy', defaultMessage: 'The shop is very busy. Try again in a few seconds.' },
});
