import { describe, expect, it } from 'vitest';
import {
  EMPTY_WISHLIST,
  WISHLIST_INTENT_KEY,
  decideToggle,
  fromSummary,
  intentKey,
  isSaved,
  rememberIntent,
  takeIntent,
  withPending,
  withoutItem,
} from './wishlist.model.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const loaded = fromSummary(EMPTY_WISHLIST, {
  id: '7',
  items_count: 2,
  items: [{ id: '31', product: { sku: 'VIT-D3' } }, null, { id: '32', product: { sku: 'MAG-B6' } }],
});

const vitaminD = { sku: 'VIT-D3', parentSku: null, selectedOptions: [], name: 'Vitamine D3' };

describe('decideToggle', () => {
  it('sends a signed-out shopper to sign in', () => {
    expect(decideToggle(loaded, 'VIT-D3', false)).toEqual({ kind: 'signIn' });
  });

  it('adds a product the list does not hold and removes one it holds, by its item id', () => {
    expect(decideToggle(loaded, 'OMEGA-3', true)).toEqual({ kind: 'add' });
    expect(decideToggle(loaded, 'MAG-B6', true)).toEqual({ kind: 'remove', itemId: '32' });
  });

  it('waits while the same product is on its way, so a double click adds once', () => {
    const busy = withPending(loaded, 'OMEGA-3', true);
    expect(decideToggle(busy, 'OMEGA-3', true)).toEqual({ kind: 'wait' });
    expect(decideToggle(busy, 'MAG-B6', true)).toEqual({ kind: 'remove', itemId: '32' });
    expect(decideToggle(withPending(busy, 'OMEGA-3', false), 'OMEGA-3', true)).toEqual({
      kind: 'add',
    });
  });

  it('waits until the list is read: an unknown list could already hold the product', () => {
    expect(decideToggle(EMPTY_WISHLIST, 'VIT-D3', true)).toEqual({ kind: 'wait' });
  });
});

describe('the list as the hearts know it', () => {
  it('reads id, count and the saved products, skipping empty entries', () => {
    expect(loaded.wishlistId).toBe('7');
    expect(loaded.count).toBe(2);
    expect(isSaved(loaded, 'VIT-D3')).toBe(true);
    expect(isSaved(loaded, 'OMEGA-3')).toBe(false);
  });

  it('keeps the default list id and counts the items when Magento answers no list', () => {
    const none = fromSummary(EMPTY_WISHLIST, null);
    expect(none).toMatchObject({ loaded: true, wishlistId: '0', count: 0 });
  });

  it('keeps pending presses across a read', () => {
    const busy = withPending(EMPTY_WISHLIST, 'VIT-D3', true);
    expect(fromSummary(busy, null).pending.has('VIT-D3')).toBe(true);
  });

  it('drops a removed product and takes the count Magento answers', () => {
    const after = withoutItem(loaded, 'VIT-D3', 1);
    expect(isSaved(after, 'VIT-D3')).toBe(false);
    expect(after.count).toBe(1);
    expect(withoutItem(loaded, 'VIT-D3', null).count).toBe(1);
  });
});

describe('the product remembered across the sign-in', () => {
  it('is taken once: a reload after the sign-in finds nothing to add again', () => {
    const storage = memoryStorage();
    rememberIntent(storage, vitaminD);
    expect(takeIntent(storage)).toEqual(vitaminD);
    expect(takeIntent(storage)).toBeNull();
  });

  it('keeps the last product asked for', () => {
    const storage = memoryStorage();
    rememberIntent(storage, vitaminD);
    rememberIntent(storage, { ...vitaminD, sku: 'MAG-B6', name: 'Magnésium B6' });
    expect(takeIntent(storage)?.sku).toBe('MAG-B6');
  });

  it('drops a damaged value rather than sending it', () => {
    const storage = memoryStorage();
    for (const raw of ['{', 'null', '{"sku":"","name":"x"}', '{"sku":"A","name":"x"}']) {
      storage.setItem(WISHLIST_INTENT_KEY, raw);
      expect(takeIntent(storage)).toBeNull();
      expect(storage.getItem(WISHLIST_INTENT_KEY)).toBeNull();
    }
  });

  it('keys a configurable by its parent, the product the list holds', () => {
    expect(intentKey(vitaminD)).toBe('VIT-D3');
    expect(intentKey({ ...vitaminD, sku: 'VIT-D3-60', parentSku: 'VIT-D3' })).toBe('VIT-D3');
  });
});
