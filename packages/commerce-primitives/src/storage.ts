/**
 * The slice of the Web Storage API this package uses. The browser passes `window.localStorage`;
 * a server-rendered request or the kiosk passes {@link createMemoryStorage}.
 */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * An in-memory {@link StoragePort}, for one SSR request, one kiosk run, or a test.
 *
 * @param initial - entries to start with
 */
export function createMemoryStorage(initial: Record<string, string> = {}): StoragePort {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/**
 * Reads a key, treating a storage that throws (Safari private mode, a full quota, a disabled
 * storage) as empty: a storage failure must never break a request.
 */
export function readStorage(storage: StoragePort | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key; a storage that throws loses the value but never breaks the request. */
export function writeStorage(storage: StoragePort | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // The value is an optimisation (cache id, store view); losing it is harmless.
  }
}

/** Removes a key; a storage that throws is ignored for the same reason as {@link writeStorage}. */
export function removeStorage(storage: StoragePort | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // See writeStorage.
  }
}
