import type { Queryable } from '../../db/database.ts';

/** A product row as the resolvers read it. Money in cents; special price only when active today. */
export interface ProductRow {
  product_id: number;
  type_id: 'simple' | 'configurable';
  sku: string;
  name: string;
  url_key: string;
  visibility: number;
  description: string | null;
  short_description: string | null;
  meta_title: string | null;
  meta_keyword: string | null;
  meta_description: string | null;
  price: number;
  special_price: number | null;
  active_special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  min_price: number;
  max_price: number;
  min_regular_price: number | null;
  max_regular_price: number | null;
  qty: number;
  in_stock: boolean;
  weight: number | null;
  rating_summary: number;
  review_count: number;
  brand: string | null;
  new_from_date: string | null;
  new_to_date: string | null;
  extra: Record<string, string>;
  /** The `subscriptions` extension's offer attributes (migration 041, decision 166). */
  subscription_eligible: boolean;
  subscription_discount_percent: string;
  subscription_frequencies: number[];
}

/**
 * Columns of {@link ProductRow}; `p` is the product alias. `today` is the placeholder (`$2`…) of
 * the store's date (YYYY-MM-DD, from the server's clock, `storeToday`): a special price's dates are
 * days of the shop's calendar, not of the database session's `current_date`.
 */
export function productColumns(today: string): string {
  return `p.product_id, p.type_id, p.sku, p.name, p.url_key, p.visibility, p.description,
  p.short_description, p.meta_title, p.meta_keyword, p.meta_description, p.price, p.special_price,
  CASE WHEN p.special_price IS NOT NULL
        AND (p.special_from_date IS NULL OR p.special_from_date <= ${today}::date)
        AND (p.special_to_date IS NULL OR p.special_to_date >= ${today}::date)
       THEN p.special_price END AS active_special_price,
  to_char(p.special_from_date, 'YYYY-MM-DD') AS special_from_date, to_char(p.special_to_date, 'YYYY-MM-DD') AS special_to_date,
  p.min_price, p.max_price, p.min_regular_price, p.max_regular_price, p.qty, p.in_stock, p.weight, p.rating_summary, p.review_count, p.brand,
  to_char(p.new_from_date, 'YYYY-MM-DD') AS new_from_date, to_char(p.new_to_date, 'YYYY-MM-DD') AS new_to_date, p.extra,
  p.subscription_eligible, p.subscription_discount_percent::text AS subscription_discount_percent, p.subscription_frequencies`;
}

/** Enabled products by id, priced for `today` (the store's date). */
export async function productsByIds(
  db: Queryable,
  ids: readonly number[],
  today: string,
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db.query<ProductRow>(
    `SELECT ${productColumns('$2')} FROM product p WHERE p.product_id = ANY($1::int[]) AND p.status = 1`,
    [ids, today],
  );
}

export interface MediaRow {
  value_id: number;
  product_id: number;
  file: string;
  label: string | null;
  position: number;
  disabled: boolean;
  roles: string[];
  media_type: string;
}

export function mediaByProducts(db: Queryable, ids: readonly number[]): Promise<MediaRow[]> {
  return db.query<MediaRow>(
    'SELECT value_id, product_id, file, label, position, disabled, roles, media_type FROM product_media WHERE product_id = ANY($1::int[]) ORDER BY product_id, position',
    [ids],
  );
}

export function categoryIdsByProducts(
  db: Queryable,
  ids: readonly number[],
): Promise<Array<{ product_id: number; category_id: number }>> {
  return db.query(
    'SELECT cp.product_id, cp.category_id FROM category_product cp JOIN category c USING (category_id) WHERE cp.product_id = ANY($1::int[]) AND c.is_active ORDER BY c.level, c.position',
    [ids],
  );
}

export function linksByProducts(
  db: Queryable,
  ids: readonly number[],
  type: string,
): Promise<Array<{ product_id: number; linked_product_id: number }>> {
  return db.query(
    `SELECT l.product_id, l.linked_product_id FROM product_link l JOIN product p ON p.product_id = l.linked_product_id
      WHERE l.product_id = ANY($1::int[]) AND l.link_type = $2 AND p.status = 1 AND p.visibility = 4 ORDER BY l.product_id, l.position`,
    [ids, type],
  );
}

export function childrenByParents(
  db: Queryable,
  ids: readonly number[],
): Promise<Array<{ parent_id: number; child_id: number }>> {
  return db.query(
    'SELECT parent_id, child_id FROM product_relation WHERE parent_id = ANY($1::int[]) ORDER BY parent_id, position',
    [ids],
  );
}

export interface OptionValueRow {
  product_id: number;
  attribute_id: number;
  code: string;
  attribute_label: string;
  input_type: string;
  option_id: number;
  label: string;
  swatch: string | null;
  /** The attribute's swatch type: 'text', 'visual' or null. */
  swatch_input: string | null;
  position: number;
}

export function optionValuesByProducts(
  db: Queryable,
  ids: readonly number[],
): Promise<OptionValueRow[]> {
  return db.query<OptionValueRow>(
    `SELECT v.product_id, a.attribute_id, a.code, a.label AS attribute_label, a.input_type, o.option_id, o.label, o.swatch, a.swatch_input, o.position
       FROM product_option_value v JOIN attribute a USING (attribute_id) JOIN attribute_option o USING (option_id)
      WHERE v.product_id = ANY($1::int[]) ORDER BY v.product_id, a.position, o.position`,
    [ids],
  );
}

export interface SuperAttributeRow {
  product_id: number;
  attribute_id: number;
  code: string;
  label: string;
  position: number;
}

export function superAttributesByProducts(
  db: Queryable,
  ids: readonly number[],
): Promise<SuperAttributeRow[]> {
  return db.query<SuperAttributeRow>(
    `SELECT s.product_id, s.attribute_id, a.code, s.label, s.position FROM product_super_attribute s JOIN attribute a USING (attribute_id)
      WHERE s.product_id = ANY($1::int[]) ORDER BY s.product_id, s.position`,
    [ids],
  );
}

export function faqsByProducts(
  db: Queryable,
  ids: readonly number[],
): Promise<Array<{ product_id: number; position: number; question: string; answer: string }>> {
  return db.query(
    'SELECT product_id, position, question, answer FROM product_faq WHERE product_id = ANY($1::int[]) ORDER BY product_id, position',
    [ids],
  );
}
