/** A promise the test settles by hand, to control the order in which answers arrive (C6). */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

/** Creates a {@link Deferred}. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A fake commerce function whose every call waits for the test: `calls` records the inputs,
 * `next()` returns the deferred of the oldest unsettled call.
 */
export interface ManualFn<TInput, TOutput> {
  (input: TInput): Promise<TOutput>;
  readonly calls: TInput[];
  readonly pending: Deferred<TOutput>[];
  /** Settles the oldest unsettled call. */
  resolveNext(value: TOutput): void;
  rejectNext(reason: unknown): void;
}

/** Creates a {@link ManualFn}. */
export function manualFn<TInput, TOutput>(): ManualFn<TInput, TOutput> {
  const calls: TInput[] = [];
  const pending: Deferred<TOutput>[] = [];
  const fn = ((input: TInput) => {
    calls.push(input);
    const next = deferred<TOutput>();
    pending.push(next);
    return next.promise;
  }) as ManualFn<TInput, TOutput>;
  Object.assign(fn, {
    calls,
    pending,
    resolveNext(value: TOutput) {
      const next = pending.shift();
      if (!next) throw new Error('No call is waiting');
      next.resolve(value);
    },
    rejectNext(reason: unknown) {
      const next = pending.shift();
      if (!next) throw new Error('No call is waiting');
      next.reject(reason);
    },
  });
  return fn;
}
