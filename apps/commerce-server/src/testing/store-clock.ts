import { STORE_TIME_ZONE, storeDate } from '../modules/platform/index.ts';
import type { TestClock } from './shop-test-server.ts';

const HOUR = 3_600_000;
const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: STORE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The instant of a wall-clock time (HH:MM) on a store date (YYYY-MM-DD), Paris winter or summer. */
export function storeInstant(date: string, time: string): number {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  for (const offsetHours of [1, 2]) {
    const instant = asUtc - offsetHours * HOUR;
    if (storeDate(new Date(instant)) === date && wallClock.format(instant) === time) return instant;
  }
  throw new Error(`${date} ${time} is not a time of ${STORE_TIME_ZONE}`);
}

/** Moves a test clock forward to `instant` (never back: a suite's server is shared by its tests). */
export function moveClockTo(clock: TestClock, instant: number): void {
  const ahead = instant - clock.now();
  if (ahead < 0) throw new Error('the test clock only moves forward');
  clock.advance(ahead);
}
