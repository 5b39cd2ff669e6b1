import { subscriptionOfferOf } from '../catalog/index.ts';
import type { ProductRow, SubscriptionOffer } from '../catalog/index.ts';
import { PAYMENT_CODES } from '../payment/index.ts';
import type { CartUserError } from './cart-items.input.ts';
import type { CartView } from './cart.view.ts';

/**
 * The `subscriptions` extension's messages (Magento style; the storefront maps them by meaning).
 * They live with the cart because the cart, checkout and subscription modules all say them.
 */
export const subscriptionMessages = {
  needsAccount: 'A subscription needs a customer account.',
  needsSavedCard: 'A subscription needs a card saved for its renewals.',
  notSubscribable: 'This product cannot be subscribed to.',
  frequencyNotOffered: (days: number) =>
    `The frequency ${days} days is not offered for this product.`,
} as const;

/** The offer that rules a line: the configurable's when the line is one of its variants. */
export function lineOffer(
  product: ProductRow | undefined,
  parent: ProductRow | null | undefined,
): SubscriptionOffer | null {
  return subscriptionOfferOf(parent ?? product);
}

/** What is wrong with subscribing a product at `frequency` days, if anything. */
export function subscriptionProblem(
  product: ProductRow | undefined,
  parent: ProductRow | null | undefined,
  frequency: number,
): CartUserError | undefined {
  const offer = lineOffer(product, parent);
  if (!offer) return { code: 'UNDEFINED', message: subscriptionMessages.notSubscribable };
  if (!offer.frequencies.includes(frequency))
    return { code: 'UNDEFINED', message: subscriptionMessages.frequencyNotOffered(frequency) };
  return undefined;
}

/** Whether placing the cart starts a subscription (a line whose offer was withdrawn does not). */
export function hasSubscription(view: Pick<CartView, 'lines'>): boolean {
  return view.lines.some((line) => line.subscription !== null);
}

/**
 * Why a cart holding a subscription cannot be paid this way, if it cannot: a guest has no account
 * to renew for; the renewals need a card kept for later (a new card saved, or a saved card).
 */
export function subscriptionPaymentProblem(
  view: Pick<CartView, 'lines' | 'quote'>,
  stage: 'method' | 'order',
): string | undefined {
  if (!hasSubscription(view)) return undefined;
  if (view.quote.customer_id === null) return subscriptionMessages.needsAccount;
  if (stage === 'method') return undefined;
  const {
    payment_method: method,
    payment_store_card: storeCard,
    payment_vault_hash: vault,
  } = view.quote;
  const keepsCard =
    (method === PAYMENT_CODES.card && storeCard) ||
    (method === PAYMENT_CODES.savedCard && Boolean(vault));
  return keepsCard ? undefined : subscriptionMessages.needsSavedCard;
}
