/**
 * Looks an order up without an account: Magento's `guestOrder` (the order number, its billing
 * e-mail and billing postcode). Magento keeps the orders of registered customers out of it
 * ("Please login to view the order."): the page sends those shoppers to their account.
 */
import { GuestOrder, runQuery } from '@vitrine/graphql-client';
import type { ResultOf, RunResult } from '@vitrine/graphql-client';
import type { MessageDescriptor } from '@vitrine/validation';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { toOrderView } from '../../orders/order.model.ts';
import type { OrderView } from '../../orders/order.model.ts';
import { describeCommerceError } from '../../forms/server-messages.ts';

/** What the tracking form shows after a lookup. */
export type TrackingOutcome =
  | { readonly kind: 'found'; readonly order: OrderView }
  /** The order belongs to a customer account: it is followed there, after signing in. */
  | { readonly kind: 'customerOrder' }
  | { readonly kind: 'failed'; readonly error: MessageDescriptor };

/** Magento's refusal of a registered customer's order in `guestOrder`. */
const CUSTOMER_ORDER = /^Please login to view the order/;

/** The outcome of a `guestOrder` answer. */
export function trackingOutcome(result: RunResult<ResultOf<typeof GuestOrder>>): TrackingOutcome {
  if (result.ok) return { kind: 'found', order: toOrderView(result.data.guestOrder) };
  const { error } = result;
  const text = error.code === 'user' ? error.messages.join(', ') : error.message;
  if (error.code !== 'network' && CUSTOMER_ORDER.test(text)) return { kind: 'customerOrder' };
  return { kind: 'failed', error: describeCommerceError(error) };
}

export async function trackOrder(input: {
  number: string;
  email: string;
  postcode: string;
}): Promise<TrackingOutcome> {
  // Sent as a guest whoever is signed in: the lookup is by the order's own details.
  return trackingOutcome(await runQuery(getBrowserShop(), GuestOrder, { input }, { token: null }));
}
