/**
 * Extension `subscriptions` (schema/extensions/subscriptions.graphql), the shop's side: the product
 * page's offer, a subscribed add to cart, the cart lines' subscriptions and changing them. Run only
 * when the backend offers it (decision 100); without it the shop sells one-time purchases only.
 * The account's documents (the customer's subscriptions) are in `subscriptions-account.operations.ts`.
 */
import { graphql } from '../../graphql.ts';
import { CartDetailsFields } from '../cart.fragments.ts';

/**
 * A product's subscription offer, by URL key, asked beside `GetProductDetailForProductPage`. A
 * configurable product's variants carry their own offer price, so the price follows the variant.
 */
export const GetProductSubscriptionOffer = graphql(`
  query GetProductSubscriptionOffer($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        vitrine_subscription_offer {
          frequencies
          discount_percent
          price {
            value
            currency
          }
        }
        ... on ConfigurableProduct {
          variants {
            product {
              uid
              vitrine_subscription_offer {
                price {
                  value
                  currency
                }
              }
            }
          }
        }
      }
    }
  }
`);

/** `addProductsToCart` for one line that may carry `vitrine_subscription`. */
export const AddSubscribedProductToCart = graphql(
  `
    mutation AddSubscribedProductToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
        cart {
          ...CartDetailsFields
        }
        user_errors {
          code
          message
        }
      }
    }
  `,
  [CartDetailsFields],
);

/**
 * The cart's subscription fields, read beside the core cart documents (which never select them),
 * like the `cart-quantity` extension's count.
 */
export const GetCartSubscriptions = graphql(`
  query GetCartSubscriptions($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      vitrine_has_subscription
      items {
        uid
        vitrine_subscription {
          frequency_days
          frequencies
          discount_percent
          next_date
        }
      }
    }
  }
`);

/** Subscribes a line, changes its frequency, or (`frequencyDays` null) makes it one-time. */
export const SetCartItemSubscription = graphql(
  `
    mutation SetCartItemSubscription($cartId: String!, $cartItemUid: ID!, $frequencyDays: Int) {
      setVitrineCartItemSubscription(
        input: { cart_id: $cartId, cart_item_uid: $cartItemUid, frequency_days: $frequencyDays }
      ) {
        cart {
          ...CartDetailsFields
        }
      }
    }
  `,
  [CartDetailsFields],
);
