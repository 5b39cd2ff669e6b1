import type { RequestContext, ServerServices } from '../../graphql/context.ts';
import { groupBy } from '../../graphql/loader.ts';
import { categoriesUnder } from './category.repository.ts';
import type { CategoryRow } from './category.repository.ts';

/** How long a loaded tree is reused. Categories only change with a re-seed or a direct DB edit. */
export const CATEGORY_TREE_TTL_MS = 60_000;

interface Tree {
  byId: Map<number, CategoryRow>;
  byParent: Map<number, CategoryRow[]>;
}

const trees = new WeakMap<ServerServices, Map<number, { expires: number; tree: Promise<Tree> }>>();

function load(context: RequestContext): Promise<Tree> {
  let byRoot = trees.get(context.services);
  if (!byRoot)
    trees.set(
      context.services,
      (byRoot = new Map<number, { expires: number; tree: Promise<Tree> }>()),
    );
  const root = context.store.rootCategoryId;
  const cached = byRoot.get(root);
  if (cached && cached.expires > Date.now()) return cached.tree;
  const tree = categoriesUnder(context.db, root).then((rows) => ({
    byId: new Map(rows.map((row) => [row.category_id, row])),
    byParent: groupBy(rows, (row) => row.parent_id ?? 0),
  }));
  // A failed load must not stick in the cache.
  tree.catch(() => byRoot.delete(root));
  byRoot.set(root, { expires: Date.now() + CATEGORY_TREE_TTL_MS, tree });
  return tree;
}

/**
 * The store's active category tree (tens of rows at any catalogue size), shared by requests for a
 * minute: the mega menu, breadcrumbs, product categories and category routes read it from memory.
 * Rows are shared — resolvers must copy, never mutate them.
 */
export function categoryTree(context: RequestContext) {
  return {
    children: async (id: number) => (await load(context)).byParent.get(id) ?? [],
    byId: async (id: number) => (await load(context)).byId.get(id),
  };
}
