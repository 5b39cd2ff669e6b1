import { defineMessages } from '@vitrine/validation';

/**
 * The hearts and the header's count. Not waiting for the rest of the catalogue: the hearts are on
 * the product cards and the product page, which are first-load pages (decision 009).
 */
export const wishlistHeartMessages = defineMessages({
  add: { id: 'wishlist.heart.add', defaultMessage: 'Add “{name}” to my favourites' },
  remove: { id: 'wishlist.heart.remove', defaultMessage: 'Remove “{name}” from my favourites' },
  added: { id: 'wishlist.heart.added', defaultMessage: '“{name}” is in your favourites.' },
  removed: {
    id: 'wishlist.heart.removed',
    defaultMessage: '“{name}” is removed from your favourites.',
  },
  signInFirst: {
    id: 'wishlist.heart.signInFirst',
    defaultMessage: 'Sign in to add “{name}” to your favourites.',
  },
  failed: {
    id: 'wishlist.heart.failed',
    defaultMessage: 'Your favourites could not be updated. Please try again.',
  },
  headerLink: {
    id: 'wishlist.header.link',
    defaultMessage:
      '{count, plural, =0 {My favourites} one {My favourites, # product} other {My favourites, # products}}',
  },
});
