import { describe, expect, it } from 'vitest';
import { createMemoryStorage, readStorage, removeStorage, writeStorage } from './storage.ts';
import type { StoragePort } from './storage.ts';

/** A storage that throws on every call, as Safari's private mode or a full quota does. */
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

describe('storage', () => {
  it('keeps values in memory, starting from the given entries', () => {
    const storage = createMemoryStorage({ cartId: 'abc' });
    expect(readStorage(storage, 'cartId')).toBe('abc');
    writeStorage(storage, 'cartId', 'def');
    expect(storage.getItem('cartId')).toBe('def');
    removeStorage(storage, 'cartId');
    expect(readStorage(storage, 'cartId')).toBeNull();
  });

  it('treats a storage that throws, or none, as empty and never throws', () => {
    expect(readStorage(broken, 'cartId')).toBeNull();
    expect(() => writeStorage(broken, 'cartId', 'x')).not.toThrow();
    expect(() => removeStorage(broken, 'cartId')).not.toThrow();
    expect(readStorage(undefined, 'cartId')).toBeNull();
  });
});
