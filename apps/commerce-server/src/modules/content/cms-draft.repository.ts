import type { Queryable } from '../../db/database.ts';

/** A CMS page's draft: what the admin preview shows instead of the published title and content. */
export interface CmsDraftRow {
  page_id: number;
  title: string;
  content: string;
  /** Unix seconds: the staging version from which the draft applies. */
  staging_version: number;
}

/** The page's draft that applies at `version` (its staging version is not later), if any. */
export async function draftAt(
  db: Queryable,
  pageId: number,
  version: number,
): Promise<CmsDraftRow | undefined> {
  const rows = await db.query<CmsDraftRow>(
    `SELECT page_id, title, content, staging_version::float8 AS staging_version
       FROM cms_page_draft WHERE page_id = $1 AND staging_version <= $2`,
    [pageId, version],
  );
  return rows[0];
}

/**
 * Writes the page's draft (one per page: a second write replaces it, so a retried write leaves
 * the same draft). Returns undefined when no such page exists.
 */
export async function saveDraft(
  db: Queryable,
  pageId: number,
  draft: { title: string; content: string; stagingVersion: number },
): Promise<CmsDraftRow | undefined> {
  const rows = await db.query<CmsDraftRow>(
    `INSERT INTO cms_page_draft (page_id, title, content, staging_version)
       SELECT page_id, $2, $3, $4 FROM cms_page WHERE page_id = $1
     ON CONFLICT (page_id) DO UPDATE
       SET title = EXCLUDED.title, content = EXCLUDED.content,
           staging_version = EXCLUDED.staging_version, updated_at = now()
     RETURNING page_id, title, content, staging_version::float8 AS staging_version`,
    [pageId, draft.title, draft.content, draft.stagingVersion],
  );
  return rows[0];
}

/** Removes the page's draft; false when it had none. */
export async function deleteDraft(db: Queryable, pageId: number): Promise<boolean> {
  const rows = await db.query<{ page_id: number }>(
    'DELETE FROM cms_page_draft WHERE page_id = $1 RETURNING page_id',
    [pageId],
  );
  return rows.length > 0;
}
