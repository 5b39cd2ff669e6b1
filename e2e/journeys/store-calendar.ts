/**
 * The store's calendar as the server counts it: days in Paris, moved by whole calendar days.
 * 24-hour steps would land one day off across the spring and autumn clock changes late in the
 * evening.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` moved by whole calendar days. */
export function addCalendarDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/**
 * `YYYY-MM-DD`, `days` calendar days after the server's today in the store's time zone (real time
 * plus the servers' clock offset, in days).
 */
export function storeDate(offsetDays: number, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + offsetDays * DAY_MS),
  );
  return addCalendarDays(today, days);
}
