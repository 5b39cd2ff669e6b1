import type { ProductRow } from './product.repository.ts';

/** A product's subscription offer (extension `subscriptions`, decision 166). */
export interface SubscriptionOffer {
  /** Ascending, distinct, positive day counts. */
  frequencies: number[];
  discountPercent: number;
}

type OfferColumns = Pick<
  ProductRow,
  'subscription_eligible' | 'subscription_discount_percent' | 'subscription_frequencies'
>;

/**
 * The offer of a product row, or null when it cannot be subscribed to. For a configurable's
 * variant the parent's row decides (the merchant sets the offer on the product shoppers see).
 */
export function subscriptionOfferOf(row: OfferColumns | undefined): SubscriptionOffer | null {
  if (!row?.subscription_eligible) return null;
  const frequencies = [...new Set(row.subscription_frequencies ?? [])]
    .filter((days) => Number.isInteger(days) && days > 0)
    .sort((a, b) => a - b);
  if (frequencies.length === 0) return null;
  return { frequencies, discountPercent: Number(row.subscription_discount_percent) };
}

/** A unit price in cents less a subscription discount, rounded to the cent. */
export function subscribedPrice(cents: number, discountPercent: number): number {
  return Math.round((cents * (100 - discountPercent)) / 100);
}
