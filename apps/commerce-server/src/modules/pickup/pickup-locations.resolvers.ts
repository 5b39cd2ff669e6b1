import type { Queryable } from '../../db/database.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import { MAX_PAGE_SIZE } from '../catalog/index.ts';
import { distanceKm, geocode } from './geonames.ts';
import { pickupLocations } from './pickup-locations.repository.ts';
import type { PickupLocationRow } from './pickup-locations.repository.ts';

/** Magento's FilterTypeInput; the comparisons a pickup location filter uses. */
interface FilterTypeInput {
  eq?: string | null;
  neq?: string | null;
  in?: Array<string | null> | null;
  nin?: Array<string | null> | null;
  like?: string | null;
}

type FilterField =
  | 'city'
  | 'country_id'
  | 'name'
  | 'pickup_location_code'
  | 'postcode'
  | 'region'
  | 'region_id'
  | 'street';

interface PickupLocationsArgs {
  area?: { search_term: string; radius: number } | null;
  filters?: Partial<Record<FilterField, FilterTypeInput | null>> | null;
  sort?: Record<string, 'ASC' | 'DESC' | null> | null;
  pageSize?: number | null;
  currentPage?: number | null;
  productsInfo?: Array<{ sku: string } | null> | null;
}

type Located = PickupLocationRow & { distance: number | null };

/** SQL LIKE (`%`, `_`) as a case-insensitive regular expression. */
function likePattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/%/g, '.*').replace(/_/g, '.')}$`, 'i');
}

function passes(value: string | number | null, filter: FilterTypeInput): boolean {
  const text = value === null ? null : String(value);
  const list = (values: Array<string | null> | null | undefined) =>
    (values ?? []).filter((entry): entry is string => entry !== null);
  if (filter.eq !== null && filter.eq !== undefined && text !== filter.eq) return false;
  if (filter.neq !== null && filter.neq !== undefined && text === filter.neq) return false;
  if (filter.in && !list(filter.in).includes(text ?? '')) return false;
  if (filter.nin && list(filter.nin).includes(text ?? '')) return false;
  if (
    filter.like !== null &&
    filter.like !== undefined &&
    !likePattern(filter.like).test(text ?? '')
  )
    return false;
  return true;
}

/**
 * The SKUs can be picked up only where each is in stock: every active point of sale stocks the
 * whole catalogue, so that is everywhere when each SKU is a salable simple product, else nowhere
 * (MSI's intersection of the sources holding the SKUs).
 */
async function skusPickable(db: Queryable, skus: readonly string[]): Promise<boolean> {
  if (skus.length === 0) return true;
  const rows = await db.query<{ sku: string }>(
    "SELECT sku FROM product WHERE sku = ANY($1::text[]) AND type_id = 'simple' AND status = 1 AND in_stock AND qty > 0",
    [[...new Set(skus)]],
  );
  return rows.length === new Set(skus).size;
}

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), 'fr');
}

/** The sortable value of a location: its distance or one of its text or number fields. */
function sortValue(row: Located, key: string): string | number | null {
  const value = (row as unknown as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** Query.pickupLocations (Magento_InventoryInStorePickupGraphQl). */
export const pickupLocationsResolvers = {
  Query: {
    pickupLocations: async (_: unknown, args: PickupLocationsArgs, context: RequestContext) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
      if (pageSize > MAX_PAGE_SIZE) throw inputError(`Maximum page_size is ${MAX_PAGE_SIZE}`);
      if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
      const skus = (args.productsInfo ?? []).flatMap((info) => (info ? [info.sku] : []));
      const all = (await skusPickable(context.db, skus)) ? await pickupLocations(context.db) : [];
      const origin = args.area ? geocode(args.area.search_term, all) : undefined;
      if (args.area && !origin) throw inputError(`Unknown geoname for ${args.area.search_term}`);
      let located: Located[] = all.map((location) => ({
        ...location,
        distance: origin ? Math.round(distanceKm(origin, location) * 10) / 10 : null,
      }));
      if (args.area)
        located = located.filter((row) => (row.distance ?? 0) <= (args.area?.radius ?? 0));
      for (const [field, filter] of Object.entries(args.filters ?? {})) {
        if (filter) located = located.filter((row) => passes(row[field as FilterField], filter));
      }
      // Nearest first by default in a distance search, else by name; `sort` keys apply in order.
      const keys = Object.entries(args.sort ?? (origin ? { distance: 'ASC' } : { name: 'ASC' }));
      located.sort((a, b) => {
        for (const [key, direction] of keys) {
          const order = compare(sortValue(a, key), sortValue(b, key));
          if (order !== 0) return direction === 'DESC' ? -order : order;
        }
        return compare(a.pickup_location_code, b.pickup_location_code);
      });
      const totalPages = Math.ceil(located.length / pageSize);
      if (located.length > 0 && currentPage > totalPages)
        throw inputError(
          `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
        );
      return {
        items: located.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((row) => ({
          ...row,
          contact_name: null,
          fax: null,
        })),
        total_count: located.length,
        page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
      };
    },
  },
};
