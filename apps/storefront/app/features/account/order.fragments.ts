import { graphql } from '@vitrine/graphql-client';

/** What the order history and the order tracking page show of an order. */
export const OrderDetailsFragment = graphql(`
  fragment OrderDetails on CustomerOrder {
    number
    order_date
    status
    carrier
    shipping_method
    payment_methods {
      name
      type
      additional_data {
        name
        value
      }
    }
    total {
      grand_total {
        value
        currency
      }
      subtotal_incl_tax {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
      discounts {
        amount {
          value
          currency
        }
        label
      }
      taxes {
        amount {
          value
          currency
        }
        title
      }
    }
    items {
      id
      product_name
      product_sku
      quantity_ordered
      selected_options {
        label
        value
      }
      prices {
        row_total_including_tax {
          value
          currency
        }
      }
      product {
        uid
        url_key
        url_suffix
        small_image {
          url
        }
      }
    }
    shipping_address {
      firstname
      lastname
      company
      street
      city
      postcode
      country_code
      telephone
    }
  }
`);
