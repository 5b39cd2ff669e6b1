import type { Cart, CartPaymentMethod, ShippingEstimate } from '@vitrine/cart-core';
import type { CommerceResult } from '@vitrine/commerce-primitives';
import type { Address } from './checkout.types.ts';
import type {
  CardEntry,
  CardPaymentData,
  CardTokenResult,
  PaymentAction,
  PaymentOutcome,
} from './payment.types.ts';

/**
 * The commerce functions the checkout and payment-session machines call (decision 002, 050).
 * graphql-client implements the GraphQL and REST ones; the shell adapts the payment ones to the
 * provider. Every one returns a `CommerceResult`.
 */

/** `setGuestEmailOnCart`. */
export type SetGuestEmailFn = (input: {
  cartId: string;
  email: string;
}) => Promise<CommerceResult<{ cart?: Cart }>>;

/** `setShippingAddressesOnCart`; answers the address's `available_shipping_methods`. */
export type SetShippingAddressFn = (input: {
  cartId: string;
  address: Address;
  /** A signed-in customer's saved address (Magento 2.4.7 `customer_address_id`). */
  customerAddressId?: number;
}) => Promise<CommerceResult<{ shippingMethods: ShippingEstimate[] }>>;

/** `setShippingMethodsOnCart` with one method. */
export type SetShippingMethodFn = (input: {
  cartId: string;
  carrierCode: string;
  methodCode: string;
}) => Promise<CommerceResult<{ cart?: Cart }>>;

/** `setBillingAddressOnCart`: `same_as_shipping`, a saved address, or an address. */
export type SetBillingAddressFn = (input: {
  cartId: string;
  sameAsShipping: boolean;
  address?: Address;
  customerAddressId?: number;
}) => Promise<CommerceResult<{ cart?: Cart }>>;

/** `setPaymentMethodOnCart`. */
export type SetPaymentMethodFn = (input: {
  cartId: string;
  code: string;
  nonce?: string;
}) => Promise<CommerceResult<{ cart?: Cart }>>;

/**
 * `placeOrder`; answers `orderV2.number`, the increment id. `idempotencyKey` makes a manual retry
 * of a lost answer return the same order.
 */
export type PlaceOrderFn = (input: {
  cartId: string;
  idempotencyKey: string;
}) => Promise<CommerceResult<{ orderNumber: string }>>;

/** REST `POST …/shipping-information` (guest-carts/{cartId} or carts/mine). */
export type SaveShippingInformationFn = (input: {
  cartId: string;
  signedIn: boolean;
  shippingAddress: Address;
  billingAddress: Address;
  carrierCode: string;
  methodCode: string;
}) => Promise<CommerceResult<{ paymentMethods: CartPaymentMethod[] }>>;

/**
 * REST `POST …/payment-information`, which places the order and answers its entity id — not the
 * number the shopper sees. `orderNumber` is the increment id when the implementation could find
 * it (a signed-in customer's latest orders), else null.
 */
export type SavePaymentInformationFn = (input: {
  cartId: string;
  signedIn: boolean;
  /** Required for a guest, absent for `mine`. */
  email?: string;
  billingAddress: Address;
  paymentMethod: { method: string; nonce?: string };
  idempotencyKey: string;
}) => Promise<CommerceResult<{ orderId: string; orderNumber: string | null }>>;

/**
 * Replaces the cart after an order: remove it and create a new one (spec §4). The storefront
 * resets its cart actor; it answers the new cart id.
 */
export type RenewCartFn = () => Promise<{ cartId: string | null }>;

/** What a card payment is for: the order the payment session places. */
export interface PaymentPlacement {
  readonly cartId: string;
  readonly signedIn: boolean;
  readonly email: string | null;
  readonly billingAddress: Address | null;
}

/**
 * Pays with the card and places the order (the provider's `/payments`). Every call of one attempt
 * carries the same `idempotencyKey`, so a manual retry after a lost answer never charges twice.
 */
export type SubmitPaymentFn = (input: {
  placement: PaymentPlacement;
  method: string;
  paymentData: CardPaymentData;
  idempotencyKey: string;
}) => Promise<CommerceResult<PaymentOutcome>>;

/** Completes 3-D Secure (the provider's `/payments/details`) with the fingerprint or challenge answer. */
export type SubmitPaymentDetailsFn = (input: {
  placement: PaymentPlacement;
  paymentReference: string;
  details: Readonly<Record<string, string>>;
  idempotencyKey: string;
}) => Promise<CommerceResult<PaymentOutcome>>;

/** Every commerce function the checkout steps call. */
export interface CheckoutFunctions {
  readonly setGuestEmail: SetGuestEmailFn;
  readonly setShippingAddress: SetShippingAddressFn;
  readonly setShippingMethod: SetShippingMethodFn;
  readonly setBillingAddress: SetBillingAddressFn;
  readonly setPaymentMethod: SetPaymentMethodFn;
  readonly placeOrder: PlaceOrderFn;
  readonly saveShippingInformation: SaveShippingInformationFn;
  readonly savePaymentInformation: SavePaymentInformationFn;
  readonly renewCart: RenewCartFn;
}

/**
 * Sends the card to the provider and answers its one-time token, or the provider's problems
 * with the card as data (a token pays once: every attempt tokenises again).
 */
export type TokeniseCardFn = (card: CardEntry) => Promise<CardTokenResult>;

/**
 * Sends a saved card's security code to the provider (which asks for it again, store config
 * `payment_saved_card_cvc`) and answers its one-time token (`data.token`), or what to tell the
 * shopper, as {@link TokeniseCardFn} does for a new card.
 */
export type TokeniseSecurityCodeFn = (input: {
  publicHash: string;
  securityCode: string;
}) => Promise<CardTokenResult>;

/** The drop-in's answer to a 3-D Secure fingerprint: the details sent to the provider. */
export type AnswerFingerprintFn = (
  action: PaymentAction | null,
) => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>;

/** The payment functions of the card drop-in. */
export interface PaymentFunctions {
  readonly submitPayment: SubmitPaymentFn;
  readonly submitPaymentDetails: SubmitPaymentDetailsFn;
  /** Without it, a `payment.card.submit` ends with the payment's error message. */
  readonly tokeniseCard?: TokeniseCardFn;
  /** Without it, a saved card sent with a security code ends with the payment's error message. */
  readonly tokeniseSecurityCode?: TokeniseSecurityCodeFn;
  /** Without it, the session waits for a `threeds.fingerprint` event. */
  readonly answerFingerprint?: AnswerFingerprintFn;
}

/** A function returning a fresh random id (UUID v4 in production), injected for tests (C14). */
export type RandomId = () => string;
