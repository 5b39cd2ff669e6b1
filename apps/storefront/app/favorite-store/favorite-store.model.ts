/**
 * The favourite store's pure rules as the storefront reads them before (and without) the
 * session's machine: which store views have one stored, a choice written at once. Nothing here
 * may reach the hours logic: the shell carries this module (decision 145).
 */
import { FAVORITE_STORE_STORAGE_PREFIX } from '@vitrine/session';
import type { FavoriteStore } from '@vitrine/session';

/** What a page reads of the browser's storage: `localStorage` fits. */
export interface KeyedStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The store view codes, other than `storeCode`, that have a favourite stored (spec §4). */
export function otherFavoriteStoreCodes(storage: KeyedStorage, storeCode: string): string[] {
  const prefix = `${FAVORITE_STORE_STORAGE_PREFIX}_`;
  const codes: string[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix) && key !== `${prefix}${storeCode}`) {
        codes.push(key.slice(prefix.length));
      }
    }
  } catch {
    // A storage that refuses to list keeps only this store view's own.
  }
  return codes.sort();
}

/** Whether any store view has a favourite stored: a key scan, nothing parsed or downloaded. */
export function hasStoredFavorite(storage: KeyedStorage): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(`${FAVORITE_STORE_STORAGE_PREFIX}_`)) return true;
    }
  } catch {
    // No storage: nothing stored.
  }
  return false;
}

/**
 * Stores a choice at once, in the session's format (`favorite_store_<code>`, the store as JSON),
 * without its reader's validator: the shell carries none of it (the machine writes the same).
 */
export function storeFavoriteNow(storage: KeyedStorage, storeCode: string, store: FavoriteStore) {
  try {
    storage.setItem(`${FAVORITE_STORE_STORAGE_PREFIX}_${storeCode}`, JSON.stringify(store));
  } catch {
    // Kept for this page only; the machine keeps it too.
  }
}
