import type { ServerServices } from '../../graphql/context.ts';
import type { Logger } from '../../logger.ts';
import type { QuoteRow } from '../cart/index.ts';
import type { PaymentStatusOut } from '../payment/index.ts';

/** Magento's PlaceOrderErrorCodes. */
export type PlaceOrderCode =
  | 'CART_NOT_FOUND'
  | 'CART_NOT_ACTIVE'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

/** How a place-order (or payment-details) call ended, whatever the transport. */
export type PlaceOutcome =
  | { kind: 'placed'; orderId: number; number: string; payment: PaymentStatusOut | null }
  /** A card payment that placed no order: a 3-D Secure step to do, or a refusal. */
  | {
      kind: 'payment';
      payment: PaymentStatusOut;
      error: { code: PlaceOrderCode; message: string } | null;
    }
  | { kind: 'failed'; code: PlaceOrderCode; message: string; payment: PaymentStatusOut | null }
  /** Another call is placing this cart's order right now. */
  | { kind: 'busy' };

/** A placement request, once the transport has checked who may use the cart. */
export interface PlaceRequest {
  services: ServerServices;
  logger: Logger;
  quote: QuoteRow;
  currency: string;
  /** The Idempotency-Key of the call, when sent. */
  key: string | undefined;
}

/** Magento's messages of a cart that cannot be ordered yet. */
export const placeMessages = {
  empty: 'The cart does not contain any products.',
  guestEmail: 'Guest email for cart is missing.',
  shippingAddress: 'The shipping address is missing. Set the address and try again.',
  shippingMethod: 'The shipping method is missing. Select the shipping method and try again.',
  billing: 'Please check the billing address information.',
  paymentMethod: 'Enter a valid payment method and try again.',
  serverError:
    'A server error stopped your order from being placed. Please try to place your order again.',
  declined: 'Transaction has been declined. Please try again later.',
  cardExpired: 'The card details have expired. Enter the card details again.',
  cartChanged: 'The cart changed during the payment. Review your cart and pay again.',
} as const;
