import { changeCustomerSubscription, readCustomerSubscriptions } from '@vitrine/graphql-client';
import type {
  CustomerSubscription,
  SubscriptionChange,
  SubscriptionsPage,
} from '@vitrine/graphql-client';
import type { CommerceResult } from '@vitrine/commerce-primitives';
import { accountShop, failedRead } from './account-data.ts';
import type { Loaded } from './account-data.ts';

export type { CustomerSubscription, SubscriptionChange, SubscriptionsPage };

/** Subscriptions per page of /subscriptions (the contract's default page size). */
export const SUBSCRIPTIONS_PAGE_SIZE = 20;

/**
 * The page's order: running and paused subscriptions first, cancelled ones after them (muted),
 * each group in the server's order (newest first). Sorted within the page the server answered.
 */
export function inPageOrder(
  subscriptions: readonly CustomerSubscription[],
): CustomerSubscription[] {
  const cancelled = (subscription: CustomerSubscription) => subscription.status === 'cancelled';
  return [
    ...subscriptions.filter((subscription) => !cancelled(subscription)),
    ...subscriptions.filter(cancelled),
  ];
}

/** Reads one page of the signed-in customer's subscriptions. */
export async function loadSubscriptions(currentPage = 1): Promise<Loaded<SubscriptionsPage>> {
  const result = await readCustomerSubscriptions(accountShop(), {
    currentPage,
    pageSize: SUBSCRIPTIONS_PAGE_SIZE,
  });
  if (!result.ok) return failedRead(result.error);
  return { ok: true, data: result.page };
}

/** Sends one change; the page puts the subscription it answers in place of the old one. */
export function changeSubscription(
  change: SubscriptionChange,
): Promise<CommerceResult<{ subscription: CustomerSubscription }>> {
  return changeCustomerSubscription(accountShop(), change);
}

/** `YYYY-MM-DD` plus `days`, in the calendar (no time zone can move it). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}
