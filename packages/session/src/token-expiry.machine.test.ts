import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createTestClock } from './testing/index.ts';
import { tokenExpiryMachine } from './token-expiry.machine.ts';

function watch(timeStored: number, ttl: number, start = timeStored) {
  const time = createTestClock(start);
  const actor = createActor(tokenExpiryMachine, {
    clock: time.clock,
    input: { timeStored, ttl, now: time.now },
  }).start();
  return { time, actor };
}

describe('token expiry machine', () => {
  it('keeps watching until the last millisecond and expires at the boundary second', () => {
    const { time, actor } = watch(10_000, 5);
    time.advance(4999);
    expect(actor.getSnapshot().status).toBe('active');
    time.advance(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ expiredAt: 15_000, reload: true });
  });

  it('expires at once when started with a token already past its TTL', () => {
    const { actor } = watch(0, 5, 5000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('catches up within a second when the expiry timer did not fire (device asleep)', () => {
    const time = createTestClock(0);
    let wallClock = 0;
    const actor = createActor(tokenExpiryMachine, {
      clock: time.clock,
      // The wall clock jumps ahead while the timer clock stood still, as after a sleep.
      input: { timeStored: 0, ttl: 3600, now: () => wallClock },
    }).start();
    wallClock = 3_600_000;
    time.advance(999);
    expect(actor.getSnapshot().status).toBe('active');
    time.advance(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not expire early when the timer fires before the clock reaches the expiry', () => {
    const time = createTestClock(0);
    let wallClock = 0;
    const actor = createActor(tokenExpiryMachine, {
      clock: time.clock,
      // A wall clock set back by the user makes the timer fire "early".
      input: { timeStored: 0, ttl: 2, now: () => wallClock },
    }).start();
    time.advance(5000);
    wallClock = 1999;
    time.advance(1000);
    expect(actor.getSnapshot().status).toBe('active');
    wallClock = 2000;
    time.advance(1000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('cancels both timers when stopped', () => {
    const time = createTestClock(0);
    const pending = new Set<unknown>();
    const clock = {
      setTimeout(fn: (...args: unknown[]) => void, ms: number) {
        const id: unknown = time.clock.setTimeout(() => {
          pending.delete(id);
          fn();
        }, ms);
        pending.add(id);
        return id;
      },
      clearTimeout(id: unknown) {
        pending.delete(id);
        time.clock.clearTimeout(id as number);
      },
    };
    const actor = createActor(tokenExpiryMachine, {
      clock,
      input: { timeStored: 0, ttl: 5, now: time.now },
    }).start();
    expect(pending.size).toBe(2);
    actor.stop();
    expect(pending.size).toBe(0);
  });
});
