import type { Queryable } from '../../db/database.ts';
import { inputError } from '../../graphql/errors.ts';
import { productColumns } from './product.repository.ts';
import type { MediaRow, ProductRow } from './product.repository.ts';
import {
  fromClause,
  MAX_PAGE_SIZE,
  needsProduct,
  SEARCH_TOTAL_CAP,
  whereClause,
} from './product-search.ts';
import type { CompiledSearch, SortInput } from './product-search.ts';
import { tieredPage } from './search-tiers.ts';

// Reading a compiled search (product-search.ts): its order, its count and one page of products.

/** ORDER BY of a sort input; default relevance when searching, else position (Magento's rules). */
export function orderBy(compiled: CompiledSearch, sort: SortInput | null | undefined): string {
  const parts: string[] = [];
  const direction = (value: string | null | undefined) => (value === 'DESC' ? 'DESC' : 'ASC');
  const entries = Object.entries(sort ?? {}).filter(([, value]) => value);
  if (entries.length === 0)
    entries.push(compiled.rank ? ['relevance', 'DESC'] : ['position', 'ASC']);
  for (const [key, value] of entries) {
    if (key === 'relevance')
      parts.push(
        compiled.rank
          ? `${compiled.rank} ${value === 'ASC' ? 'ASC' : 'DESC'}`
          : `${compiled.categoryJoin || compiled.driving === 'category' ? 'cpi' : 'p'}.position ASC`,
      );
    else if (key === 'position')
      parts.push(
        `${compiled.categoryJoin || compiled.driving === 'category' ? 'cpi' : 'p'}.position ${direction(value)}`,
      );
    else if (key === 'name') parts.push(`p.name ${direction(value)}`);
    else if (key === 'price') parts.push(`p.min_price ${direction(value)}`);
  }
  return `${parts.join(', ')}, ${compiled.id} ASC`;
}

/**
 * Total matching products (product joined only when a filter needs it). A search stops counting at
 * SEARCH_TOTAL_CAP, as Magento's search engine does (decision 130).
 */
export async function countMatches(
  db: Queryable,
  compiled: CompiledSearch,
  cap = SEARCH_TOTAL_CAP,
): Promise<number> {
  const withProduct = compiled.productConditions.length > 0 || compiled.driving === 'product';
  const matches = `SELECT 1 FROM ${fromClause(compiled, withProduct)} WHERE ${whereClause(compiled, withProduct)}`;
  const rows = await db.query<{ total: number }>(
    compiled.driving === 'search'
      ? `SELECT count(*)::int AS total FROM (${matches} LIMIT ${cap}) matches`
      : `SELECT count(*)::int AS total FROM (${matches}) matches`,
    compiled.params,
  );
  return rows[0]?.total ?? 0;
}

/**
 * Ids of one page, in display order. A category or catalogue page, and a full-text search in
 * relevance order, are index walks that stop after `limit` rows, so their total is counted
 * separately; a search sorted otherwise, or by name similarity, ranks every match anyway, so its
 * total comes from the same pass (window count) and `total` is set.
 */
export async function pageOfIds(
  db: Queryable,
  compiled: CompiledSearch,
  sort: SortInput | null | undefined,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number | undefined }> {
  const withProduct = needsProduct(compiled, sort);
  const entries = Object.entries(sort ?? {}).filter(([, value]) => value);
  const byRelevance = entries.length === 0 || (entries.length === 1 && sort?.relevance === 'DESC');
  if (compiled.tiers && byRelevance && !withProduct)
    return { ids: await tieredPage(db, compiled, limit, offset), total: undefined };
  const windowCount = compiled.rank !== undefined;
  const rows = await db.query<{ product_id: number; total_matches?: number }>(
    `SELECT ${compiled.id} AS product_id${windowCount ? ', count(*) OVER ()::int AS total_matches' : ''}
       FROM ${fromClause(compiled, withProduct)} WHERE ${whereClause(compiled, withProduct)}
      ORDER BY ${orderBy(compiled, sort)} LIMIT ${limit} OFFSET ${offset}`,
    compiled.params,
  );
  const total = rows[0]?.total_matches;
  return {
    ids: rows.map((row) => row.product_id),
    total: windowCount && total !== undefined ? Math.min(total, SEARCH_TOTAL_CAP) : undefined,
  };
}

/** Full rows of the given products, in order, with their gallery as JSON; priced for `today`. */
export function productsWithMedia(
  db: Queryable,
  ids: readonly number[],
  today: string,
): Promise<Array<ProductRow & { media: MediaRow[] }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<ProductRow & { media: MediaRow[] }>(
    `SELECT ${productColumns('$2')}, (SELECT coalesce(json_agg(json_build_object('value_id', m.value_id, 'product_id', m.product_id, 'file', m.file,
              'label', m.label, 'position', m.position, 'disabled', m.disabled, 'roles', m.roles, 'media_type', m.media_type)
              ORDER BY m.position), '[]'::json) FROM product_media m WHERE m.product_id = p.product_id) AS media
       FROM unnest($1::int[]) WITH ORDINALITY AS page(product_id, ordinal) JOIN product p ON p.product_id = page.product_id
      ORDER BY page.ordinal`,
    [ids, today],
  );
}

/** Validates Magento's paging arguments. */
export function validatePaging(
  pageSize: number | null | undefined,
  currentPage: number | null | undefined,
): { pageSize: number; currentPage: number } {
  const size = pageSize ?? 20;
  const page = currentPage ?? 1;
  if (page < 1) throw inputError('currentPage value must be greater than 0.');
  if (size < 1) throw inputError('pageSize value must be greater than 0.');
  if (size > MAX_PAGE_SIZE) throw inputError(`Maximum page_size is ${MAX_PAGE_SIZE}`);
  return { pageSize: size, currentPage: page };
}
