import type { Queryable } from '../../db/database.ts';

export interface UrlRewriteRow {
  request_path: string;
  target_path: string;
  redirect_type: number;
  entity_type: string;
  entity_id: number;
}

const COLUMNS = 'request_path, target_path, redirect_type, entity_type, entity_id';

export async function rewriteByRequestPath(
  db: Queryable,
  storeId: number,
  path: string,
): Promise<UrlRewriteRow | undefined> {
  const rows = await db.query<UrlRewriteRow>(
    `SELECT ${COLUMNS} FROM url_rewrite WHERE store_id = $1 AND request_path = $2`,
    [storeId, path],
  );
  return rows[0];
}

/** Magento also resolves a system path (catalog/product/view/id/5) to its canonical rewrite. */
export async function rewriteByTargetPath(
  db: Queryable,
  storeId: number,
  path: string,
): Promise<UrlRewriteRow | undefined> {
  const rows = await db.query<UrlRewriteRow>(
    `SELECT ${COLUMNS} FROM url_rewrite WHERE store_id = $1 AND target_path = $2 AND redirect_type = 0 ORDER BY url_rewrite_id LIMIT 1`,
    [storeId, path],
  );
  return rows[0];
}
