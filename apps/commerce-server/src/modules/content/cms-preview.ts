import type { RequestContext } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import { adminTokenOf, isAdminBearer } from '../platform/index.ts';
import { draftAt } from './cms-draft.repository.ts';
import type { CmsPageRow } from './cms.repository.ts';

/** Magento's staging preview header: the version (unix seconds) whose content to show. */
export const PREVIEW_VERSION_HEADER = 'preview-version';

/**
 * The staging version a request previews, or null for the published shop. Only a request with the
 * admin token previews (decision 141): any other sees the published page, whatever its headers,
 * so a draft never leaks. The admin's malformed version is a clear error.
 */
export function previewVersionOf(context: RequestContext): number | null {
  const header = context.request.headers.get(PREVIEW_VERSION_HEADER);
  if (header === null) return null;
  const token = adminTokenOf(context.services.config.env);
  if (!isAdminBearer(context.request.headers.get('authorization'), token)) return null;
  const value = header.trim();
  if (!/^\d{1,12}$/.test(value) || Number(value) === 0)
    throw inputError('The "Preview-Version" header must be a staging version in unix seconds.');
  return Number(value);
}

/** The page as the request sees it: its draft's title and content in an admin preview. */
export async function pageAsPreviewed(
  context: RequestContext,
  page: CmsPageRow,
): Promise<CmsPageRow> {
  const version = previewVersionOf(context);
  if (version === null) return page;
  const draft = await draftAt(context.db, page.page_id, version);
  return draft ? { ...page, title: draft.title, content: draft.content } : page;
}
