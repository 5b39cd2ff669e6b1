import { describe, expect, it } from 'vitest';
import type { DayHours } from '../store-hours/opening-hours.ts';
import { favoriteStoreKey, readFavoriteStore } from '@vitrine/session';
import { storedFavorite } from './favorite-store-read.client.ts';
import { favoriteStatus } from './favorite-store.client.ts';
import {
  hasStoredFavorite,
  otherFavoriteStoreCodes,
  storeFavoriteNow,
} from './favorite-store.model.ts';

class ListStorage {
  private readonly entries = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.entries.set(key, value);
  }
  get length() {
    return this.entries.size;
  }
  key(index: number) {
    return [...this.entries.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.entries.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.entries.set(key, value);
  }
  removeItem(key: string) {
    this.entries.delete(key);
  }
}

const ANNECY = JSON.stringify({ identifier: 'ORS010', name: 'Orsalis Annecy' });
const LYON = JSON.stringify({ identifier: 'ORS006', name: 'Orsalis Lyon' });

describe('otherFavoriteStoreCodes', () => {
  it('lists the other store views with a stored favourite, and nothing else', () => {
    const storage = new ListStorage({
      favorite_store_fr: ANNECY,
      favorite_store_fr_be: LYON,
      favorite_store_de: LYON,
      cartId: 'abc',
      store_view_code: 'fr',
    });
    expect(otherFavoriteStoreCodes(storage, 'fr')).toEqual(['de', 'fr_be']);
  });
});

describe('storedFavorite', () => {
  it('prefers the store view’s own favourite', () => {
    const storage = new ListStorage({ favorite_store_fr_be: LYON, favorite_store_fr: ANNECY });
    expect(storedFavorite(storage, 'fr')).toEqual({ identifier: 'ORS010', name: 'Orsalis Annecy' });
  });

  it('borrows another store view’s favourite without writing it', () => {
    const storage = new ListStorage({ favorite_store_fr_be: LYON });
    expect(storedFavorite(storage, 'fr')).toEqual({ identifier: 'ORS006', name: 'Orsalis Lyon' });
    expect(storage.getItem('favorite_store_fr')).toBeNull();
  });

  it('answers null when nothing readable is stored', () => {
    expect(storedFavorite(new ListStorage({ favorite_store_fr: '{' }), 'fr')).toBeNull();
  });
});

describe('hasStoredFavorite and storeFavoriteNow', () => {
  it('finds a stored favourite by its key alone', () => {
    expect(hasStoredFavorite(new ListStorage({ cartId: 'abc' }))).toBe(false);
    expect(hasStoredFavorite(new ListStorage({ favorite_store_fr_be: LYON }))).toBe(true);
  });

  it('writes what the session’s reader reads back, under the session’s key', () => {
    const storage = new ListStorage();
    storeFavoriteNow(storage, 'fr', { identifier: 'ORS010', name: 'Orsalis Annecy' });
    expect(storage.getItem(favoriteStoreKey('fr'))).not.toBeNull();
    expect(readFavoriteStore(storage, 'fr')).toEqual({
      identifier: 'ORS010',
      name: 'Orsalis Annecy',
    });
  });
});

describe('favoriteStatus', () => {
  const week: DayHours[] = [
    {
      day: '2026-11-27',
      closed: false,
      ranges: [
        { open: '09:30', close: '12:30' },
        { open: '14:00', close: '19:00' },
      ],
      specialTitle: null,
    },
  ];

  it('reads today’s state in Paris time, whatever the browser’s zone', () => {
    // 15:00 in Paris is 14:00 UTC in November.
    expect(favoriteStatus(week, new Date('2026-11-27T14:00:00Z'))).toEqual({
      open: true,
      until: '19:00',
    });
    expect(favoriteStatus(week, new Date('2026-11-27T12:00:00Z'))).toEqual({
      open: false,
      next: { when: 'today', at: '14:00' },
    });
  });

  it('says nothing without hours', () => {
    expect(favoriteStatus([], new Date())).toBeNull();
  });
});
