/**
 * The wish list in Magento Open Source 2.4.7's contract: one wish list per customer (several
 * lists, their names and visibility are Adobe Commerce's), and the id `"0"` stands for the
 * customer's default wish list in the mutations.
 */
import { graphql } from '../graphql.ts';

/** The wish list id Magento reads as "the customer's default wish list". */
export const DEFAULT_WISHLIST_ID = '0';

/** One page of the customer's wish list. */
export const GetWishlist = graphql(`
  query GetWishlist($currentPage: Int!, $pageSize: Int!) {
    customer {
      wishlists(pageSize: 1) {
        id
        items_count
        items_v2(currentPage: $currentPage, pageSize: $pageSize) {
          items {
            __typename
            id
            quantity
            product {
              uid
              sku
              name
              url_key
              url_suffix
              stock_status
              small_image {
                url
                label
              }
              price_range {
                minimum_price {
                  final_price {
                    value
                    currency
                  }
                  regular_price {
                    value
                    currency
                  }
                }
              }
            }
            ... on ConfigurableWishlistItem {
              configurable_options {
                option_label
                value_label
                configurable_product_option_value_uid
              }
              configured_variant {
                sku
                stock_status
              }
            }
          }
          page_info {
            current_page
            total_pages
          }
        }
      }
    }
  }
`);

/** Removes one item from the wish list. */
export const RemoveWishlistItem = graphql(`
  mutation RemoveWishlistItem($wishlistId: ID!, $itemId: ID!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: [$itemId]) {
      wishlist {
        id
        items_count
      }
      user_errors {
        message
      }
    }
  }
`);

/**
 * What the hearts need: which products are in the wish list and their item ids. The list is read
 * whole up to the heart's page size; a product further down shows as not saved (decision 132).
 */
export const GetWishlistSummary = graphql(`
  query GetWishlistSummary($pageSize: Int!) {
    customer {
      wishlists(pageSize: 1) {
        id
        items_count
        items_v2(currentPage: 1, pageSize: $pageSize) {
          items {
            id
            product {
              sku
            }
          }
        }
      }
    }
  }
`);

/** Adds one product (a configurable with its parent and chosen options) to the wish list. */
export const AddWishlistItem = graphql(`
  mutation AddWishlistItem($wishlistId: ID!, $item: WishlistItemInput!, $pageSize: Int!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [$item]) {
      wishlist {
        id
        items_count
        items_v2(currentPage: 1, pageSize: $pageSize) {
          items {
            id
            product {
              sku
            }
          }
        }
      }
      user_errors {
        code
        message
      }
    }
  }
`);
