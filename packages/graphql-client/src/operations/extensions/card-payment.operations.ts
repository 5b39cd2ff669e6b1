/**
 * Extension `card-payment` (schema/extensions/card-payment.graphql): card payments through the drop-in
 * provider, with 3-D Secure. Run only when the backend offers it and lists the card method in the
 * cart's `available_payment_methods` (decision 100).
 */
import { graphql } from '../../graphql.ts';
import { PaymentStatusFields } from './card-payment.fragments.ts';

/**
 * The card provider's public client keys and which one to use, and whether it asks for a saved
 * card's security code again.
 */
export const GetCardPaymentConfig = graphql(`
  query GetCardPaymentConfig {
    storeConfig {
      store_code
      payment_environment
      payment_client_key_test
      payment_client_key_live
      payment_saved_card_cvc
    }
  }
`);

/**
 * Places a card order: the provider's answer comes in `payment_status` (a 3-D Secure step may
 * still be needed, and no order exists yet); `orderV2.number` once the order is placed.
 */
export const PlaceCardOrder = graphql(
  `
    mutation PlaceCardOrder($cartId: String!) {
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
