import type { RequestContext } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import { createLoader, groupBy, perRequest } from '../../graphql/loader.ts';
import { validatePaging } from '../catalog/index.ts';
import type { EqualFilter, MatchFilter } from '../catalog/index.ts';
import { nowDate } from '../platform/index.ts';
import { dateRange, frenchDay, openingHours, specialScheduleText } from './opening-hours.ts';
import { findStores, hoursByStores, specialsByStores } from './store-locator.repository.ts';
import { savedFavoriteStore } from './favorite-store.ts';
import { MAX_PLACE_SEARCH, findPlace, parsePlaceSearch } from './place-search.ts';
import type { PosStoreRow, StoreQuery } from './store-locator.repository.ts';

/** URL of the store list page; store pages live under it. */
export const STORE_LIST_URL = 'magasins';

interface Origin {
  latitude: number;
  longitude: number;
  radius?: number | null;
}

interface AbsoStoresArgs {
  filter?: {
    identifier?: EqualFilter | null;
    url_key?: EqualFilter | null;
    city?: MatchFilter | null;
    postcode?: MatchFilter | null;
    store_type?: EqualFilter | null;
  } | null;
  origin?: Origin | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

const values = (filter: EqualFilter | null | undefined) =>
  filter
    ? [filter.eq, ...(filter.in ?? [])].filter(
        (value): value is string => typeof value === 'string',
      )
    : undefined;

const loaders = perRequest((context: RequestContext) => ({
  hours: createLoader(async (ids: number[]) =>
    groupBy(await hoursByStores(context.db, ids), (row) => row.entity_id),
  ),
  specials: createLoader(async (ids: number[]) =>
    groupBy(await specialsByStores(context.db, ids), (row) => row.entity_id),
  ),
}));

function checkOrigin(origin: Origin | null | undefined): void {
  if (!origin) return;
  if (Math.abs(origin.latitude) > 90 || Math.abs(origin.longitude) > 180) {
    throw inputError(
      'origin must have a latitude between -90 and 90 and a longitude between -180 and 180.',
    );
  }
  if (origin.radius !== null && origin.radius !== undefined && !(origin.radius >= 0))
    throw inputError('origin.radius must not be negative.');
}

function toQuery(args: AbsoStoresArgs): StoreQuery {
  checkOrigin(args.origin);
  const filter = args.filter ?? {};
  const identifiers = values(filter.identifier);
  const urlKeys = values(filter.url_key);
  const storeTypes = values(filter.store_type);
  return {
    ...(identifiers ? { identifiers } : {}),
    ...(urlKeys ? { urlKeys } : {}),
    ...(storeTypes ? { storeTypes } : {}),
    ...(filter.city?.match ? { city: filter.city.match } : {}),
    ...(filter.postcode?.match ? { postcode: filter.postcode.match } : {}),
    ...(args.origin ? { origin: args.origin } : {}),
    // A store page asked for by identifier shows even while the store is closed for good.
    activeOnly: !identifiers && !urlKeys,
  };
}

/** absoStores, getFavoriteStore and the AbsoStore fields. */
export const storeLocatorResolvers = {
  Query: {
    absoStores: async (_: unknown, args: AbsoStoresArgs, context: RequestContext) => {
      const { pageSize, currentPage } = validatePaging(args.pageSize, args.currentPage);
      const { rows, total } = await findStores(
        context.db,
        toQuery(args),
        pageSize,
        (currentPage - 1) * pageSize,
      );
      return {
        total_count: total,
        items: rows,
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.ceil(total / pageSize),
        },
      };
    },
    absoStorePlace: async (_: unknown, args: { search: string }, context: RequestContext) => {
      if (args.search.length > MAX_PLACE_SEARCH)
        throw inputError(`search must be at most ${MAX_PLACE_SEARCH} characters.`);
      const search = parsePlaceSearch(args.search);
      return search ? findPlace(context.db, search) : null;
    },
    getFavoriteStore: async (
      _: unknown,
      args: { origin?: Origin | null },
      context: RequestContext,
    ) => {
      // A signed-in customer's saved favorite comes first (part 2, setFavoriteStore).
      const saved = await savedFavoriteStore(context);
      if (saved) return saved;
      if (!args.origin) return null;
      checkOrigin(args.origin);
      const { rows } = await findStores(
        context.db,
        {
          origin: { latitude: args.origin.latitude, longitude: args.origin.longitude },
          activeOnly: true,
        },
        1,
        0,
      );
      return rows[0] ?? null;
    },
  },
  AbsoStore: {
    opening_hours: async (
      store: PosStoreRow,
      args: { dateRangeStart?: string | null; dateRangeEnd?: string | null },
      context: RequestContext,
    ) => {
      const dates = dateRange(args.dateRangeStart, args.dateRangeEnd, 7, nowDate(context.services));
      const [weekly, specials] = await Promise.all([
        loaders(context).hours.load(store.entity_id),
        loaders(context).specials.load(store.entity_id),
      ]);
      return { items: openingHours(dates, weekly ?? [], specials ?? []) };
    },
    special_hours: async (
      store: PosStoreRow,
      args: { dateRangeStart?: string | null; dateRangeEnd?: string | null },
      context: RequestContext,
    ) => {
      const dates = new Set(
        dateRange(args.dateRangeStart, args.dateRangeEnd, 60, nowDate(context.services)),
      );
      const specials = (await loaders(context).specials.load(store.entity_id)) ?? [];
      return specials
        .filter((special) => dates.has(special.date))
        .map((special) => ({ ...special, dayLabel: frenchDay(special.date).label }));
    },
    special_schedule: async (store: PosStoreRow, _: unknown, context: RequestContext) => {
      const dates = new Set(dateRange(undefined, undefined, 60, nowDate(context.services)));
      const specials = (await loaders(context).specials.load(store.entity_id)) ?? [];
      return specialScheduleText(specials.filter((special) => dates.has(special.date)));
    },
    relative_url: (store: PosStoreRow & { relative_url?: string }) =>
      store.relative_url ?? `${STORE_LIST_URL}/${store.url_key}`,
    redirect_code: (store: PosStoreRow & { redirect_code?: number }) => store.redirect_code ?? 0,
    type: () => 'ABSO_STORE',
  },
};
