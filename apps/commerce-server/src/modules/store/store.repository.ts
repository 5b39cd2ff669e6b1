import type { Queryable } from '../../db/database.ts';

/** A store view with its group and website, as the `Store` header selects it. */
export interface StoreView {
  storeId: number;
  code: string;
  name: string;
  sortOrder: number;
  groupId: number;
  groupCode: string;
  groupName: string;
  websiteId: number;
  websiteCode: string;
  websiteName: string;
  rootCategoryId: number;
  isDefault: boolean;
}

interface StoreRow {
  store_id: number;
  code: string;
  name: string;
  sort_order: number;
  group_id: number;
  group_code: string;
  group_name: string;
  website_id: number;
  website_code: string;
  website_name: string;
  root_category_id: number;
}

/** Loads every active store view; the first by sort order is the website default. */
export async function loadStoreViews(db: Queryable): Promise<StoreView[]> {
  const rows = await db.query<StoreRow>(
    `SELECT s.store_id, s.code, s.name, s.sort_order, g.group_id, g.code AS group_code, g.name AS group_name,
            w.website_id, w.code AS website_code, w.name AS website_name, g.root_category_id
       FROM store s JOIN store_group g USING (group_id) JOIN store_website w ON w.website_id = g.website_id
      WHERE s.is_active ORDER BY s.sort_order, s.store_id`,
  );
  return rows.map((row, index) => ({
    storeId: row.store_id,
    code: row.code,
    name: row.name,
    sortOrder: row.sort_order,
    groupId: row.group_id,
    groupCode: row.group_code,
    groupName: row.group_name,
    websiteId: row.website_id,
    websiteCode: row.website_code,
    websiteName: row.website_name,
    rootCategoryId: row.root_category_id,
    isDefault: index === 0,
  }));
}

/** Configuration values of a store view: its own values over the default scope (store_id 0). */
export async function loadStoreConfigValues(
  db: Queryable,
  storeId: number,
): Promise<Map<string, unknown>> {
  const rows = await db.query<{ path: string; value: unknown }>(
    `SELECT DISTINCT ON (path) path, value FROM core_config
      WHERE store_id IN (0, $1) ORDER BY path, store_id DESC`,
    [storeId],
  );
  return new Map(rows.map((row) => [row.path, row.value]));
}
