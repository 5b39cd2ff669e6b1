import type { RequestContext } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import { catalogLoaders, loadProducts } from './catalog.loaders.ts';
import { aggregate, suggestions } from './product-aggregations.ts';
import type { AggregationResult } from './product-aggregations.ts';
import { compileSearch } from './product-search.ts';
import { countMatches, pageOfIds, productsWithMedia, validatePaging } from './search-page.ts';
import type { CompiledSearch, ProductFilter, SortInput } from './product-search.ts';

/** What `products` (and CategoryTree.products) hand to the Products field resolvers. */
export interface ProductsResult {
  compiled: CompiledSearch;
  ids: number[];
  total: number;
  pageSize: number;
  currentPage: number;
  hasSearch: boolean;
}

interface ProductsArgs {
  search?: string | null;
  filter?: ProductFilter | null;
  pageSize?: number | null;
  currentPage?: number | null;
  sort?: SortInput | null;
}

/** Runs a product query: validation with Magento's messages, count, one page of ids. */
export async function runProductQuery(
  context: RequestContext,
  args: ProductsArgs,
): Promise<ProductsResult> {
  const { pageSize, currentPage } = validatePaging(args.pageSize, args.currentPage);
  const compiled = await compileSearch(context.db, args.search, args.filter, context.store.storeId);
  const offset = (currentPage - 1) * pageSize;
  const page = await pageOfIds(context.db, compiled, args.sort, pageSize, offset);
  const ids = page.ids;
  // A short first page is the whole result: no count needed (small categories, narrow searches).
  const total =
    page.total ??
    (currentPage === 1 && ids.length < pageSize
      ? ids.length
      : await countMatches(context.db, compiled));
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw inputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
  const loaders = catalogLoaders(context);
  for (const { media, ...row } of await productsWithMedia(context.db, ids, loaders.today)) {
    loaders.product.prime(row.product_id, row);
    loaders.media.prime(row.product_id, media);
  }
  return {
    compiled,
    ids,
    total,
    pageSize,
    currentPage,
    hasSearch: compiled.searchText !== undefined,
  };
}

const aggregationCache = new WeakMap<ProductsResult, Map<string, Promise<AggregationResult[]>>>();

function aggregationsOf(
  result: ProductsResult,
  context: RequestContext,
  directChildrenOnly: boolean,
): Promise<AggregationResult[]> {
  let byMode = aggregationCache.get(result);
  if (!byMode)
    aggregationCache.set(result, (byMode = new Map<string, Promise<AggregationResult[]>>()));
  const key = String(directChildrenOnly);
  let pending = byMode.get(key);
  if (!pending) {
    pending = aggregate(context.db, result.compiled, {
      filteredCategoryIds: result.compiled.categoryIds,
      directChildrenOnly,
      rootId: context.store.rootCategoryId,
    });
    byMode.set(key, pending);
  }
  return pending;
}

const pageInfo = (result: ProductsResult) => ({
  current_page: result.currentPage,
  page_size: result.pageSize,
  total_pages: Math.ceil(result.total / result.pageSize),
});

/** Query.products and the Products / CategoryProducts types. */
export const productsResolvers = {
  Query: {
    products: (_: unknown, args: ProductsArgs, context: RequestContext) => {
      if (
        (args.search === undefined || args.search === null) &&
        (args.filter === undefined || args.filter === null)
      ) {
        throw inputError("'search' or 'filter' input argument is required.");
      }
      return runProductQuery(context, args);
    },
  },
  Products: {
    items: (result: ProductsResult, _: unknown, context: RequestContext) =>
      loadProducts(context, result.ids),
    total_count: (result: ProductsResult) => result.total,
    page_info: pageInfo,
    aggregations: (
      result: ProductsResult,
      args: {
        filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } | null;
      },
      context: RequestContext,
    ) => aggregationsOf(result, context, args.filter?.category?.includeDirectChildrenOnly === true),
    sort_fields: (result: ProductsResult) => ({
      default: result.hasSearch ? 'relevance' : 'position',
      options: [
        ...(result.hasSearch ? [{ label: 'Pertinence', value: 'relevance' }] : []),
        { label: 'Position', value: 'position' },
        { label: 'Nom du produit', value: 'name' },
        { label: 'Prix', value: 'price' },
      ],
    }),
    // Magento's contract: suggestions for a search without results. A corrected search found its
    // products under the correction, which is the suggestion ("Vouliez-vous dire : magnésium ?").
    suggestions: (result: ProductsResult, _: unknown, context: RequestContext) => {
      if (result.compiled.correction) return [{ search: result.compiled.correction }];
      return result.compiled.searchText && result.total === 0
        ? suggestions(context.db, result.compiled.searchText)
        : [];
    },
    filters: async (result: ProductsResult, _: unknown, context: RequestContext) =>
      (await aggregationsOf(result, context, false)).map((aggregation) => ({
        name: aggregation.label,
        request_var: aggregation.attribute_code,
        filter_items_count: aggregation.count,
        filter_items: aggregation.options.map((option) => ({
          label: option.label,
          value_string: option.value,
          items_count: option.count,
        })),
      })),
  },
  LayerFilterItemInterface: { __resolveType: () => 'LayerFilterItem' },
  AggregationOptionInterface: { __resolveType: () => 'AggregationOption' },
  CategoryProducts: {
    items: (result: ProductsResult, _: unknown, context: RequestContext) =>
      loadProducts(context, result.ids),
    total_count: (result: ProductsResult) => result.total,
    page_info: pageInfo,
  },
};
