// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** Messages of checkout's "Retrait en boutique" (MSI in-store pickup, decision 150). */
export const pickupMessages = defineMessages({
  mode: { id: 'checkout.pickup.mode', defaultMessage: 'How would you like to receive your order?' },
  modeHome: { id: 'checkout.pickup.modeHome', defaultMessage: 'Home delivery' },
  modeHomeHint: {
    id: 'checkout.pickup.modeHomeHint',
    defaultMessage: 'At the address of your choice in France',
  },
  modePickup: { id: 'checkout.pickup.modePickup', defaultMessage: 'Collect in store' },
  modePickupHint: {
    id: 'checkout.pickup.modePickupHint',
    defaultMessage: 'Free, at the Orsalis shop of your choice',
  },
  searchLabel: { id: 'checkout.pickup.searchLabel', defaultMessage: 'Postcode or town' },
  search: { id: 'checkout.pickup.search', defaultMessage: 'Search' },
  searching: { id: 'checkout.pickup.searching', defaultMessage: 'Searching…' },
  showAll: { id: 'checkout.pickup.showAll', defaultMessage: 'Show every shop' },
  showMore: {
    id: 'checkout.pickup.showMore',
    defaultMessage: 'Show {count, plural, one {# more shop} other {# more shops}}',
  },
  shops: { id: 'checkout.pickup.shops', defaultMessage: 'Choose your shop' },
  nearPlace: {
    id: 'checkout.pickup.nearPlace',
    defaultMessage: 'Shops near “{place}”, nearest first',
  },
  noneNear: {
    id: 'checkout.pickup.noneNear',
    defaultMessage: 'No shop within {radius} km of “{place}”. Try another town or show every shop.',
  },
  favourite: { id: 'checkout.pickup.favourite', defaultMessage: 'My shop' },
  shopRequired: {
    id: 'checkout.pickup.shopRequired',
    defaultMessage: 'Choose the shop where you will collect your order.',
  },
  loadFailed: {
    id: 'checkout.pickup.loadFailed',
    defaultMessage: 'The shops could not be loaded. Try again in a moment.',
  },
  contact: { id: 'checkout.pickup.contact', defaultMessage: 'Who will collect the order?' },
  contactHint: {
    id: 'checkout.pickup.contactHint',
    defaultMessage: 'The name and phone number of the person who will come for it.',
  },
  collectAt: {
    id: 'checkout.pickup.collectAt',
    defaultMessage: 'To collect at the {name} shop, {address}',
  },
  collectTitle: { id: 'checkout.pickup.collectTitle', defaultMessage: 'Collect in store' },
  billingNeeded: {
    id: 'checkout.pickup.billingNeeded',
    defaultMessage: 'For an order collected in store, give your billing address.',
  },
});
