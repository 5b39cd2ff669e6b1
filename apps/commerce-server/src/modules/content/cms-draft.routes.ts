import type { Context } from 'hono';
import type { ServerServices } from '../../graphql/context.ts';
import type { RouteInstaller } from '../../http/app.ts';
import { adminTokenOf, isAdminBearer } from '../platform/index.ts';
import { deleteDraft, saveDraft } from './cms-draft.repository.ts';

/** Magento's ACL resource for Content > Pages > Save. */
const RESOURCE = 'Magento_Cms::save';

type Answer = { status: 200 | 400 | 401 | 404; body: unknown };

const refusal = (status: 400 | 404, message: string, parameters: string[] = []): Answer => ({
  status,
  body: { message, parameters },
});

function pageIdOf(c: Context): number | null {
  const raw = c.req.param('pageId') ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * `{ "draft": { "title", "content", "staging_version"? } }`: the staging version defaults to now
 * (unix seconds), so a preview at the current time shows the draft.
 */
async function draftBody(
  c: Context,
): Promise<{ title: string; content: string; stagingVersion: number } | Answer> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return refusal(400, 'The request body must be a JSON object.');
  }
  const draft =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).draft : undefined;
  if (typeof draft !== 'object' || draft === null || Array.isArray(draft))
    return refusal(400, '"%1" is required. Enter and try again.', ['draft']);
  const { title, content } = draft as Record<string, unknown>;
  const version =
    (draft as Record<string, unknown>).staging_version ??
    (draft as Record<string, unknown>).stagingVersion ??
    Math.floor(Date.now() / 1000);
  if (typeof title !== 'string' || title.trim() === '')
    return refusal(400, '"%1" is required. Enter and try again.', ['title']);
  if (typeof content !== 'string')
    return refusal(400, '"%1" is required. Enter and try again.', ['content']);
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version <= 0)
    return refusal(400, 'The "%1" value must be unix seconds.', ['staging_version']);
  return { title: title.trim(), content, stagingVersion: version };
}

/**
 * The admin's CMS drafts over REST (README "Admin preview"): `PUT` writes a page's draft, `DELETE`
 * drops it, under /rest/V1/cmsPage/{pageId}/draft and /rest/<store>/V1/…, behind the admin token.
 */
export function cmsDraftRoutes(services: ServerServices): RouteInstaller {
  const token = adminTokenOf(services.config.env);
  const handle = (work: (c: Context, pageId: number) => Promise<Answer>) => async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    if (!isAdminBearer(c.req.header('authorization'), token))
      return c.json(
        {
          message: "The consumer isn't authorized to access %resources.",
          parameters: { resources: RESOURCE },
        },
        401,
      );
    const pageId = pageIdOf(c);
    const notFound = refusal(404, 'The CMS page with the "%1" ID doesn\'t exist.', [
      c.req.param('pageId') ?? '',
    ]);
    try {
      const { status, body } = pageId === null ? notFound : await work(c, pageId);
      return c.json(body as object, status);
    } catch (error) {
      services.logger.error('rest call failed', { path: c.req.path, error });
      return c.json(
        { message: 'Internal Error. Details are available in the server log.', parameters: [] },
        500,
      );
    }
  };
  const notFoundFor = (pageId: number) =>
    refusal(404, 'The CMS page with the "%1" ID doesn\'t exist.', [String(pageId)]);
  return (app) => {
    for (const prefix of ['/rest/V1', '/rest/:store/V1']) {
      const path = `${prefix}/cmsPage/:pageId/draft`;
      app.put(
        path,
        handle(async (c, pageId) => {
          const draft = await draftBody(c);
          if ('status' in draft) return draft;
          const saved = await saveDraft(services.db, pageId, draft);
          return saved ? { status: 200, body: saved } : notFoundFor(pageId);
        }),
      );
      app.delete(
        path,
        handle(async (_c, pageId) =>
          (await deleteDraft(services.db, pageId))
            ? { status: 200, body: true }
            : notFoundFor(pageId),
        ),
      );
    }
  };
}
