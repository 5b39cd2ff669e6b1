import type { Cart } from '@vitrine/cart-core';
import type {
  Address,
  BillingAddress,
  CheckoutContext,
  PlacedOrder,
} from '@vitrine/checkout-machine';

/**
 * What the receipt shows, taken from the checkout when the order is placed. It is kept in the
 * tab's session storage so a reload of the receipt shows it again (decision 080) — the saved
 * checkout data is cleared by the order (spec §4), and the cart is a new, empty one.
 */
export interface ReceiptView {
  readonly order: PlacedOrder;
  readonly signedIn: boolean;
  readonly shippingAddress: Address | null;
  /** "Home delivery · Colissimo". */
  readonly methodTitle: string;
  readonly billing: BillingAddress | null;
  readonly paymentCode: string | null;
  /** The cart as it was ordered. */
  readonly cart: Cart | null;
  /** A guest's way to an account, prefilled (spec §4). */
  readonly accountLink: string | null;
}

/** Session storage key of the last receipt of this tab. */
export const RECEIPT_STORAGE_KEY = 'checkout_receipt';

/** The receipt of a checkout that has just reached `receipt`. */
export function receiptViewOf(
  context: CheckoutContext,
  cart: Cart | null,
  accountLink: string | null,
): ReceiptView | null {
  const order = context.receipt?.order;
  if (!order) return null;
  const chosen = context.shippingMethod;
  const offered = chosen
    ? context.availableShippingMethods.find(
        (method) =>
          method.carrierCode === chosen.carrierCode && method.methodCode === chosen.methodCode,
      )
    : undefined;
  return {
    order,
    signedIn: context.signedIn,
    shippingAddress: context.shippingAddress,
    methodTitle: [offered?.methodTitle, chosen?.carrierTitle].filter(Boolean).join(' · '),
    billing: context.billingAddress,
    paymentCode: context.paymentMethod?.code ?? null,
    cart,
    accountLink: context.signedIn ? null : accountLink,
  };
}

/** Keeps the receipt for a reload of this tab; storage that refuses is not worth an error. */
export function keepReceipt(storage: Pick<Storage, 'setItem'>, view: ReceiptView): void {
  try {
    storage.setItem(RECEIPT_STORAGE_KEY, JSON.stringify(view));
  } catch {
    // Private browsing with no storage: the receipt just does not survive a reload.
  }
}

/** The kept receipt, or null (none, or not one this version wrote). */
export function readKeptReceipt(storage: Pick<Storage, 'getItem'>): ReceiptView | null {
  try {
    const raw = storage.getItem(RECEIPT_STORAGE_KEY);
    if (!raw) return null;
    const view = JSON.parse(raw) as Partial<ReceiptView> | null;
    // The number may be null (placed through REST for a guest), never missing.
    const number = view?.order?.orderNumber;
    return view && (typeof number === 'string' || number === null) ? (view as ReceiptView) : null;
  } catch {
    return null;
  }
}

/** Forgets the kept receipt: the shopper has moved on. */
export function forgetReceipt(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(RECEIPT_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
