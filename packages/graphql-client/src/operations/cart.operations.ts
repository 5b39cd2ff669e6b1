/**
 * Cart and checkout operations (spec §7): create, add, update, remove, details, the authorisation
 * check, shipping estimate, guest e-mail, addresses, methods, placing the order, and the sign-in
 * cart calls (customer cart, merge).
 */
import { graphql } from '../graphql.ts';
import { CartDetailsFields, PaymentStatusFields, ShippingMethodFields } from './cart.fragments.ts';

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
 * The authorisation check (may this visitor use the cart?) and the cart trigger's count. The
 * storefront skips it without a cart id.
 */
export const GetCart = graphql(`
  query GetCart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_summary_quantity_including_config
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

/** The shipping address; the answer carries the address's available shipping methods. */
export const SetShippingAddressOnCart = graphql(
  `
    mutation SetShippingAddressOnCart(
      $cartId: String!
      $address: CartAddressInput
      $customerAddressUid: ID
    ) {
      setShippingAddressesOnCart(
        input: {
          cart_id: $cartId
          shipping_addresses: [{ address: $address, customer_address_uid: $customerAddressUid }]
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
      $customerAddressUid: ID
    ) {
      setBillingAddressOnCart(
        input: {
          cart_id: $cartId
          billing_address: {
            same_as_shipping: $sameAsShipping
            address: $address
            customer_address_uid: $customerAddressUid
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
 * Places the order; Magento answers errors with codes in the payload. With a card, the provider's
 * answer comes in `payment_status` (a 3-D Secure step may still be needed, and no order exists yet).
 */
export const PlaceOrder = graphql(
  `
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
        payment_status {
          ...PaymentStatusFields
        }
      }
    }
  `,
  [PaymentStatusFields],
);

/** Completes a card payment with the 3-D Secure fingerprint or challenge answer. */
export const SubmitPaymentDetails = graphql(
  `
    mutation SubmitPaymentDetails($cartId: String!, $paymentReference: String!, $details: String!) {
      submitPaymentDetails(
        input: { cart_id: $cartId, payment_reference: $paymentReference, details: $details }
      ) {
        payment_status {
          ...PaymentStatusFields
        }
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
  `,
  [PaymentStatusFields],
);

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
