import { createHash } from 'node:crypto';
import { getOperationAST, Kind, OperationTypeNode } from 'graphql';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from './context.ts';

/** Root fields whose answer depends only on store, currency and customer group (Magento's list). */
export const CACHEABLE_ROOT_FIELDS = new Set([
  'availableStores',
  'categories',
  'category',
  'categoryList',
  'cmsBlocks',
  'cmsPage',
  'countries',
  'country',
  'currency',
  'products',
  'route',
  'storeConfig',
  'urlResolver',
  'recaptchaV3Config',
  'absoStores',
  'getFavoriteStoreConfig',
  '__type',
  '__typename',
]);

/** Public lifetime of cacheable GET responses, in seconds. */
export const PUBLIC_MAX_AGE = 3600;

/** SHA-256 of the pricing context (store, currency, customer group) and a secret salt. */
export function cacheIdOf(
  context: Pick<RequestContext, 'store' | 'currency' | 'customerGroupId' | 'services'>,
): string {
  return createHash('sha256')
    .update(
      `${context.store.storeId}|${context.currency}|${context.customerGroupId}|${context.services.cacheIdSalt}`,
    )
    .digest('hex');
}

interface Verdict {
  cacheId: string | undefined;
  cacheable: boolean;
}

/**
 * Sets X-Magento-Cache-Id on query responses and a public Cache-Control only on GET queries whose
 * root fields are all cacheable; everything else (mutations, carts, customers, POST) is no-store.
 */
export function cachePlugin(): Plugin<RequestContext> {
  const verdicts = new WeakMap<Request, Verdict>();
  return {
    onExecute({ args }) {
      const context = args.contextValue;
      const operation = getOperationAST(
        args.document as DocumentNode,
        args.operationName as string | undefined,
      );
      if (!operation) return;
      const isQuery = operation.operation === OperationTypeNode.QUERY;
      const rootFieldsCacheable = operation.selectionSet.selections.every(
        (selection) =>
          selection.kind === Kind.FIELD && CACHEABLE_ROOT_FIELDS.has(selection.name.value),
      );
      verdicts.set(context.request, {
        cacheId: isQuery ? cacheIdOf(context) : undefined,
        // An admin preview (decision 141) is never stored, by the shop's caches or anyone's.
        cacheable:
          isQuery &&
          rootFieldsCacheable &&
          context.request.method === 'GET' &&
          !context.request.headers.has('preview-version'),
      });
    },
    onResponse({ request, response }) {
      const verdict = verdicts.get(request);
      if (verdict?.cacheId) response.headers.set('X-Magento-Cache-Id', verdict.cacheId);
      const cacheable = verdict?.cacheable === true && response.status === 200;
      response.headers.set(
        'Cache-Control',
        cacheable ? `public, max-age=${PUBLIC_MAX_AGE}` : 'no-store',
      );
      response.headers.set(
        'Vary',
        'Store, Content-Currency, Authorization, Preview-Version, X-Magento-Cache-Id',
      );
    },
  };
}
