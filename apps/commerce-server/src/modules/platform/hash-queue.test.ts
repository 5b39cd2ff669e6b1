import { describe, expect, it } from 'vitest';
import { HASHING_BUSY, HashQueue } from './hash-queue.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('password hashing queue', () => {
  it('runs at most `concurrency` hashes at once, queues `waiting` more and refuses the rest at once', async () => {
    const queue = new HashQueue({ concurrency: 2, waiting: 2 });
    let running = 0;
    let peak = 0;
    const gates = Array.from({ length: 4 }, deferred);
    const jobs = gates.map((gate, index) =>
      queue.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await gate.promise;
        running -= 1;
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    // The fifth finds the wait list full: refused with a "try again", nothing computed.
    let computed = false;
    await expect(queue.run(() => Promise.resolve((computed = true)))).rejects.toMatchObject({
      message: HASHING_BUSY,
      extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429 } },
    });
    expect(computed).toBe(false);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a hash that failed, and takes raised limits at once', async () => {
    const queue = new HashQueue({ concurrency: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow(
      'scrypt failed',
    );
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    await expect(queue.run(() => Promise.resolve('refused'))).rejects.toThrow(HASHING_BUSY);
    queue.setLimits({ concurrency: 2, waiting: 0 });
    expect(await queue.run(() => Promise.resolve('second slot'))).toBe('second slot');
    gate.resolve();
    await first;
  });
});
