/**
 * The card provider's public client key, read once per shop: the first read is kept and shared,
 * and a read that gave no key (or failed) is asked again at the next use.
 */
export function cachedClientKey(read: () => Promise<string | null>): () => Promise<string | null> {
  let kept: Promise<string | null> | null = null;
  return () => {
    if (!kept) {
      const key = read().catch(() => null);
      kept = key;
      void key.then((value) => {
        if (value === null && kept === key) kept = null;
      });
    }
    return kept;
  };
}
