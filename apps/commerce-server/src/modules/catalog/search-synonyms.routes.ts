import type { Context } from 'hono';
import type { ServerServices } from '../../graphql/context.ts';
import type { RouteInstaller } from '../../http/app.ts';
import { adminTokenOf, isAdminBearer } from '../platform/index.ts';
import {
  SynonymInputError,
  deleteSynonymGroup,
  listSynonymGroups,
  parseSynonyms,
  saveSynonymGroup,
} from './search-synonyms.repository.ts';

/** Magento's ACL resource for Marketing > SEO & Search > Search Synonyms. */
const RESOURCE = 'Magento_Search::synonyms';

class RestAnswer extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    message: string,
    readonly parameters: Record<string, string> | string[] = [],
  ) {
    super(message);
  }
}

/**
 * The merchant's integration token (ADMIN_TOKEN), checked in constant time. Without one configured
 * the admin routes refuse everyone: there is no default credential.
 */
function authorise(c: Context, token: string | undefined): void {
  if (!isAdminBearer(c.req.header('authorization'), token))
    throw new RestAnswer(401, "The consumer isn't authorized to access %resources.", {
      resources: RESOURCE,
    });
}

function storeIdOf(services: ServerServices, value: unknown): number {
  if (value === undefined || value === null) return 0;
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (
    typeof id !== 'number' ||
    (id !== 0 && !services.stores.views.some((view) => view.storeId === id))
  )
    throw new RestAnswer(400, 'The store with id "%1" does not exist.', [
      typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : JSON.stringify(value),
    ]);
  return id;
}

function groupIdOf(c: Context): number {
  const raw = c.req.param('groupId') ?? '';
  if (!/^\d{1,9}$/.test(raw))
    throw new RestAnswer(404, 'The synonym group with id "%1" does not exist.', [raw]);
  return Number(raw);
}

/** `{ "synonymGroup": { "store_id"?, "synonyms" } }` (snake or camel case, as Magento accepts). */
async function groupBody(
  c: Context,
  services: ServerServices,
): Promise<{ storeId: number; terms: string[] }> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new RestAnswer(400, 'The request body must be a JSON object.');
  }
  const group =
    typeof body === 'object' && body !== null
      ? ((body as Record<string, unknown>).synonymGroup ??
        (body as Record<string, unknown>).synonym_group)
      : undefined;
  if (typeof group !== 'object' || group === null || Array.isArray(group))
    throw new RestAnswer(400, '"%1" is required. Enter and try again.', ['synonymGroup']);
  const fields = group as Record<string, unknown>;
  return {
    storeId: storeIdOf(services, fields.store_id ?? fields.storeId),
    terms: parseSynonyms(fields.synonyms),
  };
}

/** Saves under a table lock, so two admins cannot put one term in two groups at once. */
function save(services: ServerServices, groupId: number | null, storeId: number, terms: string[]) {
  return services.db.transaction(async (tx) => {
    await tx.exec('LOCK TABLE search_synonym_group IN SHARE ROW EXCLUSIVE MODE');
    return saveSynonymGroup(tx, groupId, storeId, terms);
  });
}

/**
 * The merchant's search synonyms over REST (README "Search synonyms"): list, create, replace,
 * delete, under /rest/V1/search/synonyms and /rest/<store>/V1/…, behind the admin token.
 */
export function searchSynonymRoutes(services: ServerServices): RouteInstaller {
  const token = adminTokenOf(services.config.env);
  const handle = (work: (c: Context) => Promise<{ status: 200 | 201; body: unknown }>) => {
    return async (c: Context) => {
      c.header('Cache-Control', 'no-store');
      try {
        authorise(c, token);
        const { status, body } = await work(c);
        return c.json(body as object, status);
      } catch (error) {
        if (error instanceof RestAnswer)
          return c.json({ message: error.message, parameters: error.parameters }, error.status);
        if (error instanceof SynonymInputError)
          return c.json({ message: error.message, parameters: error.parameters }, 400);
        services.logger.error('rest call failed', { path: c.req.path, error });
        return c.json(
          { message: 'Internal Error. Details are available in the server log.', parameters: [] },
          500,
        );
      }
    };
  };
  const notFound = (id: number) =>
    new RestAnswer(404, 'The synonym group with id "%1" does not exist.', [String(id)]);
  return (app) => {
    for (const prefix of ['/rest/V1', '/rest/:store/V1']) {
      const path = `${prefix}/search/synonyms`;
      app.get(
        path,
        handle(async (c) => {
          const store = c.req.query('store_id');
          const storeId = store === undefined ? undefined : storeIdOf(services, store);
          return { status: 200, body: await listSynonymGroups(services.db, storeId) };
        }),
      );
      app.post(
        path,
        handle(async (c) => {
          const { storeId, terms } = await groupBody(c, services);
          return { status: 200, body: await save(services, null, storeId, terms) };
        }),
      );
      app.put(
        `${path}/:groupId`,
        handle(async (c) => {
          const id = groupIdOf(c);
          const { storeId, terms } = await groupBody(c, services);
          const saved = await save(services, id, storeId, terms);
          if (!saved) throw notFound(id);
          return { status: 200, body: saved };
        }),
      );
      app.delete(
        `${path}/:groupId`,
        handle(async (c) => {
          const id = groupIdOf(c);
          if (!(await deleteSynonymGroup(services.db, id))) throw notFound(id);
          return { status: 200, body: true };
        }),
      );
    }
  };
}
