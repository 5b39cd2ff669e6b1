import type { Queryable } from '../../db/database.ts';

export interface CategoryRow {
  category_id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  name: string;
  url_key: string;
  url_path: string;
  is_anchor: boolean;
  include_in_menu: number;
  description: string | null;
  image: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  display_mode: string;
  default_sort_by: string;
  landing_page: number | null;
  promo_content: string | null;
  promo_rich_content: string | null;
  skinny_navigation: boolean;
  children_count: number;
}

const BASE_COLUMNS = `c.category_id, c.parent_id, c.path, c.level, c.position, c.name, c.url_key, c.url_path, c.is_anchor,
  c.include_in_menu, c.description, c.image, c.meta_title, c.meta_keywords, c.meta_description, c.display_mode,
  c.default_sort_by, c.landing_page, c.promo_content, c.promo_rich_content, c.skinny_navigation`;

/** Magento's children_count counts every active descendant, not only direct children. */
const COLUMNS = `${BASE_COLUMNS}, (SELECT count(*)::int FROM category k WHERE k.path LIKE c.path || '/%' AND k.is_active) AS children_count`;

/** Every active category of a store root's subtree (and the root), in menu order. */
export async function categoriesUnder(db: Queryable, rootId: number): Promise<CategoryRow[]> {
  const rows = await db.query<CategoryRow>(
    `SELECT ${BASE_COLUMNS}, 0 AS children_count FROM category c WHERE c.is_active AND (c.path LIKE '1/' || $1::text || '/%' OR c.category_id = $1::int)
      ORDER BY c.level, c.position, c.category_id`,
    [rootId],
  );
  // Descendant counts from the paths already in hand rather than one sub-query per row.
  for (const row of rows)
    row.children_count = rows.filter((other) => other.path.startsWith(`${row.path}/`)).length;
  return rows;
}

/** The filters of `categories` / `categoryList`, already decoded. */
export interface CategoryQuery {
  ids?: number[];
  parentIds?: number[];
  urlKeys?: string[];
  urlPaths?: string[];
  name?: { text: string; partial: boolean };
  /** restrict to the store root's subtree */
  rootId: number;
}

/** Matching categories (ordered by level then position), with the total before paging. */
export async function findCategories(
  db: Queryable,
  query: CategoryQuery,
  limit: number,
  offset: number,
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where = [
    'c.is_active',
    "(c.path LIKE '1/' || $1::text || '/%' OR c.category_id = $1::int)",
  ];
  const params: unknown[] = [query.rootId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.ids) add('c.category_id = ANY(?::int[])', query.ids);
  if (query.parentIds) add('c.parent_id = ANY(?::int[])', query.parentIds);
  if (query.urlKeys) add('c.url_key = ANY(?::text[])', query.urlKeys);
  if (query.urlPaths) add('c.url_path = ANY(?::text[])', query.urlPaths);
  if (query.name) {
    add(
      query.name.partial
        ? "lower(f_unaccent(c.name)) LIKE '%' || lower(f_unaccent(?)) || '%'"
        : 'lower(f_unaccent(c.name)) = lower(f_unaccent(?))',
      query.name.text,
    );
  }
  const clause = where.join(' AND ');
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM category c WHERE ${clause}`,
    params,
  );
  const rows = await db.query<CategoryRow>(
    `SELECT ${COLUMNS} FROM category c WHERE ${clause} ORDER BY c.level, c.position, c.category_id LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return { rows, total: count[0]?.total ?? 0 };
}

/** Number of visible products in each category's anchor index. */
export async function productCounts(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db.query<{ category_id: number; count: number }>(
    `SELECT i.category_id, count(*)::int AS count FROM category_product_index i JOIN product p USING (product_id)
      WHERE i.category_id = ANY($1::int[]) AND p.visibility = 4 AND p.status = 1 GROUP BY i.category_id`,
    [ids],
  );
  return new Map(rows.map((row) => [row.category_id, row.count]));
}
