import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPreviewSession, storePreviewCredentials } from './preview-session.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startPreviewSession with the global timers', () => {
  it('calls them as the browser requires, on the global object (no "Illegal invocation")', () => {
    const pending: Array<() => void> = [];
    // A browser's setTimeout throws when called as a method of another object.
    vi.stubGlobal('setTimeout', function (this: unknown, handler: () => void) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      pending.push(handler);
      return 1;
    });
    const storage = memoryStorage();
    storePreviewCredentials(storage, { token: 'admin-token', version: '1767225600' });
    const session = startPreviewSession({ storage });
    expect(session.current()).toEqual({ token: 'admin-token', version: '1767225600' });
    expect(pending).toHaveLength(1);
    pending[0]?.();
    expect(session.current()).toBeNull();
  });
});
