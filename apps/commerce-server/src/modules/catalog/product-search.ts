import type { Queryable } from '../../db/database.ts';
import { inputError } from '../../graphql/errors.ts';
import { decodeIdUid } from '../../graphql/uid.ts';
import { correctedWords, everyWordQuery, tsqueryText, withSynonyms } from './search-expansion.ts';

/** Largest pageSize accepted (Magento's input-limit default). */
export const MAX_PAGE_SIZE = 300;

/**
 * A search counts its matches up to this many, as Magento's OpenSearch does by default
 * (track_total_hits; decision 130): past it, counting costs in proportion to the matches.
 */
export const SEARCH_TOTAL_CAP = 10_000;

/** Filterable select/multiselect attributes exposed in ProductAttributeFilterInput. */
export const ATTRIBUTE_FILTER_KEYS = [
  'brand',
  'form',
  'benefit',
  'diet',
  'flavour',
  'size',
] as const;

export interface EqualFilter {
  eq?: string | null;
  in?: Array<string | null> | null;
}
export interface MatchFilter {
  match?: string | null;
  match_type?: 'FULL' | 'PARTIAL' | null;
}
export interface RangeFilter {
  from?: string | null;
  to?: string | null;
}
export type ProductFilter = Record<
  string,
  EqualFilter | MatchFilter | RangeFilter | null | undefined
>;
export type SortInput = Partial<
  Record<'relevance' | 'position' | 'name' | 'price', 'ASC' | 'DESC' | null>
>;

/**
 * A compiled product query. It is driven by the narrowest table that can answer it — product_search
 * when searching, the category index for a category page, product otherwise — and joins product only
 * when a filter or the sort needs its columns. `id` is the product id column of the driving table.
 */
export interface CompiledSearch {
  id: string;
  driving: 'search' | 'category' | 'product';
  /** WHERE conditions that need no product columns. */
  conditions: string[];
  /** Conditions on product columns (p.*). */
  productConditions: string[];
  params: unknown[];
  /** SQL expression of the relevance score, when searching. */
  rank: string | undefined;
  /** The single category whose positions drive `position` sorting (joined as cpi). */
  categoryJoin: string | undefined;
  searchText: string | undefined;
  /** Categories the filter restricts to (for category aggregations). */
  categoryIds: number[];
  /** The search as corrected when its own words found nothing ("magnezium" → "magnésium"). */
  correction?: string | undefined;
  /**
   * A full-text search's relevance tiers, best first (decision 130): each replaces the match
   * condition with the products of one tier, read in catalogue order, so a page is an index walk.
   */
  tiers?: string[][] | undefined;
  /** The conditions without the full-text match, which `tiers` complete. */
  tierBase?: string[] | undefined;
}

function equalValues(filter: EqualFilter | undefined | null): string[] | undefined {
  if (!filter) return undefined;
  return [filter.eq, ...(filter.in ?? [])].filter(
    (value): value is string => typeof value === 'string',
  );
}

/** Words of a search phrase: letters and digits only, so they are safe inside a tsquery. */
export function searchWords(search: string): string[] {
  return (search.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, 10)
    .map((word) => word.slice(0, 40).toLowerCase());
}

function parsePrice(value: string | null | undefined, field: string): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  // Bounded so the cents always fit PostgreSQL's int.
  if (!Number.isFinite(number) || number < 0 || number > 10_000_000)
    throw inputError(`Invalid ${field} value "${value}" for the price filter.`);
  return Math.round(number * 100);
}

async function filterCategoryIds(
  db: Queryable,
  filter: ProductFilter | null | undefined,
): Promise<number[] | undefined> {
  const ids = equalValues(filter?.category_id as EqualFilter);
  const uids = equalValues(filter?.category_uid as EqualFilter);
  const paths = equalValues(filter?.category_url_path as EqualFilter);
  if (!ids && !uids && !paths) return undefined;
  const found = new Set<number>();
  (ids ?? []).filter((id) => /^\d{1,9}$/.test(id)).forEach((id) => found.add(Number(id)));
  for (const uid of uids ?? []) {
    const id = decodeIdUid(uid);
    if (id !== undefined) found.add(id);
  }
  if (paths) {
    const rows = await db.query<{ category_id: number }>(
      'SELECT category_id FROM category WHERE url_path = ANY($1::text[])',
      [paths],
    );
    rows.forEach((row) => found.add(row.category_id));
  }
  return [...found];
}

/** FROM clause of a compiled query; product is joined when `withProduct`. */
export function fromClause(compiled: CompiledSearch, withProduct: boolean): string {
  const base =
    compiled.driving === 'search'
      ? 'product_search ps'
      : compiled.driving === 'category'
        ? 'category_product_index cpi'
        : 'product p';
  const joins = [base];
  if (compiled.categoryJoin && compiled.driving !== 'category') joins.push(compiled.categoryJoin);
  if (withProduct && compiled.driving !== 'product')
    joins.push(`JOIN product p ON p.product_id = ${compiled.id}`);
  return joins.join(' ');
}

export function whereClause(compiled: CompiledSearch, withProduct: boolean): string {
  const all = withProduct
    ? [...compiled.conditions, ...compiled.productConditions]
    : compiled.conditions;
  return all.length > 0 ? all.join(' AND ') : 'TRUE';
}

export const needsProduct = (compiled: CompiledSearch, sort: SortInput | null | undefined) =>
  compiled.driving === 'product' ||
  compiled.productConditions.length > 0 ||
  Object.entries(sort ?? {}).some(
    ([key, value]) =>
      value &&
      (key === 'name' ||
        key === 'price' ||
        (key === 'position' && !compiled.categoryJoin && compiled.driving !== 'category')),
  );

/** `SELECT <id> FROM … WHERE …`: the matched product ids, for aggregations. */
export function matchedIds(compiled: CompiledSearch): string {
  const withProduct = compiled.productConditions.length > 0 || compiled.driving === 'product';
  return `SELECT ${compiled.id} FROM ${fromClause(compiled, withProduct)} WHERE ${whereClause(compiled, withProduct)}`;
}

/**
 * Turns `search` and `filter` into SQL. Full-text in the fr_unaccent configuration (French stemming,
 * accents folded) over the words and their synonyms; when that finds nothing, over the words
 * corrected to the names’ vocabulary; last, a trigram word-similarity over the names.
 */
export async function compileSearch(
  db: Queryable,
  search: string | null | undefined,
  filter: ProductFilter | null | undefined,
  storeId = 0,
): Promise<CompiledSearch> {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const words = search ? searchWords(search) : [];
  const categoryIds = await filterCategoryIds(db, filter);
  const driving = words.length > 0 ? 'search' : categoryIds?.length === 1 ? 'category' : 'product';
  const id =
    driving === 'search'
      ? 'ps.product_id'
      : driving === 'category'
        ? 'cpi.product_id'
        : 'p.product_id';
  const conditions: string[] = [];
  const productConditions: string[] = [];
  // The category index and product_search only hold visible, enabled products (seed/trigger invariant).
  if (driving === 'product') productConditions.push('p.visibility = 4', 'p.status = 1');
  if (driving === 'search') conditions.push('ps.searchable');

  let categoryJoin: string | undefined;
  if (categoryIds && categoryIds.length === 1) {
    const param = bind(categoryIds[0]);
    if (driving === 'category') conditions.push(`cpi.category_id = ${param}`);
    else
      categoryJoin = `JOIN category_product_index cpi ON cpi.product_id = ${id} AND cpi.category_id = ${param}`;
  } else if (categoryIds) {
    conditions.push(
      `${id} IN (SELECT product_id FROM category_product_index WHERE category_id = ANY(${bind(categoryIds)}::int[]))`,
    );
  }
  const skus = equalValues(filter?.sku as EqualFilter);
  if (skus) productConditions.push(`p.sku = ANY(${bind(skus)}::text[])`);
  const urlKeys = equalValues(filter?.url_key as EqualFilter);
  if (urlKeys) productConditions.push(`p.url_key = ANY(${bind(urlKeys)}::text[])`);
  for (const field of ['name', 'description', 'short_description'] as const) {
    const match = filter?.[field] as MatchFilter | undefined;
    if (!match?.match) continue;
    const column = `lower(f_unaccent(coalesce(p.${field}, '')))`;
    if (match.match_type === 'FULL' && field === 'name')
      productConditions.push(`${column} = lower(f_unaccent(${bind(match.match)}))`);
    else
      productConditions.push(
        `${column} LIKE '%' || lower(f_unaccent(${bind(match.match)})) || '%'`,
      );
  }
  const price = filter?.price as RangeFilter | undefined;
  if (price) {
    const from = parsePrice(price.from, 'from');
    const to = parsePrice(price.to, 'to');
    if (from !== undefined) productConditions.push(`p.min_price >= ${bind(from)}`);
    // Upper bound exclusive, like the aggregation buckets ("10_20" holds 10.00 to 19.99).
    if (to !== undefined)
      productConditions.push(
        from === to ? `p.min_price <= ${bind(to)}` : `p.min_price < ${bind(to)}`,
      );
  }
  for (const code of ATTRIBUTE_FILTER_KEYS) {
    const values = equalValues(filter?.[code] as EqualFilter);
    if (!values) continue;
    const optionIds = values.filter((value) => /^\d{1,9}$/.test(value)).map(Number);
    conditions.push(
      `${id} IN (SELECT product_id FROM product_option_value WHERE option_id = ANY(${bind(optionIds)}::int[]))`,
    );
  }
  const compiled: CompiledSearch = {
    id,
    driving,
    conditions,
    productConditions,
    params,
    rank: undefined,
    categoryJoin,
    searchText: undefined,
    categoryIds: categoryIds ?? [],
  };
  if (words.length === 0) return compiled;

  const text = words.join(' ');
  const withProduct = productConditions.length > 0;
  // The phrase with its synonyms, else its misspelt words corrected (with theirs); the first that
  // finds something is the search.
  const found = async (terms: string[][]): Promise<string | undefined> => {
    const tsquery = `to_tsquery('fr_unaccent', ${bind(tsqueryText(terms))})`;
    const hits = await db.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${fromClause(compiled, withProduct)} WHERE ${[whereClause(compiled, withProduct), `ps.search_vector @@ ${tsquery}`].join(' AND ')}) AS found`,
      params,
    );
    if (hits[0]?.found) return tsquery;
    params.pop(); // the unused tsquery: PostgreSQL rejects parameters it cannot type
    return undefined;
  };
  let searched = words;
  let tsquery = await found(await withSynonyms(db, words, storeId));
  if (!tsquery) {
    const corrected = await correctedWords(db, words);
    if (corrected) {
      tsquery = await found(await withSynonyms(db, corrected, storeId));
      if (tsquery) compiled.correction = corrected.join(' ');
      searched = corrected;
    }
  }
  if (tsquery) {
    compiled.tierBase = [...conditions];
    conditions.push(`ps.search_vector @@ ${tsquery}`);
    // Relevance in tiers (decision 130): names holding every word (or a synonym of each), names
    // holding one, then matches in the rest of the text; ties keep catalogue order. The name's
    // lexemes are all in search_vector (same configuration), so a name match is a match.
    const every = searched.length > 1 ? await everyWordQuery(db, searched, storeId) : tsquery;
    const name = (query: string) => `ps.name_vector @@ ${query}`;
    compiled.tiers =
      every === tsquery
        ? [[name(tsquery)], [`ps.search_vector @@ ${tsquery}`, `NOT ${name(tsquery)}`]]
        : [
            // The first condition is implied by the second; it keeps every parameter in use.
            [name(tsquery), name(every)],
            [name(tsquery), `NOT ${name(every)}`],
            [`ps.search_vector @@ ${tsquery}`, `NOT ${name(tsquery)}`],
          ];
    compiled.rank = `(CASE WHEN ${name(every)} THEN 2 WHEN ${name(tsquery)} THEN 1 ELSE 0 END)`;
  } else {
    const phrase = bind(text);
    conditions.push(`lower(f_unaccent(${phrase})) <% ps.search_name`);
    compiled.rank = `word_similarity(lower(f_unaccent(${phrase})), ps.search_name)`;
  }
  compiled.searchText = text;
  return compiled;
}
