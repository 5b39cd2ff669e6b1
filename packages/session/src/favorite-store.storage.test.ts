import { describe, expect, it } from 'vitest';
import { favoriteStoreKey, readFavoriteStoreIdentifier } from './favorite-store.storage.ts';
import { MemoryStorage } from './testing/index.ts';

describe('readFavoriteStoreIdentifier', () => {
  it('reads the identifier stored for the given store view only', () => {
    const storage = new MemoryStorage({
      [favoriteStoreKey('fr')]: JSON.stringify({ identifier: 'ORS006', name: 'Orsalis Lyon' }),
      [favoriteStoreKey('fr_be')]: JSON.stringify({ identifier: 'ORS001', name: 'Orsalis Paris' }),
    });
    expect(readFavoriteStoreIdentifier(storage, 'fr')).toBe('ORS006');
    expect(readFavoriteStoreIdentifier(storage, 'fr_be')).toBe('ORS001');
    expect(readFavoriteStoreIdentifier(storage, 'de')).toBeNull();
  });

  it('answers null for a malformed or empty entry rather than throwing', () => {
    const storage = new MemoryStorage({
      [favoriteStoreKey('fr')]: '{not json',
      [favoriteStoreKey('fr_be')]: JSON.stringify({ identifier: '' }),
    });
    expect(readFavoriteStoreIdentifier(storage, 'fr')).toBeNull();
    expect(readFavoriteStoreIdentifier(storage, 'fr_be')).toBeNull();
  });
});
