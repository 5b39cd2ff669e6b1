import type { Queryable } from '../../db/database.ts';

/** What the relevance page needs of a compiled search (product-search.ts's CompiledSearch). */
export interface RelevanceSearch {
  /** WHERE conditions on product_search alone (searchable, the full-text match, attribute filters). */
  conditions: string[];
  params: unknown[];
  /** The `to_tsquery(…)` expression of the search. */
  tsquery: string;
}

/**
 * One page of a full-text search in relevance order, without ranking every match. Relevance is
 * ts_rank on the name alone (migration 007), which is above zero exactly when the name matches: the
 * order is the name matches by rank, then every other match by product id. So the page is the head
 * of two short lists — name matches through their own index (migration 008), the rest walked in id
 * order — instead of a rank computed and sorted for thousands of rows, which a synonym ("dormir" →
 * sommeil, nuit…) or a broad word made the slowest part of a search at 100 000 products.
 */
export async function relevancePage(
  db: Queryable,
  search: RelevanceSearch,
  limit: number,
  offset: number,
): Promise<number[]> {
  const where = search.conditions.join(' AND ');
  const head = limit + offset;
  const rows = await db.query<{ product_id: number }>(
    `SELECT product_id FROM (
       (SELECT ps.product_id, 0 AS part, ts_rank(ps.name_vector, ${search.tsquery}) AS score
          FROM product_search ps WHERE ${where} AND ps.name_vector @@ ${search.tsquery}
         ORDER BY score DESC, ps.product_id LIMIT ${head})
       UNION ALL
       (SELECT ps.product_id, 1 AS part, 0 AS score
          FROM product_search ps WHERE ${where} AND NOT (ps.name_vector @@ ${search.tsquery})
         ORDER BY ps.product_id LIMIT ${head})
     ) page
     ORDER BY part, score DESC, product_id LIMIT ${limit} OFFSET ${offset}`,
    search.params,
  );
  return rows.map((row) => row.product_id);
}
