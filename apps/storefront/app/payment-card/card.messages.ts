// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** Messages of the card form, the payment in progress and the 3-D Secure dialog. */
export const cardMessages = defineMessages({
  title: { id: 'checkout.card.title', defaultMessage: 'Card details' },
  number: { id: 'checkout.card.number', defaultMessage: 'Card number' },
  expiry: { id: 'checkout.card.expiry', defaultMessage: 'Expiry date (MM/YY)' },
  cvc: { id: 'checkout.card.cvc', defaultMessage: 'Security code' },
  cvcHelper: {
    id: 'checkout.card.cvcHelper',
    defaultMessage: '{length, plural, =4 {4 digits on the front} other {# digits on the back}}',
  },
  holderName: { id: 'checkout.card.holderName', defaultMessage: 'Name on the card' },
  brand: {
    id: 'checkout.card.brand',
    defaultMessage:
      'Card: {brand, select, visa {Visa} mastercard {Mastercard} amex {American Express} other {CB}}',
  },
  secure: {
    id: 'checkout.card.secure',
    defaultMessage:
      'Your card details go encrypted to our payment provider; we never store them. Your bank may ask you to confirm the payment (3-D Secure).',
  },
  numberRequired: { id: 'checkout.card.numberRequired', defaultMessage: 'Enter the card number.' },
  numberInvalid: {
    id: 'checkout.card.numberInvalid',
    defaultMessage: 'This card number is not valid.',
  },
  expiryRequired: {
    id: 'checkout.card.expiryRequired',
    defaultMessage: 'Enter the expiry date.',
  },
  expiryInvalid: {
    id: 'checkout.card.expiryInvalid',
    defaultMessage: 'Enter the expiry date as MM/YY.',
  },
  expiryPast: { id: 'checkout.card.expiryPast', defaultMessage: 'This card has expired.' },
  cvcRequired: { id: 'checkout.card.cvcRequired', defaultMessage: 'Enter the security code.' },
  cvcInvalid: {
    id: 'checkout.card.cvcInvalid',
    defaultMessage: 'The security code has {length} digits.',
  },
  savedCardCodeHelper: {
    id: 'checkout.card.savedCardCodeHelper',
    defaultMessage:
      'Asked again for your security: {length, plural, =4 {the 4 digits on the front} other {the # digits on the back}} of the card ending in {lastFour}.',
  },
  savedCardCodeRefused: {
    id: 'checkout.card.savedCardCodeRefused',
    defaultMessage: 'This security code was not accepted: check it on your card.',
  },
  holderInvalid: {
    id: 'checkout.card.holderInvalid',
    defaultMessage: 'The name on the card is too long.',
  },
  tokenFailed: {
    id: 'checkout.card.tokenFailed',
    defaultMessage: 'We could not check your card. Please try again.',
  },
  tooManyAttempts: {
    id: 'checkout.card.tooManyAttempts',
    defaultMessage: 'Too many card attempts. Please wait a few minutes and try again.',
  },
  paying: { id: 'checkout.card.paying', defaultMessage: 'Payment in progress…' },
  securing: { id: 'checkout.card.securing', defaultMessage: 'Securing your card…' },
  verifying: {
    id: 'checkout.card.verifying',
    defaultMessage: 'Your bank is checking your card…',
  },
  retry: { id: 'checkout.card.retry', defaultMessage: 'Retry the payment' },
  otherMethod: {
    id: 'checkout.card.otherMethod',
    defaultMessage: 'Choose another payment method',
  },
  challengeTitle: { id: 'checkout.threeds.title', defaultMessage: 'Confirm your payment' },
  challengeIntro: {
    id: 'checkout.threeds.intro',
    defaultMessage:
      'Your bank asks you to confirm this payment of {amount} to {storeName} with the card ending in {lastFour}.',
  },
  challengeCode: { id: 'checkout.threeds.code', defaultMessage: 'Verification code' },
  challengeHelper: {
    id: 'checkout.threeds.helper',
    defaultMessage: 'Enter the code your bank sent you or shows in its app.',
  },
  challengeRequired: {
    id: 'checkout.threeds.required',
    defaultMessage: 'Enter the verification code.',
  },
  challengeSubmit: { id: 'checkout.threeds.submit', defaultMessage: 'Confirm' },
  challengeChecking: { id: 'checkout.threeds.checking', defaultMessage: 'Checking…' },
  challengeCancel: { id: 'checkout.threeds.cancel', defaultMessage: 'Cancel the payment' },
});
