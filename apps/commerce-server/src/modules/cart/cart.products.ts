import type { Queryable } from '../../db/database.ts';
import { encodeUid } from '../../graphql/uid.ts';
import {
  configurableValueUid,
  optionValuesByProducts,
  productColumns,
  productsByIds,
  superAttributesByProducts,
} from '../catalog/index.ts';
import type { ProductRow } from '../catalog/index.ts';

/** A product row with its status (disabled products are found too, to say so). */
export type ProductWithStatus = ProductRow & { status: number };

/** Products by SKU, enabled or not, priced for `today` (the store's date). */
export async function productsBySkus(
  db: Queryable,
  skus: readonly string[],
  today: string,
): Promise<Map<string, ProductWithStatus>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<ProductWithStatus>(
    `SELECT ${productColumns('$2')}, p.status FROM product p WHERE p.sku = ANY($1::text[])`,
    [[...new Set(skus)], today],
  );
  return new Map(rows.map((row) => [row.sku, row]));
}

/** Enabled products by id, priced for `today` (the store's date). */
export async function productMap(
  db: Queryable,
  ids: readonly number[],
  today: string,
): Promise<Map<number, ProductRow>> {
  return new Map(
    (await productsByIds(db, [...new Set(ids)], today)).map((row) => [row.product_id, row]),
  );
}

/** The variants of a configurable (child ids). */
export async function variantIds(db: Queryable, parentId: number): Promise<number[]> {
  const rows = await db.query<{ child_id: number }>(
    'SELECT child_id FROM product_relation WHERE parent_id = $1 ORDER BY position',
    [parentId],
  );
  return rows.map((row) => row.child_id);
}

/** A chosen configurable option of a line. */
export interface LineOption {
  attributeId: number;
  optionId: number;
  optionUid: string;
  valueUid: string;
  optionLabel: string;
  valueLabel: string;
}

/**
 * The configurable options of (parent, variant) pairs, keyed `parent:variant`: one entry per
 * super attribute of the parent, with the variant's value. Uids are those of the catalogue.
 */
export async function lineOptions(
  db: Queryable,
  pairs: ReadonlyArray<{ parentId: number; variantId: number }>,
): Promise<Map<string, LineOption[]>> {
  const result = new Map<string, LineOption[]>();
  if (pairs.length === 0) return result;
  // Sequential on purpose: `db` may be a PGlite transaction, which takes one statement at a time.
  const supers = await superAttributesByProducts(db, [
    ...new Set(pairs.map((pair) => pair.parentId)),
  ]);
  const values = await optionValuesByProducts(db, [
    ...new Set(pairs.map((pair) => pair.variantId)),
  ]);
  for (const { parentId, variantId } of pairs) {
    const options: LineOption[] = [];
    for (const attribute of supers.filter((row) => row.product_id === parentId)) {
      const value = values.find(
        (row) => row.product_id === variantId && row.attribute_id === attribute.attribute_id,
      );
      if (!value) continue;
      options.push({
        attributeId: attribute.attribute_id,
        optionId: value.option_id,
        optionUid: encodeUid(`configurable/${parentId}/${attribute.attribute_id}`),
        valueUid: configurableValueUid(attribute.attribute_id, value.option_id),
        optionLabel: attribute.label,
        valueLabel: value.label,
      });
    }
    result.set(`${parentId}:${variantId}`, options);
  }
  return result;
}
