import { describe, expect, it } from 'vitest';
import { SIGNIN_TOKEN_STORAGE_KEY } from './session.constants.ts';
import { MemoryStorage } from './testing/index.ts';
import { createTokenStore, isTokenExpired } from './token-store.ts';

function setup(now = 1_000_000) {
  const time = { now };
  const storage = new MemoryStorage();
  return { storage, time, store: createTokenStore(storage, () => time.now) };
}

describe('token store', () => {
  it('keeps the token under signin_token with its stored time and TTL', () => {
    const { storage, store } = setup();
    store.write('abc', 1200);
    expect(JSON.parse(storage.getItem(SIGNIN_TOKEN_STORAGE_KEY) ?? '')).toEqual({
      value: 'abc',
      timeStored: 1_000_000,
      ttl: 1200,
    });
    expect(store.read()).toBe('abc');
  });

  it('reads no token once the TTL has passed, and one a millisecond before', () => {
    const { store, time } = setup();
    store.write('abc', 60);
    time.now += 59_999;
    expect(store.read()).toBe('abc');
    time.now += 1;
    expect(store.read()).toBeNull();
  });

  it('clears a token older than its TTL at load and keeps a valid one', () => {
    const { storage, store, time } = setup();
    store.write('abc', 60);
    expect(store.clearIfExpired()).toBe(false);
    expect(storage.getItem(SIGNIN_TOKEN_STORAGE_KEY)).not.toBeNull();
    time.now += 60_000;
    expect(store.clearIfExpired()).toBe(true);
    expect(storage.getItem(SIGNIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('clears an unreadable entry at load', () => {
    const { storage, store } = setup();
    storage.setItem(SIGNIN_TOKEN_STORAGE_KEY, '"a bare token"');
    expect(store.readEntry()).toBeNull();
    expect(store.clearIfExpired()).toBe(true);
    expect(storage.getItem(SIGNIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['an empty token', { value: '', timeStored: 1, ttl: 60 }],
    ['a stored time that is not a finite number', { value: 'abc', timeStored: null, ttl: 60 }],
    ['a TTL of zero', { value: 'abc', timeStored: 1, ttl: 0 }],
    ['a TTL that is a string', { value: 'abc', timeStored: 1, ttl: '60' }],
  ])('reads an entry with %s as none', (_case, entry) => {
    const { storage, store } = setup();
    storage.setItem(SIGNIN_TOKEN_STORAGE_KEY, JSON.stringify(entry));
    expect(store.readEntry()).toBeNull();
    expect(store.read()).toBeNull();
  });

  it('reads a well-formed entry with extra fields', () => {
    const { storage, store } = setup();
    const entry = { value: 'abc', timeStored: 1_000_000, ttl: 60, written: 'elsewhere' };
    storage.setItem(SIGNIN_TOKEN_STORAGE_KEY, JSON.stringify(entry));
    expect(store.readEntry()).toMatchObject({ value: 'abc', timeStored: 1_000_000, ttl: 60 });
  });

  it('clearing removes the token', () => {
    const { store } = setup();
    store.write('abc', 60);
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('treats a storage that throws as empty instead of failing', () => {
    const broken = {
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
    const store = createTokenStore(broken, () => 0);
    expect(store.write('abc', 60)).toEqual({ value: 'abc', timeStored: 0, ttl: 60 });
    expect(store.read()).toBeNull();
    expect(() => store.clear()).not.toThrow();
    expect(store.clearIfExpired()).toBe(false);
  });
});

describe('isTokenExpired', () => {
  it('is false one millisecond before timeStored + ttl and true at it', () => {
    const entry = { timeStored: 0, ttl: 5 };
    expect(isTokenExpired(entry, 4999)).toBe(false);
    expect(isTokenExpired(entry, 5000)).toBe(true);
  });
});
