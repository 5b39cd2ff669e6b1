import * as v from 'valibot';
import type { Now } from './session.ports.ts';
import type { StoragePort } from '@vitrine/commerce-primitives';
import { SIGNIN_TOKEN_STORAGE_KEY } from './session.constants.ts';

/**
 * A stored sign-in token: the token, when it was stored (ms since the epoch) and its lifetime in
 * seconds. Stored as JSON under `signin_token` (spec §9: "signin_token (with stored time and
 * ttl)"), the shape PWA Studio's browser persistence uses.
 */
export interface TokenEntry {
  readonly value: string;
  readonly timeStored: number;
  readonly ttl: number;
}

/** When a token entry stops being valid, in ms since the epoch. */
export function tokenExpiresAt(entry: Pick<TokenEntry, 'timeStored' | 'ttl'>): number {
  return entry.timeStored + entry.ttl * 1000;
}

/**
 * Whether a token entry has expired at `now`. A token lives exactly `ttl` seconds: at
 * `timeStored + ttl` it is dead, as a JWT is at its `exp` (RFC 7519 §4.1.4).
 */
export function isTokenExpired(
  entry: Pick<TokenEntry, 'timeStored' | 'ttl'>,
  now: number,
): boolean {
  return now >= tokenExpiresAt(entry);
}

/** A stored entry as it must read back: a non-empty token, a finite stored time, a positive TTL. */
const TokenEntrySchema = v.object({
  value: v.pipe(v.string(), v.nonEmpty()),
  timeStored: v.pipe(v.number(), v.finite()),
  ttl: v.pipe(v.number(), v.gtValue(0)),
});

/** The sign-in token kept in storage with its stored time and TTL. */
export interface TokenStore {
  /** The stored entry, expired or not; `null` when none or unreadable. */
  readEntry(): TokenEntry | null;
  /** The token when one is stored and still valid, else `null` (for the `Authorization` header). */
  read(): string | null;
  /** Stores `token` now with a lifetime of `ttl` seconds and returns the entry. */
  write(token: string, ttl: number): TokenEntry;
  /** Stores an entry made elsewhere (the user machine makes it in its context first). */
  save(entry: TokenEntry): void;
  /** Removes the stored token. */
  clear(): void;
  /** Removes the stored token when it has expired (what happens at load); true when it did. */
  clearIfExpired(): boolean;
}

/**
 * Creates the token store over a `Storage`-like port and a clock.
 *
 * A storage that throws (private mode, quota) reads as empty and loses writes: the session then
 * lasts as long as the page, which beats failing to sign in.
 */
export function createTokenStore(storage: StoragePort, now: Now): TokenStore {
  const readEntry = (): TokenEntry | null => {
    let raw: string | null;
    try {
      raw = storage.getItem(SIGNIN_TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return v.is(TokenEntrySchema, parsed) ? parsed : null;
    } catch {
      return null;
    }
  };
  const clear = (): void => {
    try {
      storage.removeItem(SIGNIN_TOKEN_STORAGE_KEY);
    } catch {
      // Nothing to undo: an unreadable storage holds no token we could use either.
    }
  };
  const save = (entry: TokenEntry): void => {
    try {
      storage.setItem(SIGNIN_TOKEN_STORAGE_KEY, JSON.stringify(entry));
    } catch {
      // Kept in the machine's context only; see the note on the factory.
    }
  };
  return {
    readEntry,
    read() {
      const entry = readEntry();
      return entry !== null && !isTokenExpired(entry, now()) ? entry.value : null;
    },
    write(token, ttl) {
      const entry: TokenEntry = { value: token, timeStored: now(), ttl };
      save(entry);
      return entry;
    },
    save,
    clear,
    clearIfExpired() {
      const entry = readEntry();
      let stored: string | null;
      try {
        stored = storage.getItem(SIGNIN_TOKEN_STORAGE_KEY);
      } catch {
        return false;
      }
      // A malformed entry is as unusable as an expired one.
      if (stored !== null && (entry === null || isTokenExpired(entry, now()))) {
        clear();
        return true;
      }
      return false;
    },
  };
}
