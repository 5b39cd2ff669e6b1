import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine.ts';
import type { CheckoutError } from './checkout.context.ts';
import type {
  AvailableShippingMethod,
  CheckoutErrorKey,
  CheckoutStep,
  Receipt,
} from './checkout.types.ts';

/** A snapshot of the checkout actor. */
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** True while a step or the order is being submitted (spec `isSubmitting`). */
export const selectIsSubmitting = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.hasTag('submitting');

/**
 * True when the shopper may go back to a step or to the cart: nothing is being submitted, or the
 * card session is open with no payment tried yet (the provider sent the card back before any
 * attempt: no order is under way, as before the order was placed).
 */
export const selectStepsEditable = (snapshot: CheckoutSnapshot): boolean =>
  !snapshot.context.paymentBusy &&
  (!snapshot.hasTag('submitting') ||
    (snapshot.matches({ placing: 'paying' }) && !snapshot.context.paymentAttempted));

/**
 * Where the shopper is: one of the four steps, `review` (the order step), `payment` (the card
 * session), `receipt`, or `idle` before begin.
 */
export function selectCheckoutStep(
  snapshot: CheckoutSnapshot,
): CheckoutStep | 'idle' | 'review' | 'payment' | 'placing' | 'receipt' {
  for (const step of [
    'shippingAddress',
    'shippingMethod',
    'billingAddress',
    'paymentMethod',
  ] as const) {
    if (snapshot.matches(step)) return step;
  }
  if (snapshot.matches({ placing: 'paying' })) return 'payment';
  if (snapshot.matches('placing') || snapshot.matches('finishing')) return 'placing';
  if (snapshot.matches('review')) return 'review';
  if (snapshot.matches('receipt')) return 'receipt';
  return 'idle';
}

/** The error stored for a step or the order, or `null`. */
export const selectCheckoutError = (
  snapshot: CheckoutSnapshot,
  key: CheckoutErrorKey,
): CheckoutError | null => snapshot.context.errors[key];

/** Shipping methods offered for the accepted address. */
export const selectAvailableShippingMethods = (
  snapshot: CheckoutSnapshot,
): readonly AvailableShippingMethod[] => snapshot.context.availableShippingMethods;

/** Title of the chosen shipping method (spec `shippingTitle`). */
export const selectShippingTitle = (snapshot: CheckoutSnapshot): string | null =>
  snapshot.context.shippingMethod?.carrierTitle ?? null;

/** Code of the chosen payment method (spec `paymentCode`). */
export const selectPaymentCode = (snapshot: CheckoutSnapshot): string | null =>
  snapshot.context.paymentMethod?.code ?? null;

/** The receipt once the order is placed (spec `receipt.order`). */
export const selectReceipt = (snapshot: CheckoutSnapshot): Receipt | null =>
  snapshot.context.receipt;
