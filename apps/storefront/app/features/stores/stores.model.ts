import type { DayHours } from '../../store-hours/opening-hours.ts';
import { storeStatus } from '../../store-hours/store-status.ts';

export interface StoreView {
  identifier: string;
  name: string;
  href: string;
  address: string[];
  postcode: string;
  city: string;
  telephone: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Kilometres from the searched place; null without a place. */
  distance: number | null;
  week: DayHours[];
  specialHours: { title: string; date: string; open: string | null; close: string | null }[];
}

/** The place a store search was read as, and how far around it the list goes. */
export interface SearchedPlace {
  name: string;
  postcode: string;
  radius: number;
}

/** Today's date and time in Paris, when the page was read: the stores' open/closed state. */
export interface StoreClock {
  today: string;
  time: string;
}

export interface StoreListData {
  type: 'STORE_LIST';
  query: string;
  /** Set when the search named a known place: the stores are then nearest first. */
  place: SearchedPlace | null;
  clock: StoreClock;
  total: number;
  stores: StoreView[];
  canonical: string;
  /** The favourite-point-of-sale flag: the list offers to find the nearest store. */
  favoriteLookup: boolean;
}

export interface StorePageData {
  type: 'STORE';
  store: StoreView;
  clock: StoreClock;
  canonical: string;
}

/** How far around a searched place the list goes (decision 134). */
export const SEARCH_RADIUS_KM = 100;

export { STORE_LIST_PATH } from '../../lib/store-locator.ts';

/** What the favourite store keeps of a store shown on a page: today's state at the page's clock. */
export function favoriteDetailsOf(store: StoreView, clock: StoreClock) {
  return {
    identifier: store.identifier,
    name: store.name,
    href: store.href,
    status: store.week.length > 0 ? storeStatus(store.week, clock.today, clock.time) : null,
  };
}
