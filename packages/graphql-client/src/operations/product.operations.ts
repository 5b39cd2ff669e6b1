/**
 * Product reads: the product page (spec §2) and the sitemap's product URLs.
 */
import { graphql } from '../graphql.ts';
import { PriceRangeFields, ProductCardFields } from './catalog.fragments.ts';

/**
 * Everything the product page shows, by URL key: Magento Open Source 2.4.7 fields only. The FAQ is
 * the `product-faq` extension's (`GetProductFaq`); the sale quantity limits (`min_sale_qty`,
 * `max_sale_qty`) are Magento 2.4.8's, so the page does without them and the backend refuses an
 * impossible quantity with its own message.
 */
export const GetProductDetailForProductPage = graphql(
  `
    query GetProductDetailForProductPage($urlKey: String!) {
      products(filter: { url_key: { eq: $urlKey } }) {
        items {
          __typename
          uid
          sku
          name
          url_key
          url_suffix
          canonical_url
          stock_status
          only_x_left_in_stock
          meta_title
          meta_keyword
          meta_description
          rating_summary
          review_count
          special_price
          description {
            html
          }
          short_description {
            html
          }
          image {
            url
            label
          }
          media_gallery {
            __typename
            url
            label
            position
            disabled
          }
          media_gallery_entries {
            uid
            file
            label
            position
            disabled
            media_type
          }
          price_range {
            ...PriceRangeFields
          }
          price_tiers {
            quantity
            final_price {
              value
              currency
            }
            discount {
              amount_off
              percent_off
            }
          }
          categories {
            uid
            name
            url_path
            url_suffix
            breadcrumbs {
              category_uid
              category_name
              category_url_path
            }
          }
          custom_attributesV2(filters: { is_visible_on_front: true }) {
            items {
              code
              ... on AttributeValue {
                value
              }
              ... on AttributeSelectedOptions {
                selected_options {
                  label
                  value
                }
              }
            }
          }
          related_products {
            ...ProductCardFields
          }
          upsell_products {
            ...ProductCardFields
          }
          ... on ConfigurableProduct {
            configurable_options {
              uid
              attribute_uid
              attribute_code
              label
              position
              values {
                uid
                label
                swatch_data {
                  __typename
                  value
                }
              }
            }
            variants {
              attributes {
                uid
                code
                label
              }
              product {
                uid
                sku
                stock_status
                only_x_left_in_stock
                image {
                  url
                  label
                }
                media_gallery {
                  url
                  label
                  position
                  disabled
                }
                price_range {
                  ...PriceRangeFields
                }
              }
            }
          }
        }
      }
    }
  `,
  [PriceRangeFields, ProductCardFields],
);

/**
 * The sitemap's product URLs, a page at a time (300 per page keeps a 50 000-URL sitemap to a few
 * hundred requests). Every product has a price, so `price from 0` lists them all: Magento's
 * `products` needs a search or a filter.
 */
export const GetSitemapProducts = graphql(`
  query GetSitemapProducts($currentPage: Int!) {
    products(
      filter: { price: { from: "0" } }
      pageSize: 300
      currentPage: $currentPage
      sort: { name: ASC }
    ) {
      page_info {
        total_pages
      }
      items {
        url_key
        url_suffix
      }
    }
  }
`);

/**
 * One page of a product's reviews, newest first, with the summary they make up (Magento_Review,
 * core). Read beside the product detail so a page of reviews changes no cached detail.
 */
export const GetProductReviews = graphql(`
  query GetProductReviews($urlKey: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        rating_summary
        review_count
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            nickname
            summary
            text
            created_at
            average_rating
            ratings_breakdown {
              name
              value
            }
          }
          page_info {
            current_page
            page_size
            total_pages
          }
        }
      }
    }
  }
`);
