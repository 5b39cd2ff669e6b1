/**
 * Store-view context kept in browser storage (spec §9 "Browser storage keys") and the small pure
 * rules around it: the first-path-segment store check, the store-switcher URL and the currency
 * switch. The storefront calls these; the headers exchange reads the same keys.
 */
import { DEFAULT_STORE_CODE } from '../shop.constants.ts';
import type { StoragePort } from '@vitrine/commerce-primitives';
import { readStorage, removeStorage, writeStorage } from '@vitrine/commerce-primitives';

/** The storage keys this package reads and writes. */
export const STORAGE_KEYS = {
  /** The store view code sent in the `Store` header. */
  storeViewCode: 'store_view_code',
  /** The display currency sent in `Content-Currency`, when not the store's default. */
  storeViewCurrency: 'store_view_currency',
  /** The media base URL of the chosen store view (image URLs are built on it). */
  storeViewSecureBaseMediaUrl: 'store_view_secure_base_media_url',
  /** The last `X-Magento-Cache-Id` the server sent, echoed on every request. */
  cacheId: 'magento_cache_id',
  /** Admin preview bearer token, stored by the preview message and applied on the next load. */
  previewToken: 'admin_preview_token',
  /** Admin preview version (unix seconds), sent as `Preview-Version`. */
  previewVersion: 'admin_preview_version',
} as const;

/** The fields of an `availableStores` entry the store context needs. */
export interface StoreView {
  store_code: string;
  default_display_currency_code?: string | null;
  secure_base_media_url?: string | null;
}

/** The stored store view code, or `fallback` (the shop's default, `fr`). */
export function getStoreCode(
  storage: StoragePort | undefined,
  fallback: string = DEFAULT_STORE_CODE,
): string {
  return readStorage(storage, STORAGE_KEYS.storeViewCode) || fallback;
}

/** The stored display currency, or null when the store's default applies. */
export function getStoreCurrency(storage: StoragePort | undefined): string | null {
  return readStorage(storage, STORAGE_KEYS.storeViewCurrency) || null;
}

/** The stored media base URL of the store view, or null. */
export function getStoreMediaBaseUrl(storage: StoragePort | undefined): string | null {
  return readStorage(storage, STORAGE_KEYS.storeViewSecureBaseMediaUrl) || null;
}

/**
 * Saves a store view as the current one: its code, its display currency and its media base (what a
 * store switch or a store-code URL does before reloading the page).
 */
export function saveStoreView(storage: StoragePort, store: StoreView): void {
  writeStorage(storage, STORAGE_KEYS.storeViewCode, store.store_code);
  if (store.default_display_currency_code) {
    writeStorage(storage, STORAGE_KEYS.storeViewCurrency, store.default_display_currency_code);
  } else {
    removeStorage(storage, STORAGE_KEYS.storeViewCurrency);
  }
  if (store.secure_base_media_url) {
    writeStorage(storage, STORAGE_KEYS.storeViewSecureBaseMediaUrl, store.secure_base_media_url);
  } else {
    removeStorage(storage, STORAGE_KEYS.storeViewSecureBaseMediaUrl);
  }
}

/**
 * The store view a URL path asks for, when its first segment is the code of a known store view
 * other than the current one (spec §2: the page then saves that store and reloads). Null otherwise.
 *
 * @example storeViewFromPath('/en/vitamines.html', stores, 'fr') // the `en` store view
 */
export function storeViewFromPath<S extends StoreView>(
  pathname: string,
  stores: readonly S[],
  currentStoreCode: string,
): S | null {
  const first = pathname.split('/').find((segment) => segment !== '');
  if (first === undefined || first === currentStoreCode) return null;
  return stores.find((store) => store.store_code === first) ?? null;
}

/** Removes a leading store-code segment from a path (`/en/a.html` → `/a.html`). */
export function stripStoreCode(pathname: string, storeCodes: readonly string[]): string {
  const segments = pathname.split('/');
  if (segments[1] !== undefined && storeCodes.includes(segments[1])) {
    const rest = segments.slice(2).join('/');
    return `/${rest}`;
  }
  return pathname.startsWith('/') ? pathname : `/${pathname}`;
}

/** What the store switcher needs to build the target URL. */
export interface StoreUrlInput {
  /** Code of the chosen store view. */
  storeCode: string;
  /** True when the shop puts the store code in its URLs (Magento's `use_store_in_url`). */
  storeCodeInUrl: boolean;
  /** The page's URL in the chosen store, as `route`/`relative_url` returns it; null for home. */
  relativeUrl: string | null;
  /** The current query string (with or without `?`), kept as it is. */
  search: string;
}

/**
 * The URL the store switcher navigates to: the page's URL in the chosen store, prefixed with the
 * store code when the shop uses store codes in URLs, with the current query string kept.
 */
export function buildStoreUrl({
  storeCode,
  storeCodeInUrl,
  relativeUrl,
  search,
}: StoreUrlInput): string {
  const relative = (relativeUrl ?? '').replace(/^\/+/, '');
  const prefix = storeCodeInUrl ? `/${storeCode}` : '';
  const path = relative === '' ? `${prefix}/` : `${prefix}/${relative}`;
  const query =
    search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${path}${query}`;
}

/** True when `code` is one of the currencies the store offers (spec §5 "Currency switch"). */
export function canSwitchCurrency(
  code: string,
  availableCodes: readonly (string | null)[],
): boolean {
  return availableCodes.includes(code);
}

/**
 * Stores `code` as the display currency if the store offers it. Returns whether it switched; the
 * caller reloads the page (prices are server-rendered in the display currency) only then.
 */
export function switchCurrency(
  storage: StoragePort,
  code: string,
  availableCodes: readonly (string | null)[],
): boolean {
  if (!canSwitchCurrency(code, availableCodes)) return false;
  writeStorage(storage, STORAGE_KEYS.storeViewCurrency, code);
  return true;
}
