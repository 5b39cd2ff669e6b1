import type { RequestContext } from '../../graphql/context.ts';
import { createLoader, perRequest } from '../../graphql/loader.ts';
import { mediaBaseUrl } from '../../graphql/media-url.ts';
import { decodeIdUid, encodeUid } from '../../graphql/uid.ts';
import { categoryTree } from './category-tree.ts';
import { findCategories, productCounts } from './category.repository.ts';
import type { CategoryQuery, CategoryRow } from './category.repository.ts';
import { validatePaging } from './search-page.ts';
import type { EqualFilter, MatchFilter, SortInput } from './product-search.ts';
import { runProductQuery } from './products.resolvers.ts';

interface CategoryFilterInput {
  category_uid?: EqualFilter | null;
  ids?: EqualFilter | null;
  parent_category_uid?: EqualFilter | null;
  parent_id?: EqualFilter | null;
  url_key?: EqualFilter | null;
  url_path?: EqualFilter | null;
  name?: MatchFilter | null;
}

interface CategoriesArgs {
  filters?: CategoryFilterInput | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

const values = (filter: EqualFilter | null | undefined): string[] | undefined =>
  filter
    ? [filter.eq, ...(filter.in ?? [])].filter(
        (value): value is string => typeof value === 'string',
      )
    : undefined;

const numeric = (list: string[]) => list.filter((value) => /^\d{1,9}$/.test(value)).map(Number);
const uidIds = (list: string[]) =>
  list.map(decodeIdUid).filter((id): id is number => id !== undefined);

function toQuery(filters: CategoryFilterInput | null | undefined, rootId: number): CategoryQuery {
  const query: CategoryQuery = { rootId };
  if (!filters || Object.values(filters).every((value) => value === null || value === undefined)) {
    return { ...query, ids: [rootId] };
  }
  const uids = values(filters.category_uid);
  const ids = values(filters.ids);
  if (uids || ids) query.ids = [...uidIds(uids ?? []), ...numeric(ids ?? [])];
  const parentUids = values(filters.parent_category_uid);
  const parentIds = values(filters.parent_id);
  if (parentUids || parentIds)
    query.parentIds = [...uidIds(parentUids ?? []), ...numeric(parentIds ?? [])];
  const urlKeys = values(filters.url_key);
  if (urlKeys) query.urlKeys = urlKeys;
  const urlPaths = values(filters.url_path);
  if (urlPaths) query.urlPaths = urlPaths;
  if (filters.name?.match)
    query.name = { text: filters.name.match, partial: filters.name.match_type !== 'FULL' };
  return query;
}

const categoryLoaders = perRequest((context: RequestContext) => ({
  productCount: createLoader((ids: number[]) => productCounts(context.db, ids)),
}));

function suffix(context: RequestContext): string {
  const value = context.services.stores.config(context.store.storeId).get('category_url_suffix');
  return typeof value === 'string' ? value : '.html';
}

async function searchCategories(args: CategoriesArgs, context: RequestContext) {
  const { pageSize, currentPage } = validatePaging(args.pageSize, args.currentPage);
  const result = await findCategories(
    context.db,
    toQuery(args.filters, context.store.rootCategoryId),
    pageSize,
    (currentPage - 1) * pageSize,
  );
  return { ...result, pageSize, currentPage };
}

/** categories, categoryList and the CategoryTree fields. */
export const categoryResolvers = {
  Query: {
    categories: async (_: unknown, args: CategoriesArgs, context: RequestContext) => {
      const result = await searchCategories(args, context);
      return {
        items: result.rows,
        total_count: result.total,
        page_info: {
          current_page: result.currentPage,
          page_size: result.pageSize,
          total_pages: Math.ceil(result.total / result.pageSize),
        },
      };
    },
    categoryList: async (_: unknown, args: CategoriesArgs, context: RequestContext) =>
      (await searchCategories(args, context)).rows,
  },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  CategoryTree: {
    uid: (row: CategoryRow) => encodeUid(row.category_id),
    id: (row: CategoryRow) => row.category_id,
    url_suffix: (_: CategoryRow, __: unknown, context: RequestContext) => suffix(context),
    canonical_url: (row: CategoryRow, _: unknown, context: RequestContext) =>
      `${row.url_path}${suffix(context)}`,
    image: (row: CategoryRow, _: unknown, context: RequestContext) =>
      row.image ? `${mediaBaseUrl(context)}catalog/category/${row.image}` : null,
    is_anchor: (row: CategoryRow) => (row.is_anchor ? 1 : 0),
    path_in_store: (row: CategoryRow) => row.path.split('/').slice(2).join('/'),
    children_count: (row: CategoryRow) => String(row.children_count),
    children: (row: CategoryRow, _: unknown, context: RequestContext) =>
      categoryTree(context).children(row.category_id),
    product_count: async (row: CategoryRow, _: unknown, context: RequestContext) =>
      (await categoryLoaders(context).productCount.load(row.category_id)) ?? 0,
    breadcrumbs: async (row: CategoryRow, _: unknown, context: RequestContext) => {
      const ancestorIds = row.path.split('/').map(Number).slice(2, -1);
      if (ancestorIds.length === 0) return null;
      const ancestors = await Promise.all(ancestorIds.map((id) => categoryTree(context).byId(id)));
      return ancestors
        .filter((ancestor) => ancestor !== undefined)
        .map((ancestor) => ({
          category_uid: encodeUid(ancestor.category_id),
          category_id: ancestor.category_id,
          category_name: ancestor.name,
          category_level: ancestor.level,
          category_url_key: ancestor.url_key,
          category_url_path: ancestor.url_path,
        }));
    },
    cms_block: () => null,
    available_sort_by: () => ['position', 'name', 'price'],
    products: (
      row: CategoryRow,
      args: { pageSize?: number; currentPage?: number; sort?: SortInput | null },
      context: RequestContext,
    ) =>
      runProductQuery(context, {
        filter: { category_id: { eq: String(row.category_id) } },
        pageSize: args.pageSize,
        currentPage: args.currentPage,
        sort: args.sort,
      }),
    relative_url: (
      row: CategoryRow & { relative_url?: string },
      _: unknown,
      context: RequestContext,
    ) => row.relative_url ?? `${row.url_path}${suffix(context)}`,
    redirect_code: (row: CategoryRow & { redirect_code?: number }) => row.redirect_code ?? 0,
    type: () => 'CATEGORY',
  },
};
