import { defineMessages } from '@vitrine/validation';

/** The toast an add to cart shows, wherever the shopper added from (product page, wish list). */
export const addToCartMessages = defineMessages({
  addedToCart: { id: 'product.addedToCart', defaultMessage: '{name} was added to your cart.' },
  addToCartFailed: {
    id: 'product.addToCartFailed',
    defaultMessage: 'The product could not be added to your cart. Please try again.',
  },
  /** Nothing is sent, nor kept to send later: the shopper adds it again once online (decision 135). */
  addToCartOffline: {
    id: 'product.addToCartOffline',
    defaultMessage:
      'You are offline: the product was not added to your cart. Add it again once you are back online.',
  },
});
