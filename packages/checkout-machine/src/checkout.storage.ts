import type { StoragePort } from '@vitrine/commerce-primitives';
import type {
  AvailableShippingMethod,
  BillingAddress,
  PaymentMethodChoice,
  Address,
} from './checkout.types.ts';
import { CHECKOUT_STORAGE_KEYS, CHECKOUT_STORAGE_PREFIX } from './checkout.constants.ts';
import type { CheckoutStorageKey } from './checkout.constants.ts';

/** The shipping method as saved: the choice plus the title shown in the summary. */
export interface SavedShippingMethod {
  readonly carrierCode: string;
  readonly methodCode: string;
  readonly carrierTitle: string;
}

/** What the checkout saves as the shopper goes (spec §3 Saved checkout data). */
export interface SavedCheckoutData {
  readonly availableShippingMethods: readonly AvailableShippingMethod[];
  readonly billing_address: BillingAddress | null;
  readonly paymentMethod: PaymentMethodChoice | null;
  readonly shipping_address: Address | null;
  readonly shippingMethod: SavedShippingMethod | null;
}

function read(storage: StoragePort, key: CheckoutStorageKey): unknown {
  const raw = storage.getItem(CHECKOUT_STORAGE_PREFIX + key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    // A value another version wrote badly is dropped, not allowed to break the checkout.
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads the saved checkout data. Values of the wrong shape read as missing, so the shopper is
 * asked again rather than sent on with half an address.
 */
export function readCheckoutData(storage: StoragePort): SavedCheckoutData {
  const methods = read(storage, 'availableShippingMethods');
  const billing = read(storage, 'billing_address');
  const payment = read(storage, 'paymentMethod');
  const shipping = read(storage, 'shipping_address');
  const method = read(storage, 'shippingMethod');
  return {
    availableShippingMethods: Array.isArray(methods) ? (methods as AvailableShippingMethod[]) : [],
    billing_address:
      isObject(billing) && typeof billing['sameAsShippingAddress'] === 'boolean'
        ? (billing as unknown as BillingAddress)
        : null,
    paymentMethod:
      isObject(payment) && typeof payment['code'] === 'string'
        ? (payment as unknown as PaymentMethodChoice)
        : null,
    shipping_address:
      isObject(shipping) && Array.isArray(shipping['street'])
        ? (shipping as unknown as Address)
        : null,
    shippingMethod:
      isObject(method) && typeof method['carrierCode'] === 'string'
        ? (method as unknown as SavedShippingMethod)
        : null,
  };
}

/** Saves one piece of checkout data under the fixed prefix. */
export function saveCheckoutData<K extends CheckoutStorageKey>(
  storage: StoragePort,
  key: K,
  value: SavedCheckoutData[K],
): void {
  storage.setItem(CHECKOUT_STORAGE_PREFIX + key, JSON.stringify(value));
}

/** Removes one piece of saved checkout data. */
export function removeCheckoutData(storage: StoragePort, key: CheckoutStorageKey): void {
  storage.removeItem(CHECKOUT_STORAGE_PREFIX + key);
}

/**
 * Removes every saved checkout key: after an order, and in the sign-out sequence (spec §4),
 * which is why it is exported on its own.
 */
export function clearCheckoutData(storage: StoragePort): void {
  for (const key of CHECKOUT_STORAGE_KEYS) removeCheckoutData(storage, key);
}
