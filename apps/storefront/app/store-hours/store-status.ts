/** Whether a store is open now, and when it opens next: the line a shopper reads first. */
import type { DayHours } from './opening-hours.ts';

export type StoreStatus =
  | { open: true; until: string }
  | { open: false; next: { when: 'today' | 'tomorrow'; at: string } | null }
  | { open: false; next: { when: 'later'; day: string; at: string } };

/** `HH:MM` in the store's time zone. */
export function timeIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

/**
 * Today's state from the week ahead (today first, as the store locator answers it) and the time
 * in Paris: open until the end of the current range (the lunch break counts as a close), else
 * closed with the next opening — later today, tomorrow or a named day of the week; null when
 * the week ahead has none.
 */
export function storeStatus(week: readonly DayHours[], today: string, time: string): StoreStatus {
  const days = week.filter((day) => day.day >= today);
  const current = days[0]?.day === today ? days[0] : undefined;
  if (current && !current.closed) {
    const range = current.ranges.find(
      (candidate) => time >= candidate.open && time < candidate.close,
    );
    if (range) return { open: true, until: range.close };
    const later = current.ranges.find((candidate) => time < candidate.open);
    if (later) return { open: false, next: { when: 'today', at: later.open } };
  }
  const tomorrow = addOneDay(today);
  for (const day of days) {
    if (day.day === today || day.closed || !day.ranges[0]) continue;
    return day.day === tomorrow
      ? { open: false, next: { when: 'tomorrow', at: day.ranges[0].open } }
      : { open: false, next: { when: 'later', day: day.day, at: day.ranges[0].open } };
  }
  return { open: false, next: null };
}

function addOneDay(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export { formatHour } from './format-hour.ts';

/** Kilometres as shown: one decimal under 10 km ("2,4 km"), whole kilometres beyond ("12 km"). */
export function roundedDistance(km: number): number {
  return km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
}
