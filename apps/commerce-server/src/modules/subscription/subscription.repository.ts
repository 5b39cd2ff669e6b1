import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { LineOption, QuoteAddressRow } from '../cart/index.ts';
import type { SubscriptionState, SubscriptionStatus } from './subscription.rules.ts';

/** A subscription row (migration 041). Dates are YYYY-MM-DD strings. */
export interface SubscriptionRow {
  subscription_id: number;
  uid: string;
  customer_id: number;
  store_id: number;
  product_id: number;
  parent_product_id: number | null;
  sku: string;
  parent_sku: string | null;
  product_name: string;
  /** The configurable options chosen, as the cart line had them. */
  options: LineOption[];
  qty: number;
  frequency_days: number;
  discount_percent: string;
  status: SubscriptionStatus;
  next_date: string | null;
  last_date: string;
  payment_public_hash: string | null;
  shipping_address: QuoteAddressRow;
  billing_address: QuoteAddressRow;
  shipping_carrier: string;
  shipping_method: string;
  email: string;
  first_order_id: number;
  first_order_number: string;
  created_at: Date;
}

const COLUMNS = `s.subscription_id, s.uid, s.customer_id, s.store_id, s.product_id, s.parent_product_id, s.sku,
  s.parent_sku, s.product_name, s.options, s.qty, s.frequency_days, s.discount_percent::text AS discount_percent,
  s.status, to_char(s.next_date, 'YYYY-MM-DD') AS next_date, to_char(s.last_date, 'YYYY-MM-DD') AS last_date,
  s.payment_public_hash, s.shipping_address, s.billing_address, s.shipping_carrier, s.shipping_method, s.email,
  s.first_order_id, o.increment_id AS first_order_number, s.created_at`;
const FROM = 'vitrine_subscription s JOIN sales_order o ON o.order_id = s.first_order_id';

/** The rules' view of a row. */
export const stateOf = (row: SubscriptionRow): SubscriptionState => ({
  status: row.status,
  frequency: row.frequency_days,
  nextDate: row.next_date,
  lastDate: row.last_date,
});

export type NewSubscription = Omit<
  SubscriptionRow,
  | 'subscription_id'
  | 'uid'
  | 'first_order_number'
  | 'created_at'
  | 'status'
  | 'next_date'
  | 'last_date'
> & { state: SubscriptionState };

export async function insertSubscription(
  tx: Queryable,
  values: NewSubscription,
  now: Date,
): Promise<number> {
  const rows = await tx.query<{ subscription_id: number }>(
    `INSERT INTO vitrine_subscription (uid, customer_id, store_id, product_id, parent_product_id, sku, parent_sku, product_name,
       options, qty, frequency_days, discount_percent, status, next_date, last_date, payment_public_hash, shipping_address,
       billing_address, shipping_carrier, shipping_method, email, first_order_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18::jsonb, $19, $20, $21, $22, $23, $23)
     RETURNING subscription_id`,
    [
      randomBytes(12).toString('base64url'),
      values.customer_id,
      values.store_id,
      values.product_id,
      values.parent_product_id,
      values.sku,
      values.parent_sku,
      values.product_name,
      JSON.stringify(values.options),
      values.qty,
      values.state.frequency,
      values.discount_percent,
      values.state.status,
      values.state.nextDate,
      values.state.lastDate,
      values.payment_public_hash,
      JSON.stringify(values.shipping_address),
      JSON.stringify(values.billing_address),
      values.shipping_carrier,
      values.shipping_method,
      values.email,
      values.first_order_id,
      now,
    ],
  );
  const id = rows[0]?.subscription_id;
  if (id === undefined) throw new Error('subscription insert returned no id');
  return id;
}

/** The customer's subscriptions, newest first, and how many there are. */
export async function subscriptionsOfCustomer(
  db: Queryable,
  customerId: number,
  limit: number,
  offset: number,
): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const rows = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE s.customer_id = $1 ORDER BY s.subscription_id DESC LIMIT $2 OFFSET $3`,
    [customerId, limit, offset],
  );
  const count = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM vitrine_subscription WHERE customer_id = $1',
    [customerId],
  );
  return { rows, total: count[0]?.total ?? 0 };
}

/** A subscription by uid, only if the customer owns it; `lock` holds it for the transaction. */
export async function subscriptionOf(
  db: Queryable,
  uid: string,
  customerId: number,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const rows = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE s.uid = $1 AND s.customer_id = $2${lock ? ' FOR UPDATE OF s' : ''}`,
    [uid, customerId],
  );
  return rows[0];
}

export async function subscriptionById(
  db: Queryable,
  id: number,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const rows = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE s.subscription_id = $1${lock ? ' FOR UPDATE OF s' : ''}`,
    [id],
  );
  return rows[0];
}

export async function saveState(
  tx: Queryable,
  id: number,
  state: SubscriptionState,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE vitrine_subscription SET status = $2, frequency_days = $3, next_date = $4, last_date = $5, updated_at = $6
      WHERE subscription_id = $1`,
    [id, state.status, state.frequency, state.nextDate, state.lastDate, now],
  );
}

/** Active subscriptions due on `today` or before, oldest due first. */
export async function dueSubscriptionIds(
  db: Queryable,
  today: string,
  limit: number,
): Promise<number[]> {
  const rows = await db.query<{ subscription_id: number }>(
    `SELECT subscription_id FROM vitrine_subscription WHERE status = 'active' AND next_date <= $1::date
      ORDER BY next_date, subscription_id LIMIT $2`,
    [today, limit],
  );
  return rows.map((row) => row.subscription_id);
}

/** Renewal order numbers per subscription, newest first. */
export async function renewalOrderNumbers(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const rows = await db.query<{ subscription_id: number; number: string }>(
    `SELECT r.subscription_id, o.increment_id AS number FROM vitrine_subscription_renewal r
       JOIN sales_order o ON o.order_id = r.order_id
      WHERE r.subscription_id = ANY($1::int[]) AND r.outcome = 'placed' ORDER BY r.due_date DESC`,
    [ids],
  );
  const byId = new Map<number, string[]>();
  for (const row of rows)
    byId.set(row.subscription_id, [...(byId.get(row.subscription_id) ?? []), row.number]);
  return byId;
}

export async function linkOrderItem(
  tx: Queryable,
  orderItemId: number,
  subscriptionId: number,
  isRenewal: boolean,
): Promise<void> {
  await tx.query(
    'INSERT INTO vitrine_subscription_order_item (order_item_id, subscription_id, is_renewal) VALUES ($1, $2, $3)',
    [orderItemId, subscriptionId, isRenewal],
  );
}

/** Subscribed lines of an order, to link them to their subscription. */
export function subscribedOrderItems(
  tx: Queryable,
  orderId: number,
): Promise<
  Array<{
    item_id: number;
    product_id: number;
    parent_product_id: number | null;
    subscription_frequency: number;
  }>
> {
  return tx.query(
    'SELECT item_id, product_id, parent_product_id, subscription_frequency FROM sales_order_item WHERE order_id = $1 AND subscription_frequency IS NOT NULL ORDER BY item_id',
    [orderId],
  );
}

/** The subscription links of order items (OrderItem.vitrine_subscription). */
export function orderItemLinks(
  db: Queryable,
  itemIds: readonly number[],
): Promise<
  Array<{ order_item_id: number; uid: string; frequency_days: number; is_renewal: boolean }>
> {
  return db.query(
    `SELECT l.order_item_id, s.uid, i.subscription_frequency AS frequency_days, l.is_renewal
       FROM vitrine_subscription_order_item l
       JOIN vitrine_subscription s ON s.subscription_id = l.subscription_id
       JOIN sales_order_item i ON i.item_id = l.order_item_id
      WHERE l.order_item_id = ANY($1::int[])`,
    [itemIds],
  );
}
