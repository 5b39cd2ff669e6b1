/**
 * Reads the stored favourite with the session's checked reader (valibot), loaded only when a
 * favourite is stored: the shell scans the keys, this parses them.
 */
import { readFavoriteStore } from '@vitrine/session';
import type { FavoriteStore } from '@vitrine/session';
import type { KeyedStorage } from './favorite-store.model.ts';
import { otherFavoriteStoreCodes } from './favorite-store.model.ts';

/**
 * The favourite to draw before the machine starts: this store view's own, else another store
 * view's (the machine adopts it as this one's when it starts). Read only, never written here.
 */
export function storedFavorite(storage: KeyedStorage, storeCode: string): FavoriteStore | null {
  const own = readFavoriteStore(storage, storeCode);
  if (own) return own;
  for (const code of otherFavoriteStoreCodes(storage, storeCode)) {
    const borrowed = readFavoriteStore(storage, code);
    if (borrowed) return borrowed;
  }
  return null;
}
