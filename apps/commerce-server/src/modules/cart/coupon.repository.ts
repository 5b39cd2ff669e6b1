import type { Queryable } from '../../db/database.ts';
import type { CouponRule } from './cart.totals.ts';

interface CouponRow {
  code: string;
  label: string;
  kind: CouponRule['kind'];
  amount: number;
  min_subtotal: number;
}

/** An active coupon valid on `day` (YYYY-MM-DD), matched case-insensitively. */
export async function activeCoupon(
  db: Queryable,
  code: string,
  day: string,
): Promise<(CouponRule & { minSubtotal: number }) | undefined> {
  const rows = await db.query<CouponRow>(
    `SELECT code, label, kind, amount, min_subtotal FROM sales_coupon
      WHERE code = upper($1) AND is_active AND (from_date IS NULL OR from_date <= $2::date) AND (to_date IS NULL OR to_date >= $2::date)`,
    [code.trim(), day],
  );
  const row = rows[0];
  return (
    row && {
      code: row.code,
      label: row.label,
      kind: row.kind,
      amount: row.amount,
      minSubtotal: row.min_subtotal,
    }
  );
}

/** Inserts or replaces a coupon (seed). */
export async function upsertCoupon(
  db: Queryable,
  coupon: CouponRule & { minSubtotal: number; fromDate?: string | null; toDate?: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO sales_coupon (code, label, kind, amount, min_subtotal, from_date, to_date) VALUES (upper($1), $2, $3, $4, $5, $6::date, $7::date)
     ON CONFLICT (code) DO UPDATE SET label = EXCLUDED.label, kind = EXCLUDED.kind, amount = EXCLUDED.amount,
       min_subtotal = EXCLUDED.min_subtotal, from_date = EXCLUDED.from_date, to_date = EXCLUDED.to_date, is_active = true`,
    [
      coupon.code,
      coupon.label,
      coupon.kind,
      coupon.amount,
      coupon.minSubtotal,
      coupon.fromDate ?? null,
      coupon.toDate ?? null,
    ],
  );
}
