// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/**
 * How a saved card is named, at checkout and in /saved-payments (the same words in both places),
 * and the checkout's saved-card choices.
 */
export const savedCardMessages = defineMessages({
  card: { id: 'account.payments.card', defaultMessage: '{brand} ending in {lastFour}' },
  cardUnknown: { id: 'account.payments.cardUnknown', defaultMessage: 'Bank card' },
  expires: { id: 'account.payments.expires', defaultMessage: 'Expires {date}' },
  brandVI: { id: 'account.payments.brand.VI', defaultMessage: 'Visa' },
  brandMC: { id: 'account.payments.brand.MC', defaultMessage: 'Mastercard' },
  brandAE: { id: 'account.payments.brand.AE', defaultMessage: 'American Express' },
  brandCB: { id: 'account.payments.brand.CB', defaultMessage: 'Carte Bancaire' },
  choices: { id: 'checkout.savedCards.legend', defaultMessage: 'Pay with a saved card' },
  masked: { id: 'checkout.savedCards.masked', defaultMessage: '{brand} •••• {lastFour}' },
  another: { id: 'checkout.savedCards.another', defaultMessage: 'Use another card' },
  save: {
    id: 'checkout.savedCards.save',
    defaultMessage: 'Save this card for my next purchases',
  },
  saveHint: {
    id: 'checkout.savedCards.saveHint',
    defaultMessage:
      'We keep a secure token from our payment provider, never the card number. You can delete it in your account.',
  },
});
