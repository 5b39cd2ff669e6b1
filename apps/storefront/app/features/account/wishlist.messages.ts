// Not part of a catalogue page's first load: wait for the rest of the catalogue (decision 009).
import '../../i18n/full-catalogue.ts';
import { defineMessages } from '@vitrine/validation';

/** /wishlist. */
export const wishlistMessages = defineMessages({
  count: {
    id: 'account.wishlist.count',
    defaultMessage: '{count, plural, =0 {No product} one {# product} other {# products}}',
  },
  empty: {
    id: 'account.wishlist.empty',
    defaultMessage:
      'Your wishlist is empty. Keep the supplements you like here to find them later.',
  },
  browse: { id: 'account.wishlist.browse', defaultMessage: 'Discover our supplements' },
  addToCart: { id: 'account.wishlist.addToCart', defaultMessage: 'Add to cart' },
  chooseOptions: { id: 'account.wishlist.chooseOptions', defaultMessage: 'Choose the options' },
  outOfStock: { id: 'account.wishlist.outOfStock', defaultMessage: 'Out of stock' },
  remove: { id: 'account.wishlist.remove', defaultMessage: 'Remove {name} from the wishlist' },
  removeShort: { id: 'account.wishlist.removeShort', defaultMessage: 'Remove' },
  removed: {
    id: 'account.wishlist.removed',
    defaultMessage: '{name} is removed from your wishlist.',
  },
  showMore: { id: 'account.wishlist.showMore', defaultMessage: 'Show more' },
});
