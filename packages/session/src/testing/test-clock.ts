import { SimulatedClock } from 'xstate';

/**
 * A `SimulatedClock` for `createActor(..., { clock })` together with the `now` function the
 * session machines read, so timers and "now" move together.
 *
 * @example
 * const time = createTestClock(Date.UTC(2025, 0, 1));
 * const user = createActor(machine, { clock: time.clock, input: { storage, now: time.now } });
 * time.advance(1000);
 */
export function createTestClock(start = 0) {
  const clock = new SimulatedClock();
  clock.set(start);
  return {
    clock,
    now: (): number => clock.now(),
    /** Moves time forward, running every timer that falls due on the way, in order. */
    advance(ms: number): void {
      clock.increment(ms);
    },
  };
}

/** The clock {@link createTestClock} returns. */
export type TestClock = ReturnType<typeof createTestClock>;
