import type { StoragePort } from '@vitrine/commerce-primitives';

/** An in-memory {@link StoragePort} for tests and the kiosk; `entries()` shows what was written. */
export class MemoryStorage implements StoragePort {
  readonly #items = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.#items.set(key, value);
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  clear(): void {
    this.#items.clear();
  }

  /** A copy of everything stored. */
  entries(): Record<string, string> {
    return Object.fromEntries(this.#items);
  }
}
