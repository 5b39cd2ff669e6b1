import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@vitrine/commerce-primitives';
import type { StoragePort } from '@vitrine/commerce-primitives';
import {
  STORAGE_KEYS,
  buildStoreUrl,
  canSwitchCurrency,
  getStoreCode,
  getStoreCurrency,
  getStoreMediaBaseUrl,
  saveStoreView,
  storeViewFromPath,
  stripStoreCode,
  switchCurrency,
} from './store-context.ts';

const stores = [
  {
    store_code: 'fr',
    default_display_currency_code: 'EUR',
    secure_base_media_url: 'https://x/media/',
  },
  {
    store_code: 'en',
    default_display_currency_code: 'GBP',
    secure_base_media_url: 'https://y/media/',
  },
];

describe('store context in storage', () => {
  it('defaults the store code to fr and the currency to none', () => {
    const storage = createMemoryStorage();
    expect(getStoreCode(storage)).toBe('fr');
    expect(getStoreCurrency(storage)).toBeNull();
    expect(getStoreMediaBaseUrl(storage)).toBeNull();
  });

  it('saves the store code, currency and media base of a store view under the spec keys', () => {
    const storage = createMemoryStorage();
    saveStoreView(storage, stores[1]!);
    expect(storage.getItem('store_view_code')).toBe('en');
    expect(storage.getItem('store_view_currency')).toBe('GBP');
    expect(storage.getItem('store_view_secure_base_media_url')).toBe('https://y/media/');
    expect(getStoreCode(storage)).toBe('en');
  });

  it('forgets a stored currency when the new store view has none', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.storeViewCurrency]: 'GBP' });
    saveStoreView(storage, { store_code: 'fr' });
    expect(getStoreCurrency(storage)).toBeNull();
  });

  it('reads a storage that throws as empty', () => {
    const broken: StoragePort = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(getStoreCode(broken)).toBe('fr');
    expect(() => saveStoreView(broken, stores[1]!)).not.toThrow();
  });
});

describe('store code in the first path segment', () => {
  it('finds another known store view from the first segment', () => {
    expect(storeViewFromPath('/en/vitamines.html', stores, 'fr')).toBe(stores[1]);
  });

  it('ignores the current store, unknown codes and the root', () => {
    expect(storeViewFromPath('/fr/vitamines.html', stores, 'fr')).toBeNull();
    expect(storeViewFromPath('/vitamines.html', stores, 'fr')).toBeNull();
    expect(storeViewFromPath('/', stores, 'fr')).toBeNull();
  });

  it('strips a leading store code only', () => {
    expect(stripStoreCode('/en/a/b.html', ['fr', 'en'])).toBe('/a/b.html');
    expect(stripStoreCode('/enfants.html', ['fr', 'en'])).toBe('/enfants.html');
    expect(stripStoreCode('/en', ['fr', 'en'])).toBe('/');
  });
});

describe('store switcher URL', () => {
  it('uses the page URL in the chosen store and keeps the query string', () => {
    expect(
      buildStoreUrl({
        storeCode: 'en',
        storeCodeInUrl: false,
        relativeUrl: 'vitamins.html',
        search: '?page=2',
      }),
    ).toBe('/vitamins.html?page=2');
  });

  it('prefixes the store code when the shop puts it in URLs', () => {
    expect(
      buildStoreUrl({
        storeCode: 'en',
        storeCodeInUrl: true,
        relativeUrl: '/vitamins.html',
        search: 'a=1',
      }),
    ).toBe('/en/vitamins.html?a=1');
  });

  it('goes to the store home when the page has no URL in the chosen store', () => {
    expect(
      buildStoreUrl({ storeCode: 'en', storeCodeInUrl: true, relativeUrl: null, search: '' }),
    ).toBe('/en/');
    expect(
      buildStoreUrl({ storeCode: 'en', storeCodeInUrl: false, relativeUrl: null, search: '?' }),
    ).toBe('/');
  });
});

describe('currency switch', () => {
  it('switches only to an available currency', () => {
    const storage = createMemoryStorage();
    expect(canSwitchCurrency('USD', ['EUR'])).toBe(false);
    expect(switchCurrency(storage, 'USD', ['EUR'])).toBe(false);
    expect(getStoreCurrency(storage)).toBeNull();
    expect(switchCurrency(storage, 'EUR', ['EUR', 'GBP'])).toBe(true);
    expect(getStoreCurrency(storage)).toBe('EUR');
  });
});
