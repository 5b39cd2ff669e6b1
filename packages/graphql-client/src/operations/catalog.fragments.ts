/** Selections shared by the catalog reads. */
import { graphql } from '../graphql.ts';

/** A price with its currency. */
export const MoneyFields = graphql(`
  fragment MoneyFields on Money {
    value
    currency
  }
`);

/** The product price range: regular, final and discount of the minimum and maximum prices. */
export const PriceRangeFields = graphql(
  `
    fragment PriceRangeFields on PriceRange {
      minimum_price {
        regular_price {
          ...MoneyFields
        }
        final_price {
          ...MoneyFields
        }
        discount {
          amount_off
          percent_off
        }
      }
      maximum_price {
        regular_price {
          ...MoneyFields
        }
        final_price {
          ...MoneyFields
        }
        discount {
          amount_off
          percent_off
        }
      }
    }
  `,
  [MoneyFields],
);

/** What a product card (listing, search, related products) shows. */
export const ProductCardFields = graphql(
  `
    fragment ProductCardFields on ProductInterface {
      __typename
      uid
      sku
      name
      url_key
      url_suffix
      stock_status
      rating_summary
      review_count
      small_image {
        url
        label
      }
      price_range {
        ...PriceRangeFields
      }
    }
  `,
  [PriceRangeFields],
);

/**
 * A menu entry of the category tree (mega menu, drawer). Core fields only: the promotions and the
 * skinny flag are the `category-promo` extension's (`extensions/category-promo.operations.ts`).
 */
export const CategoryMenuFields = graphql(`
  fragment CategoryMenuFields on CategoryTree {
    uid
    name
    include_in_menu
    position
    url_path
    url_suffix
    children_count
  }
`);

/** A listing's filters: one aggregation per filterable attribute, with counts. */
export const AggregationFields = graphql(`
  fragment AggregationFields on Aggregation {
    attribute_code
    label
    count
    position
    options {
      label
      value
      count
    }
  }
`);
