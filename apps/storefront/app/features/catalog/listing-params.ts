/**
 * A product listing's state lives in the URL so that reload, share and the back button restore it:
 * `?page=2&sort=price_ASC&brand=12,14&price=10_20` (spec §2 category page, §3 catalog state).
 */

/** Catalog page size and first page (spec §9). */
export const LISTING_PAGE_SIZE = 6;
export const LISTING_FIRST_PAGE = 1;

/** How Magento filters an attribute, learnt from the ProductAttributeFilterInput introspection. */
export type FilterKind = 'equal' | 'range' | 'match';
export type FilterKinds = Readonly<Record<string, FilterKind>>;

export type SortDirection = 'ASC' | 'DESC';
export interface ListingSort {
  field: string;
  direction: SortDirection;
}

export interface ListingParams {
  currentPage: number;
  sort: ListingSort | null;
  /** Selected values per attribute code, in URL order. */
  filters: Readonly<Record<string, readonly string[]>>;
}

/** Parameters that are not attribute filters. */
const RESERVED = new Set(['page', 'sort', 'query']);

/** Maps Magento's filter input type names to the kind of filter the storefront shows. */
export function filterKindOfInputType(typeName: string): FilterKind | undefined {
  switch (typeName) {
    case 'FilterEqualTypeInput':
    case 'FilterTypeInput':
      return 'equal';
    case 'FilterRangeTypeInput':
      return 'range';
    case 'FilterMatchTypeInput':
      return 'match';
    default:
      return undefined;
  }
}

/** Reads a listing's state from the query string; unknown or malformed values are ignored. */
export function parseListingParams(search: URLSearchParams, kinds: FilterKinds): ListingParams {
  const page = Number(search.get('page'));
  const currentPage =
    Number.isInteger(page) && page >= LISTING_FIRST_PAGE ? page : LISTING_FIRST_PAGE;

  const filters: Record<string, string[]> = {};
  for (const [key, raw] of search) {
    if (RESERVED.has(key) || !Object.hasOwn(kinds, key)) continue;
    const values = raw
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value.length > 0 && (kinds[key] !== 'range' || isRangeValue(value)));
    if (values.length > 0) filters[key] = [...new Set([...(filters[key] ?? []), ...values])];
  }
  return { currentPage, sort: parseSort(search.get('sort')), filters };
}

/**
 * The fields Magento 2.4.7 sorts a listing by (`ProductAttributeSortInput`): any other sort in
 * an address would be refused by the server, so it reads as the default order (issue 20).
 */
export const SORT_FIELDS: ReadonlySet<string> = new Set(['name', 'position', 'price', 'relevance']);

function parseSort(value: string | null): ListingSort | null {
  const match = /^([a-z_]+)_(ASC|DESC)$/.exec(value ?? '');
  if (!match || !SORT_FIELDS.has(match[1] as string)) return null;
  return { field: match[1] as string, direction: match[2] as SortDirection };
}

/**
 * Where a listing address whose page is past the end goes (issue 20, decision 119): the last
 * page when there are results (a redirect), "not found" when there are none beyond page 1,
 * nothing to do otherwise.
 */
export function pageOutOfRange(
  currentPage: number,
  totalPages: number,
): { redirectTo: number } | 'not-found' | null {
  if (currentPage <= LISTING_FIRST_PAGE || currentPage <= totalPages) return null;
  return totalPages >= LISTING_FIRST_PAGE ? { redirectTo: totalPages } : 'not-found';
}

/** A price bucket as Magento names it: `10_20`, `30_*`, `*_10`. */
function isRangeValue(value: string): boolean {
  return /^(\d+(\.\d+)?|\*)_(\d+(\.\d+)?|\*)$/.test(value) && value !== '*_*';
}

export type FilterInputValue =
  { eq: string } | { in: string[] } | { from?: string; to?: string } | { match: string };

/**
 * Builds Magento's `ProductAttributeFilterInput` from the selected filters (a range takes the
 * lowest lower bound and the highest upper bound of the chosen buckets).
 */
export function toProductFilterInput(
  filters: ListingParams['filters'],
  kinds: FilterKinds,
): Record<string, FilterInputValue> {
  const input: Record<string, FilterInputValue> = {};
  for (const [code, values] of Object.entries(filters)) {
    const kind = kinds[code];
    const first = values[0];
    if (!kind || first === undefined) continue;
    if (kind === 'equal') input[code] = values.length === 1 ? { eq: first } : { in: [...values] };
    else if (kind === 'match') input[code] = { match: first };
    else input[code] = toRange(values);
  }
  return input;
}

function toRange(values: readonly string[]): { from?: string; to?: string } {
  const bounds = values.map((value) => value.split('_') as [string, string]);
  const froms = bounds.map(([from]) => from);
  const tos = bounds.map(([, to]) => to);
  const range: { from?: string; to?: string } = {};
  if (!froms.includes('*')) range.from = String(Math.min(...froms.map(Number)));
  if (!tos.includes('*')) range.to = String(Math.max(...tos.map(Number)));
  return range;
}

/** Writes a listing's state back to a query string, keeping other parameters (e.g. `query`). */
export function toListingSearch(base: URLSearchParams, params: ListingParams): URLSearchParams {
  const next = new URLSearchParams();
  const query = base.get('query');
  if (query !== null) next.set('query', query);
  for (const [code, values] of Object.entries(params.filters)) {
    if (values.length > 0) next.set(code, values.join(','));
  }
  if (params.sort) next.set('sort', `${params.sort.field}_${params.sort.direction}`);
  if (params.currentPage > LISTING_FIRST_PAGE) next.set('page', String(params.currentPage));
  return next;
}

/** The state after toggling one filter value; any change of filters returns to page 1. */
export function toggleFilter(params: ListingParams, code: string, value: string): ListingParams {
  const current = params.filters[code] ?? [];
  const values = current.includes(value)
    ? current.filter((selected) => selected !== value)
    : [...current, value];
  const filters = { ...params.filters, [code]: values };
  if (values.length === 0) delete filters[code];
  return { ...params, filters, currentPage: LISTING_FIRST_PAGE };
}

/** The state after choosing a sort; a new order starts again at page 1. */
export function withSort(params: ListingParams, sort: ListingSort | null): ListingParams {
  return { ...params, sort, currentPage: LISTING_FIRST_PAGE };
}

export function withPage(params: ListingParams, currentPage: number): ListingParams {
  return { ...params, currentPage: Math.max(LISTING_FIRST_PAGE, Math.trunc(currentPage)) };
}

export function withoutFilters(params: ListingParams): ListingParams {
  return { ...params, filters: {}, currentPage: LISTING_FIRST_PAGE };
}
