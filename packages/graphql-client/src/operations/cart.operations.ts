/**
 * Cart and checkout operations (spec §7): create, add, update, remove, details, the authorisation
 * check, shipping estimate, coupons, guest e-mail, addresses, methods, placing the order, the
 * saved addresses and order number of a signed-in customer, and the sign-in cart calls (customer
 * cart, merge). Magento Open Source 2.4.7 only; the card payment and the trigger's
 * configurable-aware count are extensions (`extensions/card-payment`, `extensions/cart-quantity`).
 */
import { graphql } from '../graphql.ts';
import { CartDetailsFields, ShippingMethodFields } from './cart.fragments.ts';

/** A new empty cart; with a customer token, that customer's active cart (createEmptyCart). */
export const CreateCart = graphql(`
  mutation CreateCart {
    cartId: createEmptyCart
  }
`);

/** Adds one line: a simple SKU, or a configurable parent with its option uids (or a variant + parent). */
export const AddProductToCart = graphql(
  `
    mutation AddProductToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
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

/** Changes a line's quantity (0 removes it). */
export const UpdateItemQuantity = graphql(
  `
    mutation UpdateItemQuantity($cartId: String!, $itemUid: ID!, $quantity: Float!) {
      updateCartItems(
        input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $itemUid, quantity: $quantity }] }
      ) {
        cart {
          ...CartDetailsFields
        }
      }
    }
  `,
  [CartDetailsFields],
);

/** Removes a line by its uid. */
export const RemoveItem = graphql(
  `
    mutation RemoveItem($cartId: String!, $itemUid: ID!) {
      removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $itemUid }) {
        cart {
          ...CartDetailsFields
        }
      }
    }
  `,
  [CartDetailsFields],
);

/** The cart details, always from the network (spec §7 "network only"). */
export const GetCartDetails = graphql(
  `
    query GetCartDetails($cartId: String!) {
      cart(cart_id: $cartId) {
        ...CartDetailsFields
      }
    }
  `,
  [CartDetailsFields],
);

/**
 * The authorisation check (may this visitor use the cart?) and the cart trigger's count on a
 * backend without the `cart-quantity` extension. The storefront skips it without a cart id.
 */
export const GetCart = graphql(`
  query GetCart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
    }
  }
`);

/** Shipping methods and prices for a country and postcode. */
export const EstimateShippingMethods = graphql(
  `
    mutation EstimateShippingMethods(
      $cartId: String!
      $countryCode: CountryCodeEnum!
      $postcode: String
    ) {
      estimateShippingMethods(
        input: { cart_id: $cartId, address: { country_code: $countryCode, postcode: $postcode } }
      ) {
        ...ShippingMethodFields
      }
    }
  `,
  [ShippingMethodFields],
);

/** The guest's e-mail on the cart (shipping step). */
export const SetGuestEmailOnCart = graphql(`
  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
        email
      }
    }
  }
`);

/**
 * The shipping address; the answer carries the address's available shipping methods. With a
 * `pickupLocationCode` (MSI in-store pickup) the address is the shop's and `instore/pickup` is offered.
 */
export const SetShippingAddressOnCart = graphql(
  `
    mutation SetShippingAddressOnCart(
      $cartId: String!
      $address: CartAddressInput
      $customerAddressId: Int
      $pickupLocationCode: String
    ) {
      setShippingAddressesOnCart(
        input: {
          cart_id: $cartId
          shipping_addresses: [
            {
              address: $address
              customer_address_id: $customerAddressId
              pickup_location_code: $pickupLocationCode
            }
          ]
        }
      ) {
        cart {
          id
          shipping_addresses {
            available_shipping_methods {
              ...ShippingMethodFields
            }
          }
        }
      }
    }
  `,
  [ShippingMethodFields],
);

/** The billing address: the shipping one, a saved one or a new one. */
export const SetBillingAddressOnCart = graphql(
  `
    mutation SetBillingAddressOnCart(
      $cartId: String!
      $sameAsShipping: Boolean
      $address: CartAddressInput
      $customerAddressId: Int
    ) {
      setBillingAddressOnCart(
        input: {
          cart_id: $cartId
          billing_address: {
            same_as_shipping: $sameAsShipping
            address: $address
            customer_address_id: $customerAddressId
          }
        }
      ) {
        cart {
          ...CartDetailsFields
        }
      }
    }
  `,
  [CartDetailsFields],
);

/** One shipping method on the cart. */
export const SetShippingMethodOnCart = graphql(
  `
    mutation SetShippingMethodOnCart(
      $cartId: String!
      $carrierCode: String!
      $methodCode: String!
    ) {
      setShippingMethodsOnCart(
        input: {
          cart_id: $cartId
          shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }]
        }
      ) {
        cart {
          ...CartDetailsFields
        }
      }
    }
  `,
  [CartDetailsFields],
);

/** The payment method on the cart. */
export const SetPaymentMethodOnCart = graphql(
  `
    mutation SetPaymentMethodOnCart($cartId: String!, $paymentMethod: PaymentMethodInput!) {
      setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: $paymentMethod }) {
        cart {
          ...CartDetailsFields
        }
      }
    }
  `,
  [CartDetailsFields],
);

/**
 * Places the order; Magento answers errors with codes in the payload. `orderV2.number` is the
 * increment id the shopper sees (`000000014`), `token` reads the order as a guest
 * (`guestOrderByToken`). A card order goes through the `card-payment` extension's `PlaceCardOrder`.
 */
export const PlaceOrder = graphql(`
  mutation PlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      orderV2 {
        number
        token
      }
      errors {
        code
        message
      }
    }
  }
`);

/** Applies a discount code to the cart. */
export const ApplyCouponToCart = graphql(`
  mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {
      cart {
        id
        applied_coupons {
          code
        }
      }
    }
  }
`);

/** Removes the cart's discount code. */
export const RemoveCouponFromCart = graphql(`
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        id
        applied_coupons {
          code
        }
      }
    }
  }
`);

/**
 * A signed-in customer's address book for the checkout's address steps. Magento 2.4.7 names a
 * saved address by its integer `id` (`customer_address_id` on the cart); `uid` is 2.4.9's.
 */
export const GetCheckoutAddresses = graphql(`
  query GetCheckoutAddresses {
    customer {
      email
      addresses {
        id
        firstname
        lastname
        company
        street
        city
        postcode
        country_code
        telephone
        region {
          region
          region_code
          region_id
        }
        default_shipping
        default_billing
      }
    }
  }
`);

/**
 * A signed-in customer's latest orders, newest first: after the REST `payment-information` call,
 * which answers the order's entity id, the order whose `id` (base64 of that entity id) matches
 * gives the increment id the shopper sees.
 */
export const GetRecentOrderNumbers = graphql(`
  query GetRecentOrderNumbers($pageSize: Int!) {
    customer {
      orders(sort: { sort_field: CREATED_AT, sort_direction: DESC }, pageSize: $pageSize) {
        items {
          id
          number
        }
      }
    }
  }
`);

/** The signed-in customer's active cart id. */
export const GetCustomerCart = graphql(`
  query GetCustomerCart {
    customerCart {
      id
    }
  }
`);

/** Moves the guest cart's lines into the customer's cart (sign-in). */
export const MergeCartsAfterSignIn = graphql(`
  mutation MergeCartsAfterSignIn($sourceCartId: String!, $destinationCartId: String!) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      id
    }
  }
`);
