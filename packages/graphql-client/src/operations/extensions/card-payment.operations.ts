/**
 * Extension `card-payment` (schema/extensions/card-payment.graphql): card payments through the drop-in
 * provider, with 3-D Secure. Run only when the backend offers it (decision 100).
 */
import { graphql } from '../../graphql.ts';

/** The card provider's public client keys and which one to use. */
export const GetCardPaymentConfig = graphql(`
  query GetCardPaymentConfig {
    storeConfig {
      store_code
      payment_environment
      payment_client_key_test
      payment_client_key_live
    }
  }
`);
