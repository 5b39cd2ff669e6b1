/**
 * Resolves in a task of its own, after what the main thread has queued: long work split at these
 * points lets the browser handle input and paint in between (a phone's main thread, TBT).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * `functions` with every call made while `holding()` answers true sent a task later (the others go
 * at once). The runtime's actors read the stored cart and session as they start: building and
 * sending those first requests (printing the document for its key, the exchanges, `fetch`) would
 * otherwise double the task that creates them (decision 180). Every function must return a
 * promise: a held call answers one.
 */
export function heldWhile<T extends object>(functions: T, holding: () => boolean): T {
  const held: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(functions)) {
    held[name] =
      typeof value === 'function'
        ? (...args: unknown[]): unknown =>
            holding()
              ? nextTask().then(() => (value as (...rest: unknown[]) => unknown)(...args))
              : (value as (...rest: unknown[]) => unknown)(...args)
        : value;
  }
  return held as T;
}
