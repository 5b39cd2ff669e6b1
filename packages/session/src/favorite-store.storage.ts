import * as v from 'valibot';
import { FAVORITE_STORE_STORAGE_PREFIX } from './session.constants.ts';
import type { FavoriteStore } from './session.ports.ts';
import type { StoragePort } from '@vitrine/commerce-primitives';

/** The storage key of a store view's favorite store: `favorite_store_<store view code>`. */
export function favoriteStoreKey(storeCode: string): string {
  return `${FAVORITE_STORE_STORAGE_PREFIX}_${storeCode}`;
}

/** A stored favorite as it must read back: a non-empty identifier (the name is not checked). */
const FavoriteStoreSchema = v.object({ identifier: v.pipe(v.string(), v.nonEmpty()) });

/** The favorite stored for a store view; `null` when none, unreadable or malformed. */
export function readFavoriteStore(storage: StoragePort, storeCode: string): FavoriteStore | null {
  try {
    const raw = storage.getItem(favoriteStoreKey(storeCode));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return v.is(FavoriteStoreSchema, parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The identifier of the favorite stored for a store view, or `null`: what another part of the
 * shop (in-store pickup preselecting a shop, say) reads without starting the machine. Synchronous
 * and free of XState; the name is kept stable for those callers.
 *
 * @example
 * readFavoriteStoreIdentifier(window.localStorage, 'fr'); // 'ORS006'
 */
export function readFavoriteStoreIdentifier(
  storage: StoragePort,
  storeViewCode: string,
): string | null {
  return readFavoriteStore(storage, storeViewCode)?.identifier ?? null;
}

/** Stores a store view's favorite; a storage that throws keeps it for this page only. */
export function writeFavoriteStore(
  storage: StoragePort,
  storeCode: string,
  store: FavoriteStore,
): void {
  try {
    storage.setItem(favoriteStoreKey(storeCode), JSON.stringify(store));
  } catch {
    // The machine's context still holds it.
  }
}

/** Removes the favorite of each given store view. */
export function removeFavoriteStores(storage: StoragePort, storeCodes: readonly string[]): void {
  for (const code of storeCodes) {
    try {
      storage.removeItem(favoriteStoreKey(code));
    } catch {
      // Nothing stored can be read back either.
    }
  }
}

/**
 * The favorite known at load (spec §4): the store view's own, else the first stored favorite of
 * another store view, which is then kept as this store view's own.
 */
export function loadFavoriteStore(
  storage: StoragePort,
  storeCode: string,
  otherStoreCodes: readonly string[],
): FavoriteStore | null {
  const own = readFavoriteStore(storage, storeCode);
  if (own !== null) return own;
  for (const code of otherStoreCodes) {
    if (code === storeCode) continue;
    const borrowed = readFavoriteStore(storage, code);
    if (borrowed !== null) {
      writeFavoriteStore(storage, storeCode, borrowed);
      return borrowed;
    }
  }
  return null;
}
