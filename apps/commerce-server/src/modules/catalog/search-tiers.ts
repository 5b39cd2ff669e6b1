import type { Queryable } from '../../db/database.ts';
import { fromClause } from './product-search.ts';
import type { CompiledSearch } from './product-search.ts';

/**
 * One relevance page read tier by tier, each in catalogue order: a walk of the primary key (or of
 * the name index, for a rare word) that stops once the page is full, however many products match.
 * A tier is counted only when the page starts past it. The last tier (text-only matches) is read
 * through the full-text index and sorted (`+ 0` keeps the planner off a primary-key walk that
 * would scan the whole table when such matches are rare); only pages past the names reach it.
 */
export async function tieredPage(
  db: Queryable,
  compiled: CompiledSearch,
  limit: number,
  offset: number,
): Promise<number[]> {
  const tiers = compiled.tiers ?? [];
  const ids: number[] = [];
  let skip = offset;
  for (const [index, tier] of tiers.entries()) {
    const where = [...(compiled.tierBase ?? []), ...tier].join(' AND ');
    const order = index === tiers.length - 1 ? 'ps.product_id + 0' : 'ps.product_id';
    const rows = await db.query<{ product_id: number }>(
      `SELECT ps.product_id FROM ${fromClause(compiled, false)} WHERE ${where}
        ORDER BY ${order} LIMIT ${limit - ids.length} OFFSET ${skip}`,
      compiled.params,
    );
    ids.push(...rows.map((row) => row.product_id));
    if (ids.length === limit) break;
    if (rows.length > 0) skip = 0;
    else if (skip > 0 && index < tiers.length - 1) {
      const counted = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM ${fromClause(compiled, false)} WHERE ${where}`,
        compiled.params,
      );
      skip = Math.max(0, skip - (counted[0]?.total ?? 0));
    }
  }
  return ids;
}
