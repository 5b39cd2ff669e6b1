import { availableParallelism } from 'node:os';
import { throttledError } from './errors.ts';

/** Shown when the wait list of password hashing is full. */
export const HASHING_BUSY =
  'The shop is busy checking passwords right now. Please try again in a few seconds.';

/** How many scrypt computations run at once and how many may wait for a turn. */
export interface HashQueueLimits {
  concurrency: number;
  waiting: number;
}

/**
 * Half the cores (at least one) hash passwords; the rest keep serving the catalogue and carts. Each
 * scrypt at the default cost holds 128 MiB, so `concurrency` also bounds that memory.
 */
export const DEFAULT_HASH_LIMITS: HashQueueLimits = {
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  waiting: 16,
};

/**
 * A bounded queue in front of scrypt: a flood of sign-ins waits its turn (costing time, not
 * memory) and, once the wait list is full, is refused at once with {@link HASHING_BUSY} instead of
 * piling up computations. One per process, since the cores and memory it protects are the
 * process's.
 */
export class HashQueue {
  private running = 0;
  private readonly waiters: Array<() => void> = [];

  constructor(private limits: HashQueueLimits = DEFAULT_HASH_LIMITS) {}

  setLimits(limits: HashQueueLimits): void {
    this.limits = limits;
    this.wakeNext();
  }

  /** Computations running and waiting (for tests and logs). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiters.length };
  }

  /** Runs `work` when a slot is free; throws {@link HASHING_BUSY} if the wait list is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiters.length >= this.limits.waiting) throw throttledError(HASHING_BUSY);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.waiters.shift();
    // The slot passes straight to the next waiter, so `running` stays as it is.
    if (next) next();
    else this.running -= 1;
    this.wakeNext();
  }

  private wakeNext(): void {
    while (this.running < this.limits.concurrency && this.waiters.length > 0) {
      this.running += 1;
      this.waiters.shift()?.();
    }
  }
}

/** The process's queue for every password hash and check. */
export const passwordHashQueue = new HashQueue();
