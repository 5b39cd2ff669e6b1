/** Selections of the `card-payment` extension (schema/extensions/card-payment.graphql). */
import { graphql } from '../../graphql.ts';

/** A card payment's state after placing the order or sending 3-D Secure details. */
export const PaymentStatusFields = graphql(`
  fragment PaymentStatusFields on PaymentStatus {
    result_code
    is_final
    payment_reference
    order_number
    action {
      type
      token
      payment_reference
    }
  }
`);
