import type { Queryable } from '../db/database.ts';

/**
 * The `subscriptions` extension's offer on the seeded catalogue (decision 166): every cure —
 * capsules, tablets, gummies, powders, drops — can be subscribed to every 30, 60 or 90 days with
 * 10 % off (the columns' defaults); the vials (« Ampoules ») are a short shock cure, sold one-time
 * only. Migration 041 runs the same statement on a store seeded before it.
 */
export async function seedSubscriptionOffers(db: Queryable): Promise<number> {
  const rows = await db.query<{ product_id: number }>(
    `UPDATE product p SET subscription_eligible = true
      WHERE EXISTS (SELECT 1 FROM product_option_value v JOIN attribute a ON a.attribute_id = v.attribute_id
                     WHERE v.product_id = p.product_id AND a.code = 'form')
        AND NOT EXISTS (
          SELECT 1 FROM product_option_value v
            JOIN attribute a ON a.attribute_id = v.attribute_id
            JOIN attribute_option o ON o.option_id = v.option_id
           WHERE v.product_id = p.product_id AND a.code = 'form' AND o.label = 'Ampoules')
      RETURNING p.product_id`,
  );
  return rows.length;
}
