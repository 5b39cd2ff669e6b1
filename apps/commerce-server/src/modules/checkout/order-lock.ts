import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/** How long an order lock holds if its server dies before releasing it. */
export const ORDER_LOCK_MS = 60_000;

/** Magento's PlaceOrderMutex message. */
export const ALREADY_PLACING = 'The order has already been placed and is currently processing.';

/**
 * Takes the per-cart order lock (Magento's `quote_lock_<maskedId>`): one conditional UPDATE, so
 * of concurrent callers exactly one wins on PostgreSQL and on PGlite alike. Answers the owner
 * token to release it with, or undefined when the cart is being ordered already (or inactive).
 */
export async function lockCart(
  db: Queryable,
  quoteId: number,
  now: Date,
): Promise<string | undefined> {
  const owner = randomUUID();
  const rows = await db.query(
    `UPDATE quote SET placing_until = $3, placing_owner = $4
      WHERE quote_id = $1 AND is_active AND (placing_until IS NULL OR placing_until < $2) RETURNING quote_id`,
    [quoteId, now, new Date(now.getTime() + ORDER_LOCK_MS), owner],
  );
  return rows.length > 0 ? owner : undefined;
}

/** Releases the lock if this caller still holds it. */
export async function unlockCart(db: Queryable, quoteId: number, owner: string): Promise<void> {
  await db.query(
    'UPDATE quote SET placing_until = NULL, placing_owner = NULL WHERE quote_id = $1 AND placing_owner = $2',
    [quoteId, owner],
  );
}
