// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** /saved-payments. */
export const paymentsMessages = defineMessages({
  intro: {
    id: 'account.payments.intro',
    defaultMessage:
      'Cards you chose to save at checkout. We keep a secure token from our payment provider, never the card number.',
  },
  empty: {
    id: 'account.payments.empty',
    defaultMessage:
      'You have no saved card. At checkout, tick “Save this card for my next purchases” under the card details to pay faster next time.',
  },
  expired: {
    id: 'account.payments.expired',
    defaultMessage: 'Expired {date}: it is no longer offered at checkout',
  },
  delete: { id: 'account.payments.delete', defaultMessage: 'Delete the card {card}' },
  confirmTitle: { id: 'account.payments.confirmTitle', defaultMessage: 'Delete this card?' },
  confirmText: {
    id: 'account.payments.confirmText',
    defaultMessage: 'You will need to enter its details again to pay with it.',
  },
  confirm: { id: 'account.payments.confirm', defaultMessage: 'Delete the card' },
  deleted: { id: 'account.payments.deleted', defaultMessage: 'The card is deleted.' },
});

/** /communications. */
export const communicationsMessages = defineMessages({
  intro: {
    id: 'account.communications.intro',
    defaultMessage: 'Choose what we may send you at {email}. You can change your mind at any time.',
  },
  newsletterTitle: { id: 'account.communications.newsletter', defaultMessage: 'Newsletter' },
  newsletterLabel: {
    id: 'account.communications.newsletterLabel',
    defaultMessage: 'I want to receive the newsletter (advice, new products and offers).',
  },
  offersTitle: { id: 'account.communications.offers', defaultMessage: 'Personalised offers' },
  offersLabel: {
    id: 'account.communications.offersLabel',
    defaultMessage:
      'I agree that my browsing and purchases are used to personalise the offers I receive.',
  },
  save: { id: 'account.communications.save', defaultMessage: 'Save my preferences' },
  saved: { id: 'account.communications.saved', defaultMessage: 'Your preferences are saved.' },
});

/** /address-book. */
export const addressMessages = defineMessages({
  intro: {
    id: 'account.addresses.intro',
    defaultMessage: 'Your saved addresses are offered at checkout. We deliver in France only.',
  },
  empty: { id: 'account.addresses.empty', defaultMessage: 'You have no saved address yet.' },
  add: { id: 'account.addresses.add', defaultMessage: 'Add an address' },
  newTitle: { id: 'account.addresses.newTitle', defaultMessage: 'New address' },
  editTitle: { id: 'account.addresses.editTitle', defaultMessage: 'Edit the address' },
  edit: { id: 'account.addresses.edit', defaultMessage: 'Edit the address of {name}, {city}' },
  delete: {
    id: 'account.addresses.delete',
    defaultMessage: 'Delete the address of {name}, {city}',
  },
  defaultShipping: {
    id: 'account.addresses.defaultShipping',
    defaultMessage: 'Default delivery address',
  },
  defaultBilling: {
    id: 'account.addresses.defaultBilling',
    defaultMessage: 'Default billing address',
  },
  useForShipping: {
    id: 'account.addresses.useForShipping',
    defaultMessage: 'Use as my default delivery address',
  },
  useForBilling: {
    id: 'account.addresses.useForBilling',
    defaultMessage: 'Use as my default billing address',
  },
  saveAddress: { id: 'account.addresses.save', defaultMessage: 'Save the address' },
  saved: { id: 'account.addresses.saved', defaultMessage: 'The address is saved.' },
  confirmTitle: { id: 'account.addresses.confirmTitle', defaultMessage: 'Delete this address?' },
  confirm: { id: 'account.addresses.confirm', defaultMessage: 'Delete the address' },
  deleted: { id: 'account.addresses.deleted', defaultMessage: 'The address is deleted.' },
});
