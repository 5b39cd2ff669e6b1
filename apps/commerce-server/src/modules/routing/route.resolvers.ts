import type { RequestContext } from '../../graphql/context.ts';
import { inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { encodeUid } from '../../graphql/uid.ts';
import { catalogLoaders } from '../catalog/index.ts';
import { pageById, pageByIdentifier } from '../content/index.ts';
import { storeById, STORE_LIST_URL } from '../store-locator/index.ts';
import { rewriteByRequestPath, rewriteByTargetPath } from './url-rewrite.repository.ts';
import type { UrlRewriteRow } from './url-rewrite.repository.ts';

/** Redirect chains longer than this are treated as loops and stop where they are. */
const MAX_REDIRECT_HOPS = 5;

const TYPE_BY_ENTITY: Record<string, string | null> = {
  product: 'PRODUCT',
  category: 'CATEGORY',
  'cms-page': 'CMS_PAGE',
  'abso-store': 'ABSO_STORE',
  'abso-store-list': 'ABSO_STORE_LIST',
  custom: null,
};

interface Resolved {
  entity: Record<string, unknown> & { __typename: string };
  rewrite: UrlRewriteRow;
}

async function loadEntity(
  context: RequestContext,
  rewrite: UrlRewriteRow,
): Promise<Resolved['entity'] | undefined> {
  switch (rewrite.entity_type) {
    case 'product': {
      const row = await catalogLoaders(context).product.load(rewrite.entity_id);
      if (!row || row.visibility !== 4) return undefined;
      return {
        ...row,
        __typename: row.type_id === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct',
      };
    }
    case 'category': {
      const row = await catalogLoaders(context).category.load(rewrite.entity_id);
      return row ? { ...row, __typename: 'CategoryTree' } : undefined;
    }
    case 'cms-page': {
      const row = await pageById(context.db, rewrite.entity_id);
      return row ? { ...row, __typename: 'CmsPage' } : undefined;
    }
    case 'abso-store': {
      const row = await storeById(context.db, rewrite.entity_id);
      return row ? { ...row, __typename: 'AbsoStore' } : undefined;
    }
    case 'abso-store-list':
      return {
        __typename: 'AbsoStoreList',
        identifier: STORE_LIST_URL,
        relative_url: STORE_LIST_URL,
      };
    default:
      return undefined;
  }
}

/** URL rewrites only the store-locator extension creates: a stock Magento has none of them. */
const STORE_LOCATOR_ENTITIES = new Set(['abso-store', 'abso-store-list']);

/** A rewrite as this server's profile has it: store-locator rewrites exist only with that extension. */
function served(
  context: RequestContext,
  rewrite: UrlRewriteRow | undefined,
): UrlRewriteRow | undefined {
  if (!rewrite) return undefined;
  return STORE_LOCATOR_ENTITIES.has(rewrite.entity_type) &&
    !context.services.hasExtension('store-locator')
    ? undefined
    : rewrite;
}

/**
 * Magento's route lookup: leading slash stripped, "/" is the CMS home page, lookup by request path
 * then by target path, redirect chains followed to the final target (query string kept); unknown → null.
 */
export async function resolveUrl(
  context: RequestContext,
  url: string,
): Promise<Record<string, unknown> | null> {
  const trimmed = url.trim();
  if (trimmed === '') throw inputError('"url" argument should be specified and not empty');
  const queryIndex = trimmed.indexOf('?');
  const path = (queryIndex >= 0 ? trimmed.slice(0, queryIndex) : trimmed).replace(/^\/+/, '');
  const query = queryIndex >= 0 ? trimmed.slice(queryIndex) : '';
  if (path === '') {
    const home = await pageByIdentifier(context.db, 'home');
    return home ? { ...home, __typename: 'CmsPage', relative_url: 'home', redirect_code: 0 } : null;
  }
  const storeId = context.store.storeId;
  const first =
    served(context, await rewriteByRequestPath(context.db, storeId, path)) ??
    served(context, await rewriteByTargetPath(context.db, storeId, path));
  if (!first) return null;
  let final = first;
  for (let hop = 0; final.redirect_type > 0 && hop < MAX_REDIRECT_HOPS; hop++) {
    const next = served(
      context,
      await rewriteByRequestPath(context.db, storeId, final.target_path),
    );
    if (!next || next.redirect_type === 0) break;
    final = next;
  }
  if (first.redirect_type > 0) {
    const target = final.target_path;
    const entityRewrite = served(context, await rewriteByRequestPath(context.db, storeId, target));
    const entity = entityRewrite ? await loadEntity(context, entityRewrite) : undefined;
    const type = entityRewrite ? (TYPE_BY_ENTITY[entityRewrite.entity_type] ?? null) : null;
    return {
      ...(entity ?? { __typename: 'RoutableUrl' }),
      relative_url: `${target}${query}`,
      redirect_code: first.redirect_type,
      type,
    };
  }
  const entity = await loadEntity(context, first);
  if (!entity) {
    if (first.entity_type === 'custom')
      return {
        __typename: 'RoutableUrl',
        relative_url: first.target_path,
        redirect_code: 0,
        type: null,
      };
    throw noSuchEntityError(`No such entity found with matching URL key: ${path}`);
  }
  return { ...entity, relative_url: first.request_path, redirect_code: 0 };
}

/** route, urlResolver and RoutableInterface type resolution. */
export const routeResolvers = {
  Query: {
    route: (_: unknown, args: { url: string }, context: RequestContext) =>
      resolveUrl(context, args.url),
    urlResolver: async (_: unknown, args: { url: string }, context: RequestContext) => {
      const resolved = await resolveUrl(context, args.url);
      if (!resolved) return null;
      const id = (resolved.product_id ??
        resolved.category_id ??
        resolved.page_id ??
        resolved.entity_id) as number | undefined;
      const type = resolved.type ?? TYPE_FROM_TYPENAME[resolved.__typename as string] ?? null;
      return {
        id: id ?? null,
        entity_uid: id === undefined ? null : encodeUid(id),
        canonical_url: resolved.relative_url,
        relative_url: resolved.relative_url,
        redirectCode: resolved.redirect_code,
        type,
      };
    },
  },
  RoutableInterface: { __resolveType: (value: { __typename: string }) => value.__typename },
  RoutableUrl: { type: (value: { type?: string | null }) => value.type ?? null },
  AbsoStoreList: { type: () => 'ABSO_STORE_LIST' },
};

const TYPE_FROM_TYPENAME: Record<string, string> = {
  SimpleProduct: 'PRODUCT',
  ConfigurableProduct: 'PRODUCT',
  CategoryTree: 'CATEGORY',
  CmsPage: 'CMS_PAGE',
  AbsoStore: 'ABSO_STORE',
  AbsoStoreList: 'ABSO_STORE_LIST',
};
