/**
 * What the order history and the order tracking page show of an order, in Magento Open Source
 * 2.4.7's fields (decision 100): the lines' `product_sale_price` and `quantity_ordered` (no
 * 2.4.8 `prices`), the totals of `OrderTotal` (no 2.4.8 `subtotal_incl_tax`), and the shipments'
 * tracking numbers. The order number is `number`, the increment id the shopper knows.
 */
import { graphql } from '../graphql.ts';

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
    }
    total {
      grand_total {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
      shipping_handling {
        amount_including_tax {
          value
          currency
        }
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
      product_sale_price {
        value
        currency
      }
      selected_options {
        label
        value
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
    shipments {
      id
      number
      tracking {
        carrier
        title
        number
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
