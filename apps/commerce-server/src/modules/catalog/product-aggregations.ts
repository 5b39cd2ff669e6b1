import type { Queryable } from '../../db/database.ts';
import { matchedIds } from './product-search.ts';
import type { CompiledSearch } from './product-search.ts';

/** Magento's Aggregation shape. */
export interface AggregationResult {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: Array<{ label: string; value: string; count: number }>;
}

/** Width of a price bucket, in cents (10 €). */
const PRICE_STEP = 1000;

const matched = matchedIds;

async function priceBuckets(
  db: Queryable,
  compiled: CompiledSearch,
): Promise<AggregationResult | undefined> {
  const rows = await db.query<{ bucket: number; count: number }>(
    `SELECT (p.min_price / ${PRICE_STEP})::int AS bucket, count(*)::int AS count FROM product p
      WHERE p.product_id IN (${matched(compiled)}) GROUP BY 1 ORDER BY 1`,
    compiled.params,
  );
  if (rows.length === 0) return undefined;
  const options = rows.map((row, index) => {
    const from = (row.bucket * PRICE_STEP) / 100;
    const last = index === rows.length - 1 && rows.length > 1;
    const to = last ? '*' : String(((row.bucket + 1) * PRICE_STEP) / 100);
    return { label: `${from}-${to}`, value: `${from}_${to}`, count: row.count };
  });
  return { attribute_code: 'price', label: 'Prix', count: options.length, position: 1, options };
}

async function categoryBuckets(
  db: Queryable,
  compiled: CompiledSearch,
  filteredCategoryIds: readonly number[],
  directChildrenOnly: boolean,
  rootId: number,
): Promise<AggregationResult | undefined> {
  const parentIds = filteredCategoryIds.length > 0 ? filteredCategoryIds : [rootId];
  const scope = directChildrenOnly
    ? `c.parent_id = ANY($${compiled.params.length + 1}::int[])`
    : `c.level >= 2 AND NOT (c.category_id = ANY($${compiled.params.length + 1}::int[]))`;
  const rows = await db.query<{ category_id: number; name: string; count: number }>(
    `SELECT c.category_id, c.name, count(*)::int AS count FROM category_product_index i JOIN category c USING (category_id)
      WHERE i.product_id IN (${matched(compiled)}) AND c.is_active AND ${scope}
      GROUP BY c.category_id, c.name, c.level, c.position ORDER BY c.level, c.position`,
    [...compiled.params, parentIds],
  );
  if (rows.length === 0) return undefined;
  const options = rows.map((row) => ({
    label: row.name,
    value: String(row.category_id),
    count: row.count,
  }));
  return {
    attribute_code: 'category_id',
    label: 'Catégorie',
    count: options.length,
    position: 0,
    options,
  };
}

async function attributeBuckets(
  db: Queryable,
  compiled: CompiledSearch,
): Promise<AggregationResult[]> {
  const rows = await db.query<{
    code: string;
    attribute_label: string;
    attribute_position: number;
    option_id: number;
    label: string;
    count: number;
  }>(
    `SELECT a.code, a.label AS attribute_label, a.position AS attribute_position, o.option_id, o.label, count(*)::int AS count
       FROM product_option_value v JOIN attribute a USING (attribute_id) JOIN attribute_option o USING (option_id)
      WHERE a.is_filterable AND v.product_id IN (${matched(compiled)})
      GROUP BY a.code, a.label, a.position, o.option_id, o.label, o.position ORDER BY a.position, o.position`,
    compiled.params,
  );
  const byCode = new Map<string, AggregationResult>();
  for (const row of rows) {
    let aggregation = byCode.get(row.code);
    if (!aggregation) {
      aggregation = {
        attribute_code: row.code,
        label: row.attribute_label,
        count: 0,
        position: row.attribute_position + 1,
        options: [],
      };
      byCode.set(row.code, aggregation);
    }
    aggregation.options.push({ label: row.label, value: String(row.option_id), count: row.count });
    aggregation.count = aggregation.options.length;
  }
  return [...byCode.values()];
}

/** Layered-navigation buckets over the matched products: category, price (10 € steps), attributes. */
export async function aggregate(
  db: Queryable,
  compiled: CompiledSearch,
  options: { filteredCategoryIds: readonly number[]; directChildrenOnly: boolean; rootId: number },
): Promise<AggregationResult[]> {
  const [category, price, attributes] = await Promise.all([
    categoryBuckets(
      db,
      compiled,
      options.filteredCategoryIds,
      options.directChildrenOnly,
      options.rootId,
    ),
    priceBuckets(db, compiled),
    attributeBuckets(db, compiled),
  ]);
  return [category, price, ...attributes].filter(
    (entry): entry is AggregationResult => entry !== undefined,
  );
}

/** Product names close to a (misspelt) search, as Magento's "Did you mean" suggestions. */
export async function suggestions(db: Queryable, text: string): Promise<Array<{ search: string }>> {
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM (SELECT DISTINCT ON (ps.search_name) p.name, word_similarity(lower(f_unaccent($1)), ps.search_name) AS score
       FROM product_search ps JOIN product p USING (product_id) WHERE ps.searchable AND lower(f_unaccent($1)) <% ps.search_name
       ORDER BY ps.search_name, score DESC) s ORDER BY score DESC, name LIMIT 5`,
    [text],
  );
  return rows.map((row) => ({ search: row.name.toLowerCase() }));
}
