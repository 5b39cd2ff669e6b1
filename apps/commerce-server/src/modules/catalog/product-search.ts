import type { Queryable } from '../../db/database.ts';
import { inputError } from '../../graphql/errors.ts';
import { decodeIdUid } from '../../graphql/uid.ts';
import { PRODUCT_COLUMNS } from './product.repository.ts';
import type { MediaRow, ProductRow } from './product.repository.ts';

/** Largest pageSize accepted (Magento's input-limit default). */
export const MAX_PAGE_SIZE = 300;

/** Filterable select/multiselect attributes exposed in ProductAttributeFilterInput. */
export const ATTRIBUTE_FILTER_KEYS = ['brand', 'form', 'benefit', 'diet', 'flavour', 'size'] as const;

export interface EqualFilter { eq?: string | null; in?: Array<string | null> | null }
export interface MatchFilter { match?: string | null; match_type?: 'FULL' | 'PARTIAL' | null }
export interface RangeFilter { from?: string | null; to?: string | null }
export type ProductFilter = Record<string, EqualFilter | MatchFilter | RangeFilter | null | undefined>;
export type SortInput = Partial<Record<'relevance' | 'position' | 'name' | 'price', 'ASC' | 'DESC' | null>>;

/** A compiled product query: a WHERE clause over `product p` (plus an optional category join). */
export interface CompiledSearch {
  join: string;
  where: string;
  params: unknown[];
  /** SQL expression of the relevance score, when searching. */
  rank: string | undefined;
  /** Category whose positions drive `position` sorting. */
  positionCategory: boolean;
  searchText: string | undefined;
  /** Categories the filter restricts to (for category aggregations). */
  categoryIds: number[];
}

function equalValues(filter: EqualFilter | undefined | null): string[] | undefined {
  if (!filter) return undefined;
  const values = [filter.eq, ...(filter.in ?? [])].filter((value): value is string => typeof value === 'string');
  return values;
}

/** Words of a search phrase: letters and digits only, so they are safe inside a tsquery. */
export function searchWords(search: string): string[] {
  return (search.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10).map((word) => word.slice(0, 40).toLowerCase());
}

function parsePrice(value: string | null | undefined, field: string): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  // Bounded so the cents always fit PostgreSQL's int.
  if (!Number.isFinite(number) || number < 0 || number > 10_000_000) throw inputError(`Invalid ${field} value "${value}" for the price filter.`);
  return Math.round(number * 100);
}

/**
 * Turns `search` and `filter` into SQL. Full-text in the fr_unaccent configuration (French stemming,
 * accents folded); when it finds nothing, a trigram word-similarity fallback catches typos.
 */
export async function compileSearch(db: Queryable, search: string | null | undefined, filter: ProductFilter | null | undefined): Promise<CompiledSearch> {
  const params: unknown[] = [];
  const where = ['p.visibility = 4', 'p.status = 1'];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let join = '';
  let positionCategory = false;

  const categoryIds = new Set<number>();
  let categoryFiltered = false;
  const ids = equalValues(filter?.category_id as EqualFilter);
  if (ids) {
    categoryFiltered = true;
    ids.filter((id) => /^\d{1,9}$/.test(id)).forEach((id) => categoryIds.add(Number(id)));
  }
  const uids = equalValues(filter?.category_uid as EqualFilter);
  if (uids) {
    categoryFiltered = true;
    for (const uid of uids) {
      const id = decodeIdUid(uid);
      if (id !== undefined) categoryIds.add(id);
    }
  }
  const paths = equalValues(filter?.category_url_path as EqualFilter);
  if (paths) {
    categoryFiltered = true;
    const rows = await db.query<{ category_id: number }>('SELECT category_id FROM category WHERE url_path = ANY($1::text[])', [paths]);
    rows.forEach((row) => categoryIds.add(row.category_id));
  }
  if (categoryFiltered) {
    if (categoryIds.size === 1) {
      join = `JOIN category_product_index cpi ON cpi.product_id = p.product_id AND cpi.category_id = ${bind([...categoryIds][0])}`;
      positionCategory = true;
    } else {
      where.push(`p.product_id IN (SELECT product_id FROM category_product_index WHERE category_id = ANY(${bind([...categoryIds])}::int[]))`);
    }
  }
  const skus = equalValues(filter?.sku as EqualFilter);
  if (skus) where.push(`p.sku = ANY(${bind(skus)}::text[])`);
  const urlKeys = equalValues(filter?.url_key as EqualFilter);
  if (urlKeys) where.push(`p.url_key = ANY(${bind(urlKeys)}::text[])`);
  for (const field of ['name', 'description', 'short_description'] as const) {
    const match = filter?.[field] as MatchFilter | undefined;
    if (!match?.match) continue;
    const column = field === 'name' ? 'p.search_name' : `lower(f_unaccent(coalesce(p.${field}, '')))`;
    if (match.match_type === 'FULL' && field === 'name') where.push(`p.search_name = lower(f_unaccent(${bind(match.match)}))`);
    else where.push(`${column} LIKE '%' || lower(f_unaccent(${bind(match.match)})) || '%'`);
  }
  const price = filter?.price as RangeFilter | undefined;
  if (price) {
    const from = parsePrice(price.from, 'from');
    const to = parsePrice(price.to, 'to');
    if (from !== undefined) where.push(`p.min_price >= ${bind(from)}`);
    // Upper bound exclusive, like the aggregation buckets ("10_20" holds 10.00 to 19.99).
    if (to !== undefined) where.push(from === to ? `p.min_price <= ${bind(to)}` : `p.min_price < ${bind(to)}`);
  }
  for (const code of ATTRIBUTE_FILTER_KEYS) {
    const values = equalValues(filter?.[code] as EqualFilter);
    if (!values) continue;
    const optionIds = values.filter((value) => /^\d{1,9}$/.test(value)).map(Number);
    where.push(`p.product_id IN (SELECT product_id FROM product_option_value WHERE option_id = ANY(${bind(optionIds)}::int[]))`);
  }

  const words = search ? searchWords(search) : [];
  let rank: string | undefined;
  if (words.length > 0) {
    const tsquery = words.map((word) => `${word}:*`).join(' | ');
    const text = words.join(' ');
    const base = { join, where: where.join(' AND '), params: [...params] };
    const ftsParams = [...base.params, tsquery];
    const q = `to_tsquery('fr_unaccent', $${ftsParams.length})`;
    const hits = await db.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM product p ${base.join} WHERE ${base.where} AND p.search_vector @@ ${q}) AS found`,
      ftsParams,
    );
    if (hits[0]?.found) {
      where.push(`p.search_vector @@ to_tsquery('fr_unaccent', ${bind(tsquery)})`);
      rank = `ts_rank_cd(p.search_vector, to_tsquery('fr_unaccent', $${params.length}))`;
    } else {
      where.push(`lower(f_unaccent(${bind(text)})) <% p.search_name`);
      rank = `word_similarity(lower(f_unaccent($${params.length})), p.search_name)`;
    }
    return { join, where: where.join(' AND '), params, rank, positionCategory, searchText: text, categoryIds: [...categoryIds] };
  }
  return { join, where: where.join(' AND '), params, rank, positionCategory, searchText: undefined, categoryIds: [...categoryIds] };
}

/** ORDER BY of a sort input; default relevance when searching, else position (Magento's rules). */
export function orderBy(compiled: CompiledSearch, sort: SortInput | null | undefined): string {
  const parts: string[] = [];
  const direction = (value: string | null | undefined) => (value === 'DESC' ? 'DESC' : 'ASC');
  const entries = Object.entries(sort ?? {}).filter(([, value]) => value);
  if (entries.length === 0) entries.push(compiled.rank ? ['relevance', 'DESC'] : ['position', 'ASC']);
  for (const [key, value] of entries) {
    if (key === 'relevance') parts.push(compiled.rank ? `${compiled.rank} ${value === 'ASC' ? 'ASC' : 'DESC'}` : 'p.position ASC');
    else if (key === 'position') parts.push(`${compiled.positionCategory ? 'cpi.position' : 'p.position'} ${direction(value)}`);
    else if (key === 'name') parts.push(`p.name ${direction(value)}`);
    else if (key === 'price') parts.push(`p.min_price ${direction(value)}`);
  }
  return `${parts.join(', ')}, p.product_id ASC`;
}

/**
 * One page of full product rows plus the total in a single statement (window count), so a listing
 * costs one round trip; the total is undefined when the page is past the end.
 */
export async function pageOfProducts(
  db: Queryable,
  compiled: CompiledSearch,
  sort: SortInput | null | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: Array<ProductRow & { media: MediaRow[] }>; total: number | undefined }> {
  const order = orderBy(compiled, sort);
  // The gallery rides along as JSON (computed for the page rows only) so the listing is one statement.
  const rows = await db.query<ProductRow & { total_matches: number; media: MediaRow[] }>(
    `SELECT page.*, (SELECT coalesce(json_agg(json_build_object('value_id', m.value_id, 'product_id', m.product_id, 'file', m.file,
              'label', m.label, 'position', m.position, 'disabled', m.disabled, 'roles', m.roles, 'media_type', m.media_type)
              ORDER BY m.position), '[]'::json) FROM product_media m WHERE m.product_id = page.product_id) AS media
       FROM (SELECT ${PRODUCT_COLUMNS}, count(*) OVER ()::int AS total_matches, row_number() OVER (ORDER BY ${order}) AS ordinal
               FROM product p ${compiled.join} WHERE ${compiled.where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) page
      ORDER BY page.ordinal`,
    compiled.params,
  );
  return { rows, total: rows[0]?.total_matches };
}

/** Total matching products. */
export async function countMatches(db: Queryable, compiled: CompiledSearch): Promise<number> {
  const rows = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM product p ${compiled.join} WHERE ${compiled.where}`, compiled.params);
  return rows[0]?.total ?? 0;
}

/** Ids of one page, in display order. */
export async function pageOfIds(db: Queryable, compiled: CompiledSearch, sort: SortInput | null | undefined, limit: number, offset: number): Promise<number[]> {
  const rows = await db.query<{ product_id: number }>(
    `SELECT p.product_id FROM product p ${compiled.join} WHERE ${compiled.where} ORDER BY ${orderBy(compiled, sort)} LIMIT ${limit} OFFSET ${offset}`,
    compiled.params,
  );
  return rows.map((row) => row.product_id);
}

/** Validates Magento's paging arguments. */
export function validatePaging(pageSize: number | null | undefined, currentPage: number | null | undefined): { pageSize: number; currentPage: number } {
  const size = pageSize ?? 20;
  const page = currentPage ?? 1;
  if (page < 1) throw inputError('currentPage value must be greater than 0.');
  if (size < 1) throw inputError('pageSize value must be greater than 0.');
  if (size > MAX_PAGE_SIZE) throw inputError(`Maximum page_size is ${MAX_PAGE_SIZE}`);
  return { pageSize: size, currentPage: page };
}
