import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

export interface WishlistRow {
  wishlist_id: number;
  customer_id: number;
  name: string;
  sharing_code: string;
  updated_at: Date;
}

export interface WishlistItemRow {
  wishlist_item_id: number;
  wishlist_id: number;
  product_id: number;
  parent_product_id: number | null;
  qty: number;
  description: string | null;
  added_at: Date;
}

/** The customer's wishlist, created on first use (one per customer). */
export async function wishlistOf(
  db: Queryable,
  customerId: number,
  now: Date,
): Promise<WishlistRow> {
  await db.query(
    `INSERT INTO wishlist (customer_id, name, sharing_code, updated_at) VALUES ($1, 'Mes favoris', $2, $3) ON CONFLICT (customer_id) DO NOTHING`,
    [customerId, randomBytes(16).toString('hex'), now],
  );
  const rows = await db.query<WishlistRow>(
    'SELECT wishlist_id, customer_id, name, sharing_code, updated_at FROM wishlist WHERE customer_id = $1',
    [customerId],
  );
  const row = rows[0];
  if (!row) throw new Error('wishlist vanished');
  return row;
}

export function wishlistItems(
  db: Queryable,
  wishlistId: number,
  limit: number,
  offset: number,
): Promise<WishlistItemRow[]> {
  return db.query<WishlistItemRow>(
    `SELECT wishlist_item_id, wishlist_id, product_id, parent_product_id, qty, description, added_at FROM wishlist_item
      WHERE wishlist_id = $1 ORDER BY added_at, wishlist_item_id LIMIT $2 OFFSET $3`,
    [wishlistId, limit, offset],
  );
}

export async function countWishlistItems(db: Queryable, wishlistId: number): Promise<number> {
  return (
    (
      await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM wishlist_item WHERE wishlist_id = $1',
        [wishlistId],
      )
    )[0]?.count ?? 0
  );
}

export async function addWishlistItem(
  db: Queryable,
  wishlistId: number,
  item: { productId: number; parentId: number | null; qty: number },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO wishlist_item (wishlist_id, product_id, parent_product_id, qty, added_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (wishlist_id, product_id, (coalesce(parent_product_id, 0))) DO UPDATE SET qty = wishlist_item.qty + EXCLUDED.qty`,
    [wishlistId, item.productId, item.parentId, item.qty, now],
  );
  await db.query('UPDATE wishlist SET updated_at = $2 WHERE wishlist_id = $1', [wishlistId, now]);
}

/** Removes items of this wishlist; answers the ids that were found. */
export async function removeWishlistItems(
  db: Queryable,
  wishlistId: number,
  itemIds: readonly number[],
  now: Date,
): Promise<number[]> {
  const rows = await db.query<{ wishlist_item_id: number }>(
    'DELETE FROM wishlist_item WHERE wishlist_id = $1 AND wishlist_item_id = ANY($2::int[]) RETURNING wishlist_item_id',
    [wishlistId, itemIds],
  );
  await db.query('UPDATE wishlist SET updated_at = $2 WHERE wishlist_id = $1', [wishlistId, now]);
  return rows.map((row) => row.wishlist_item_id);
}
