import { GetProductListing, ProductSearch } from '@vitrine/graphql-client';
import type { ShopClient } from '@vitrine/graphql-client';
import { data, redirect } from 'react-router';
import { loadFilterKinds } from './filter-kinds.server.ts';
import {
  LISTING_PAGE_SIZE,
  pageOutOfRange,
  parseListingParams,
  toListingSearch,
  toProductFilterInput,
} from './listing-params.ts';
import type { ListingParams } from './listing-params.ts';
import type { ListingData } from './listing.model.ts';
import { currentSortValue, toFilterGroups, toSortOptions } from './listing.model.ts';
import { toProductCard } from '../../catalog-ui/product-card.model.ts';

/** Attributes that are navigation, not filters, on a listing. */
const NOT_FILTERS = ['category_id', 'category_uid'];

/**
 * Loads one page of a category or search listing from the URL's filters, sort and page.
 * A page past the end redirects to the last page, or is "not found" when nothing matches
 * (decision 119); an unknown sort was already read as the default order.
 */
export async function loadListing(
  shop: ShopClient,
  url: URL,
  scope: { categoryUid: string } | { search: string },
): Promise<ListingData> {
  const kinds = await loadFilterKinds(shop);
  const filterable = Object.fromEntries(
    Object.entries(kinds).filter(([code]) => !NOT_FILTERS.includes(code)),
  );
  const params = parseListingParams(url.searchParams, filterable);
  const filter = toProductFilterInput(params.filters, filterable);
  const sort = params.sort ? { [params.sort.field]: params.sort.direction } : undefined;
  const common = { sort, pageSize: LISTING_PAGE_SIZE, currentPage: params.currentPage };
  const isSearch = 'search' in scope;

  const result = isSearch
    ? await shop.graphql
        .query(ProductSearch, { ...common, search: scope.search, filter })
        .toPromise()
    : await shop.graphql
        .query(GetProductListing, {
          ...common,
          filter: { ...filter, category_uid: { eq: scope.categoryUid } },
        })
        .toPromise();

  const products = result.data?.products;
  if (!products) {
    // Magento: "currentPage value 99 specified is greater than the 4 page(s) available."
    const pages = /specified is greater than the (\d+) page/.exec(result.error?.message ?? '');
    if (pages) outOfRange(url, params, Number(pages[1]));
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router answers with a status this way
    throw data({ reason: 'backend' }, { status: 503 });
  }
  // Nothing matches at all: a page beyond the first has nothing to show.
  if ((products.total_count ?? 0) === 0) outOfRange(url, params, 0);
  return {
    params,
    items: (products.items ?? []).flatMap((item) => (item ? [toProductCard(item)] : [])),
    totalCount: products.total_count ?? 0,
    totalPages: products.page_info?.total_pages ?? 1,
    groups: toFilterGroups(products.aggregations, {
      exclude: NOT_FILTERS,
      selected: params.filters,
      filterable: new Set(Object.keys(filterable)),
    }),
    sortOptions: toSortOptions(products.sort_fields?.options, isSearch),
    sortValue: currentSortValue(params.sort, isSearch),
    suggestions:
      isSearch && 'suggestions' in products
        ? (products.suggestions ?? []).flatMap((entry) => (entry?.search ? [entry.search] : []))
        : [],
  };
}

/** Answers a page past the end: the last page's address, or not found (throws either way). */
function outOfRange(url: URL, params: ListingParams, totalPages: number): void {
  const answer = pageOutOfRange(params.currentPage, totalPages);
  if (answer === null) return;
  if (answer === 'not-found') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router answers with a status this way
    throw data({ reason: 'page' }, { status: 404 });
  }
  const search = toListingSearch(url.searchParams, { ...params, currentPage: answer.redirectTo });
  const query = search.toString();
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router answers with a status this way
  throw redirect(`${url.pathname}${query ? `?${query}` : ''}`, 302);
}
