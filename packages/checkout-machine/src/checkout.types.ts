import type { ShippingEstimate } from '@vitrine/cart-core';

/**
 * A postal address (spec §3 Address). Field names are the spec's and Magento REST's own, because
 * this object is saved as-is under `shipping_address` / `billing_address` and sent as-is in the
 * REST bodies.
 */
export interface Address {
  readonly firstname: string;
  readonly lastname: string;
  readonly street: readonly string[];
  readonly city: string;
  readonly postcode: string;
  readonly telephone: string;
  /** ISO 3166 code; always `FR` for this shop (spec §1). */
  readonly country_id: string;
  readonly region_code?: string | null;
  readonly region_id?: number | null;
  readonly region?: string | null;
  readonly company?: string | null;
  /** The shopper's e-mail; required for a guest at the shipping step (spec §5). */
  readonly email?: string | null;
  /**
   * MSI in-store pickup: the shop the order is collected at (Magento's name); the address is then
   * that shop's (`checkout.pickup.ts`).
   */
  readonly pickup_location_code?: string | null;
}

/** A signed-in customer's saved address, picked instead of typing one. */
export interface SavedAddress {
  /** Magento 2.4.7's `CustomerAddress.id`, sent as `customer_address_id`. */
  readonly id: number;
  readonly address: Address;
  readonly isDefaultShipping: boolean;
  readonly isDefaultBilling: boolean;
}

/** The billing address: the shipping one, or another (spec §3 `sameAsShippingAddress`). */
export type BillingAddress =
  | { readonly sameAsShippingAddress: true }
  | {
      readonly sameAsShippingAddress: false;
      readonly address: Address;
      readonly customerAddressId?: number;
    };

/** The shipping method chosen at the shipping-method step. */
export interface ShippingMethodChoice {
  readonly carrierCode: string;
  readonly methodCode: string;
}

/**
 * How a payment method is paid: `card` goes through the payment session (drop-in, 3-D Secure),
 * `offline` (bank transfer) places the order directly.
 */
export type PaymentMethodKind = 'card' | 'offline';

/** The payment method chosen at the payment step (spec `paymentCode`, `paymentData`). */
export interface PaymentMethodChoice {
  readonly code: string;
  readonly kind: PaymentMethodKind;
  /** Method data; `nonce` for methods that tokenise up front. Never saved to storage. */
  readonly data?: { readonly nonce?: string };
}

/** The placed order as the receipt shows it (spec `receipt.order`). */
export interface PlacedOrder {
  /**
   * The number the shopper knows the order by: Magento's increment id (`000000014`). Null when
   * the order is placed but its number could not be known here (the REST call answers the
   * entity id, and a guest cannot read their orders): the confirmation e-mail carries it.
   */
  readonly orderNumber: string | null;
  readonly email: string | null;
  readonly firstname: string;
  readonly lastname: string;
}

/** The receipt of a completed checkout. */
export interface Receipt {
  readonly order: PlacedOrder;
}

/** Shipping methods offered for the shipping address (spec `availableShippingMethods`). */
export type AvailableShippingMethod = ShippingEstimate;

/** The checkout steps, in order (spec §4 Checkout flow). */
export const CHECKOUT_STEPS = [
  'shippingAddress',
  'shippingMethod',
  'billingAddress',
  'paymentMethod',
] as const;

/** One of {@link CHECKOUT_STEPS}. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Where an error belongs (spec §3: one error each, plus the order). */
export type CheckoutErrorKey = CheckoutStep | 'order';

/** What the GraphQL placement confirms of a restored checkout (every step's value). */
export interface ConfirmCartInput {
  cartId: string;
  signedIn: boolean;
  shippingAddress: Address;
  carrierCode: string;
  methodCode: string;
  billing: BillingAddress;
  payment: { code: string; kind: PaymentMethodKind };
}
