/**
 * The account's subscription functions (extension `subscriptions`): the customer's subscriptions,
 * the changes a customer makes to one, and which order items started or renewed one. They send
 * extension documents: call them only when the backend offers `subscriptions` (decision 100).
 */
import { toMoney } from '@vitrine/commerce-primitives';
import type { CommerceError, CommerceResult, Money } from '@vitrine/commerce-primitives';
import type { ShopClient } from '../client/create-shop-client.ts';
import type { ResultOf } from '../graphql.ts';
import {
  CancelVitrineSubscription,
  ChangeVitrineSubscriptionFrequency,
  GetCustomerOrderSubscriptions,
  GetCustomerSubscriptions,
  PauseVitrineSubscription,
  ResumeVitrineSubscription,
  SkipVitrineSubscriptionDelivery,
} from '../operations/extensions/subscriptions-account.operations.ts';
import type { VitrineSubscriptionFields } from '../operations/extensions/subscriptions-account.operations.ts';
import { runMutation, runQuery } from './run.ts';
import type { RunResult } from './run.ts';

/** Where a subscription stands. */
export type CustomerSubscriptionStatus = 'active' | 'paused' | 'cancelled';

/** A customer's subscription to one product. */
export interface CustomerSubscription {
  readonly uid: string;
  readonly status: CustomerSubscriptionStatus;
  readonly productName: string;
  readonly sku: string;
  /** The product page, when the product is still sold. */
  readonly href: string | null;
  readonly image: string | null;
  readonly options: readonly { label: string; value: string }[];
  readonly quantity: number;
  readonly frequencyDays: number;
  readonly frequencies: readonly number[];
  /** One unit on the next delivery, the discount taken off. */
  readonly unitPrice: Money;
  readonly discountPercent: number;
  /** `YYYY-MM-DD` (store time zone); null when paused or cancelled. */
  readonly nextDate: string | null;
  readonly createdAt: string;
  readonly firstOrderNumber: string;
  /** Newest first. */
  readonly renewalOrderNumbers: readonly string[];
  readonly cardLabel: string | null;
  readonly addressSummary: string;
}

/** One page of the customer's subscriptions. */
export interface SubscriptionsPage {
  readonly subscriptions: readonly CustomerSubscription[];
  readonly totalCount: number;
  readonly currentPage: number;
  readonly totalPages: number;
}

/** A change the customer asks for. */
export type SubscriptionChange =
  | { readonly kind: 'skip' | 'pause' | 'resume' | 'cancel'; readonly uid: string }
  | { readonly kind: 'frequency'; readonly uid: string; readonly frequencyDays: number };

/** How an order item relates to a subscription. */
export interface OrderItemSubscription {
  readonly subscriptionUid: string;
  readonly frequencyDays: number;
  readonly isRenewal: boolean;
}

const STATUSES: Readonly<Record<string, CustomerSubscriptionStatus>> = {
  ACTIVE: 'active',
  PAUSED: 'paused',
  CANCELLED: 'cancelled',
};

/** Maps the answer's subscription to the account's. */
export function toCustomerSubscription(
  raw: ResultOf<typeof VitrineSubscriptionFields>,
): CustomerSubscription {
  const product = raw.product;
  return {
    uid: raw.uid,
    // A status this shop does not know yet is shown as the one that allows no change.
    status: STATUSES[raw.status] ?? 'cancelled',
    productName: raw.product_name,
    sku: raw.variant_sku ?? raw.product_sku,
    href: product?.url_key ? `/${product.url_key}${product.url_suffix ?? '.html'}` : null,
    image: product?.small_image?.url ?? null,
    options: raw.configurable_options
      .filter((option) => option !== null)
      .map((option) => ({ label: option.option_label, value: option.value_label })),
    quantity: raw.quantity,
    frequencyDays: raw.frequency_days,
    frequencies: raw.frequencies,
    unitPrice: toMoney(raw.price),
    discountPercent: raw.discount_percent,
    nextDate: raw.next_date ?? null,
    createdAt: raw.created_at,
    firstOrderNumber: raw.first_order_number,
    renewalOrderNumbers: raw.renewal_order_numbers,
    cardLabel: raw.payment_card_label ?? null,
    addressSummary: raw.shipping_address_summary,
  };
}

/** One page of the signed-in customer's subscriptions, in the server's order (newest first). */
export async function readCustomerSubscriptions(
  shop: ShopClient,
  page: { currentPage: number; pageSize: number },
): Promise<CommerceResult<{ page: SubscriptionsPage }>> {
  const result = await runQuery(shop, GetCustomerSubscriptions, page);
  if (!result.ok) return result;
  const list = result.data.customer?.vitrine_subscriptions;
  return {
    ok: true,
    page: {
      subscriptions: (list?.items ?? []).map(toCustomerSubscription),
      totalCount: list?.total_count ?? 0,
      currentPage: list?.page_info?.current_page ?? page.currentPage,
      totalPages: Math.max(1, list?.page_info?.total_pages ?? 1),
    },
  };
}

type Answer = { subscription: ResultOf<typeof VitrineSubscriptionFields> } | null | undefined;
type Sent = { ok: true; data: Answer } | { ok: false; error: CommerceError };

function send(shop: ShopClient, change: SubscriptionChange): Promise<Sent> {
  const uid = change.uid;
  const keep = <T>(result: RunResult<T>, pick: (data: T) => Answer): Sent =>
    result.ok ? { ok: true, data: pick(result.data) } : result;
  switch (change.kind) {
    case 'skip':
      return runMutation(shop, SkipVitrineSubscriptionDelivery, { uid }).then((result) =>
        keep(result, (data) => data.skipVitrineSubscriptionDelivery),
      );
    case 'frequency':
      return runMutation(shop, ChangeVitrineSubscriptionFrequency, {
        uid,
        frequencyDays: change.frequencyDays,
      }).then((result) => keep(result, (data) => data.changeVitrineSubscriptionFrequency));
    case 'pause':
      return runMutation(shop, PauseVitrineSubscription, { uid }).then((result) =>
        keep(result, (data) => data.pauseVitrineSubscription),
      );
    case 'resume':
      return runMutation(shop, ResumeVitrineSubscription, { uid }).then((result) =>
        keep(result, (data) => data.resumeVitrineSubscription),
      );
    case 'cancel':
      return runMutation(shop, CancelVitrineSubscription, { uid }).then((result) =>
        keep(result, (data) => data.cancelVitrineSubscription),
      );
  }
}

/**
 * Sends one change and answers the subscription as the server now has it. None is retried on a
 * lost answer (a skip sent twice would skip two deliveries); the caller reads the list again.
 */
export async function changeCustomerSubscription(
  shop: ShopClient,
  change: SubscriptionChange,
): Promise<CommerceResult<{ subscription: CustomerSubscription }>> {
  const result = await send(shop, change);
  if (!result.ok) return result;
  if (!result.data) {
    return { ok: false, error: { code: 'network', message: 'The server answered without data.' } };
  }
  return { ok: true, subscription: toCustomerSubscription(result.data.subscription) };
}

/**
 * The subscription of each item of one page of the order history (same page, size and order
 * number as the core read), by order item id; items of one-time purchases are left out.
 */
export async function readOrderSubscriptions(
  shop: ShopClient,
  page: { currentPage: number; pageSize: number; orderNumber?: string },
): Promise<CommerceResult<{ items: ReadonlyMap<string, OrderItemSubscription> }>> {
  const result = await runQuery(shop, GetCustomerOrderSubscriptions, {
    currentPage: page.currentPage,
    pageSize: page.pageSize,
    filter: page.orderNumber ? { number: { eq: page.orderNumber } } : null,
  });
  if (!result.ok) return result;
  const items = new Map<string, OrderItemSubscription>();
  for (const order of result.data.customer?.orders?.items ?? []) {
    for (const item of order?.items ?? []) {
      const subscription = item?.vitrine_subscription;
      if (!item || !subscription) continue;
      items.set(item.id, {
        subscriptionUid: subscription.subscription_uid,
        frequencyDays: subscription.frequency_days,
        isRenewal: subscription.is_renewal,
      });
    }
  }
  return { ok: true, items };
}
