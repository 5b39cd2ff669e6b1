import type { DayHours } from './opening-hours.ts';

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
  week: DayHours[];
  specialHours: { title: string; date: string; open: string | null; close: string | null }[];
}

export interface StoreListData {
  type: 'STORE_LIST';
  query: string;
  total: number;
  stores: StoreView[];
  canonical: string;
}

export interface StorePageData {
  type: 'STORE';
  store: StoreView;
  canonical: string;
}

/** Where the store list lives (the backend's list URL). */
export const STORE_LIST_PATH = '/magasins';
