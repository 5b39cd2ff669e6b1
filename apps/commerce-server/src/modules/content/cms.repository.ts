import type { Queryable } from '../../db/database.ts';

export interface CmsPageRow {
  page_id: number;
  identifier: string;
  title: string;
  content_heading: string | null;
  content: string;
  page_layout: string;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
}

export interface CmsBlockRow {
  block_id: number;
  identifier: string;
  title: string;
  content: string;
}

const PAGE_COLUMNS =
  'page_id, identifier, title, content_heading, content, page_layout, meta_title, meta_keywords, meta_description';

export async function pageByIdentifier(
  db: Queryable,
  identifier: string,
): Promise<CmsPageRow | undefined> {
  const rows = await db.query<CmsPageRow>(
    `SELECT ${PAGE_COLUMNS} FROM cms_page WHERE identifier = $1 AND is_active`,
    [identifier],
  );
  return rows[0];
}

export async function pageById(db: Queryable, id: number): Promise<CmsPageRow | undefined> {
  const rows = await db.query<CmsPageRow>(
    `SELECT ${PAGE_COLUMNS} FROM cms_page WHERE page_id = $1 AND is_active`,
    [id],
  );
  return rows[0];
}

export function blocksByIdentifiers(
  db: Queryable,
  identifiers: readonly string[],
): Promise<CmsBlockRow[]> {
  return db.query<CmsBlockRow>(
    'SELECT block_id, identifier, title, content FROM cms_block WHERE identifier = ANY($1::text[]) AND is_active',
    [identifiers],
  );
}
