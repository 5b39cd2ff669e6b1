/**
 * Prefix of the saved checkout data in storage (spec §9: "Checkout persistence uses a fixed
 * prefix"), the one Magento's storefront uses, so data saved by either reads the same.
 */
export const CHECKOUT_STORAGE_PREFIX = 'M2_VENIA_BROWSER_PERSISTENCE__';

/** The saved checkout data keys (spec §3 Saved checkout data). */
export const CHECKOUT_STORAGE_KEYS = [
  'availableShippingMethods',
  'billing_address',
  'paymentMethod',
  'shipping_address',
  'shippingMethod',
] as const;

/** One of {@link CHECKOUT_STORAGE_KEYS}. */
export type CheckoutStorageKey = (typeof CHECKOUT_STORAGE_KEYS)[number];

/**
 * How long a 3-D Secure challenge may stay open before the attempt is given up. Issuers time a
 * challenge out after about ten minutes; waiting longer only leaves the dialog hanging.
 */
export const CHALLENGE_TIMEOUT_MS = 10 * 60 * 1000;

/** Route a guest reaches after an order to create an account (spec §2). */
export const CREATE_ACCOUNT_PATH = '/create-account';
