/** Selections shared by the cart operations: everything cart-core's `toCart` reads. */
import { graphql } from '../graphql.ts';

/** A price with its currency. */
export const CartMoneyFields = graphql(`
  fragment CartMoneyFields on Money {
    value
    currency
  }
`);

/** One shipping method with its prices (estimate, address answer, selected method). */
export const ShippingMethodFields = graphql(
  `
    fragment ShippingMethodFields on AvailableShippingMethod {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      error_message
      amount {
        ...CartMoneyFields
      }
      price_excl_tax {
        ...CartMoneyFields
      }
      price_incl_tax {
        ...CartMoneyFields
      }
    }
  `,
  [CartMoneyFields],
);

/**
 * The cart details of spec §3 (the shape of cart-core's `RawCart`), Magento Open Source 2.4.7
 * only: the trigger's configurable-aware count is the `cart-quantity` extension's, and the total
 * excluding tax is derived from `grand_total` and `applied_taxes` (2.4.8 added a field for it).
 */
export const CartDetailsFields = graphql(
  `
    fragment CartDetailsFields on Cart {
      id
      email
      is_virtual
      total_quantity
      # \`items\` (deprecated for \`itemsV2\`) answers every line; \`itemsV2\` pages them 20 at a time.
      items {
        __typename
        uid
        quantity
        is_available
        errors {
          message
        }
        product {
          __typename
          uid
          sku
          name
          url_key
          url_suffix
          thumbnail {
            url
            label
          }
          small_image {
            url
            label
          }
        }
        prices {
          price {
            ...CartMoneyFields
          }
          price_including_tax {
            ...CartMoneyFields
          }
          row_total {
            ...CartMoneyFields
          }
          row_total_including_tax {
            ...CartMoneyFields
          }
        }
        ... on ConfigurableCartItem {
          configurable_options {
            configurable_product_option_uid
            configurable_product_option_value_uid
            option_label
            value_label
          }
          configured_variant {
            uid
            sku
            name
            url_key
            thumbnail {
              url
              label
            }
          }
        }
      }
      prices {
        grand_total {
          ...CartMoneyFields
        }
        subtotal_including_tax {
          ...CartMoneyFields
        }
        subtotal_excluding_tax {
          ...CartMoneyFields
        }
        applied_taxes {
          label
          amount {
            ...CartMoneyFields
          }
        }
        discounts {
          label
          amount {
            ...CartMoneyFields
          }
        }
      }
      applied_coupons {
        code
      }
      available_payment_methods {
        code
        title
      }
      selected_payment_method {
        code
        title
      }
      shipping_addresses {
        selected_shipping_method {
          carrier_code
          carrier_title
          method_code
          method_title
          amount {
            ...CartMoneyFields
          }
        }
      }
    }
  `,
  [CartMoneyFields],
);
