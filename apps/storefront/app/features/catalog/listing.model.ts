import type { FilterGroup, SortOption } from '@vitrine/ui';
import { catalogMessages } from './catalog.messages.ts';
import type { ListingParams, ListingSort } from './listing-params.ts';
import type { ProductCardData } from '../../catalog-ui/product-card.model.ts';

/** Everything a product listing (category or search page) renders, as the loader sends it. */
export interface ListingData {
  params: ListingParams;
  items: ProductCardData[];
  totalCount: number;
  totalPages: number;
  groups: FilterGroup[];
  sortOptions: SortOption[];
  /** The sort in effect (the URL's, else the backend's default). */
  sortValue: string;
  /** A search's corrections from the backend (Magento's `suggestions`); empty for a category. */
  suggestions: string[];
}

interface RawAggregation {
  attribute_code: string;
  label?: string | null;
  position?: number | null;
  options?:
    readonly ({ label?: string | null; value: string; count?: number | null } | null)[] | null;
}

/**
 * Filter groups from the listing's aggregations, in the backend's order. The category bucket is
 * left out on a category page (its children are the navigation), and groups with a single
 * option that every product shares are not worth a filter. When the filter keys the backend
 * accepts are given, a group it could not filter by is left out: offering it would change nothing.
 */
export function toFilterGroups(
  aggregations: readonly (RawAggregation | null)[] | null | undefined,
  options: {
    exclude?: readonly string[];
    selected?: ListingParams['filters'];
    /** The keys of the backend's ProductAttributeFilterInput. */
    filterable?: ReadonlySet<string>;
  } = {},
): FilterGroup[] {
  const { exclude = [], selected = {}, filterable } = options;
  return (aggregations ?? [])
    .filter((aggregation): aggregation is RawAggregation => Boolean(aggregation))
    .filter((aggregation) => !exclude.includes(aggregation.attribute_code))
    .filter((aggregation) => !filterable || filterable.has(aggregation.attribute_code))
    .slice()
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((aggregation) => ({
      id: aggregation.attribute_code,
      label: aggregation.label ?? aggregation.attribute_code,
      options: (aggregation.options ?? []).flatMap((option) =>
        option
          ? [{ value: option.value, label: option.label ?? option.value, count: option.count ?? 0 }]
          : [],
      ),
    }))
    .filter((group) => group.options.length > 1 || (selected[group.id]?.length ?? 0) > 0);
}

const KNOWN_SORTS = {
  position_ASC: catalogMessages.sortPosition,
  relevance_DESC: catalogMessages.sortRelevance,
  name_ASC: catalogMessages.sortNameAsc,
  name_DESC: catalogMessages.sortNameDesc,
  price_ASC: catalogMessages.sortPriceAsc,
  price_DESC: catalogMessages.sortPriceDesc,
} as const;

/**
 * The sort choices: relevance first on a search, position first on a category, then name and
 * price both ways (Magento's sort fields).
 */
export function toSortOptions(
  fields: readonly ({ value?: string | null } | null)[] | null | undefined,
  isSearch: boolean,
): SortOption[] {
  const available = new Set((fields ?? []).map((field) => field?.value).filter(Boolean));
  const options: SortOption[] = [];
  const add = (value: keyof typeof KNOWN_SORTS) =>
    options.push({ value, label: KNOWN_SORTS[value] });
  if (isSearch) add('relevance_DESC');
  if (!isSearch && (available.size === 0 || available.has('position'))) add('position_ASC');
  add('name_ASC');
  add('name_DESC');
  add('price_ASC');
  add('price_DESC');
  return options;
}

/** The sort value shown: the URL's, else relevance on a search, else position. */
export function currentSortValue(sort: ListingSort | null, isSearch: boolean): string {
  if (sort) return `${sort.field}_${sort.direction}`;
  return isSearch ? 'relevance_DESC' : 'position_ASC';
}
