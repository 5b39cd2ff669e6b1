/**
 * Minimal per-request batch loader (DataLoader's idea): every `load` issued in the same tick is
 * answered by one `batch` call, so a 20-product listing asking for images runs one query, not 20.
 */
export interface Loader<K, V> {
  load(key: K): Promise<V | undefined>;
  /** Seeds the cache with a value fetched another way (e.g. the listing query's rows). */
  prime(key: K, value: V): void;
}

/** Creates a loader; `batch` returns a map of the keys it found. Results are cached per key. */
export function createLoader<K, V>(batch: (keys: K[]) => Promise<Map<K, V>>): Loader<K, V> {
  const cache = new Map<K, Promise<V | undefined>>();
  let queue: Array<{
    key: K;
    resolve: (value: V | undefined) => void;
    reject: (error: unknown) => void;
  }> = [];
  const flush = () => {
    const current = queue;
    queue = [];
    const keys = [...new Set(current.map((entry) => entry.key))];
    batch(keys).then(
      (found) => current.forEach((entry) => entry.resolve(found.get(entry.key))),
      (error: unknown) => current.forEach((entry) => entry.reject(error)),
    );
  };
  return {
    prime(key, value) {
      if (!cache.has(key)) cache.set(key, Promise.resolve(value));
    },
    load(key) {
      const cached = cache.get(key);
      if (cached) return cached;
      const promise = new Promise<V | undefined>((resolve, reject) => {
        if (queue.length === 0) process.nextTick(flush);
        queue.push({ key, resolve, reject });
      });
      cache.set(key, promise);
      return promise;
    },
  };
}

/** Groups rows by a key into arrays (for one-to-many batch loads). */
export function groupBy<K, T>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Per-request memo: one instance of `create()` per context object. */
export function perRequest<C extends object, T>(create: (context: C) => T): (context: C) => T {
  const instances = new WeakMap<C, T>();
  return (context) => {
    let instance = instances.get(context);
    if (!instance) {
      instance = create(context);
      instances.set(context, instance);
    }
    return instance;
  };
}
