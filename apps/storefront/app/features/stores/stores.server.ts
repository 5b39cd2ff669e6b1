import {
  FindStorePlace,
  GetFavoriteStoreConfig,
  GetStoreDetails,
  GetStoreList,
  runQuery,
} from '@vitrine/graphql-client';
import { FAVORITE_STORE_FLAG } from '@vitrine/session';
import type { ResultOf, ShopClient } from '@vitrine/graphql-client';
import { data } from 'react-router';
import { loadQuery } from '../../lib/load-query.ts';
import { storePagePath } from '../../lib/store-locator.ts';
import {
  groupHours,
  isoDateIn,
  specialHoursEnd,
  weekAhead,
} from '../../store-hours/opening-hours.ts';
import { timeIn } from '../../store-hours/store-status.ts';
import { SEARCH_RADIUS_KM, STORE_LIST_PATH } from './stores.model.ts';
import type { StoreClock, StoreListData, StorePageData, StoreView } from './stores.model.ts';

type RawStore = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof GetStoreList>['absoStores']>['items']>[number]
>;

type RawSpecialHours = readonly ({
  title?: string | null;
  date?: string | null;
  open?: string | null;
  close?: string | null;
} | null)[];

/** A store as its pages show it; `upcoming` special hours, when read, replace the week's. */
function toStoreView(store: RawStore, upcoming?: RawSpecialHours | null): StoreView {
  return {
    identifier: store.identifier ?? '',
    name: store.name ?? '',
    href: storePagePath(store),
    address: [store.address1, store.address2].filter((line): line is string => Boolean(line)),
    postcode: store.postcode ?? '',
    city: store.city ?? '',
    telephone: store.telephone ?? null,
    latitude: store.latitude ?? null,
    longitude: store.longitude ?? null,
    distance: store.distance ?? null,
    week: groupHours(store.opening_hours?.items),
    specialHours: (upcoming ?? store.special_hours ?? []).flatMap((hour) =>
      hour?.date
        ? [
            {
              title: hour.title ?? '',
              date: hour.date,
              open: hour.open ?? null,
              close: hour.close ?? null,
            },
          ]
        : [],
    ),
  };
}

/** The date and time in Paris the hours are read against. */
function clockAt(now: Date): StoreClock {
  return { today: isoDateIn('Europe/Paris', now), time: timeIn('Europe/Paris', now) };
}

/**
 * The store list. A search (`?q=`) naming a known place (city, postcode, département) lists the
 * stores within {@link SEARCH_RADIUS_KM} of it, nearest first, with their distance; any other
 * search filters the stores by their own city or postcode, as before the places existed. A
 * `store-locator` read: called only when the backend offers that extension (decision 100).
 */
export async function loadStoreList(
  shop: ShopClient,
  url: URL,
  now = new Date(),
): Promise<StoreListData> {
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 80);
  const found = query
    ? (await loadQuery(shop, FindStorePlace, { search: query })).absoStorePlace
    : null;
  const origin = found
    ? { latitude: found.latitude, longitude: found.longitude, radius: SEARCH_RADIUS_KM }
    : undefined;
  const filter =
    query && !found
      ? /^\d{2,5}$/.test(query)
        ? { postcode: { match: query } }
        : { city: { match: query } }
      : undefined;
  const [result, lookup] = await Promise.all([
    loadQuery(shop, GetStoreList, {
      ...weekAhead(now),
      pageSize: 50,
      ...(filter ? { filter } : {}),
      ...(origin ? { origin } : {}),
    }),
    favoriteLookupOffered(shop),
  ]);
  const stores = (result.absoStores?.items ?? []).flatMap((store) =>
    store ? [toStoreView(store)] : [],
  );
  return {
    type: 'STORE_LIST',
    query,
    place: found ? { name: found.name, postcode: found.postcode, radius: SEARCH_RADIUS_KM } : null,
    clock: clockAt(now),
    total: result.absoStores?.total_count ?? stores.length,
    stores,
    canonical: new URL(STORE_LIST_PATH, url).href,
    favoriteLookup: lookup,
  };
}

/**
 * Whether the store's favourite-point-of-sale flag is on: the list then offers "Me localiser".
 * A failed read only hides that button; the list itself does not depend on it.
 */
async function favoriteLookupOffered(shop: ShopClient): Promise<boolean> {
  const result = await runQuery(shop, GetFavoriteStoreConfig, {});
  const value = result.ok ? result.data.getFavoriteStoreConfig?.[FAVORITE_STORE_FLAG] : null;
  return value === true;
}

/**
 * A store page by its URL key: the completion of a store-locator route, which the core route lookup
 * does not identify. Not found when no store has that key. Called only when the backend offers
 * `store-locator`.
 */
export async function loadStorePage(
  shop: ShopClient,
  urlKey: string,
  url: URL,
  now = new Date(),
): Promise<StorePageData> {
  const result = await loadQuery(shop, GetStoreDetails, {
    urlKey,
    ...weekAhead(now),
    specialHoursEnd: specialHoursEnd(now),
  });
  const store = result.absoStores?.items?.[0];
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router answers with a status this way
  if (!store) throw data({ reason: 'store' }, { status: 404 });
  return {
    type: 'STORE',
    store: toStoreView(store, store.upcoming_special_hours),
    clock: clockAt(now),
    canonical: new URL(url.pathname, url).href,
  };
}
