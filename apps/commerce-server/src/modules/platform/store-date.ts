/**
 * Calendar dates of the store (Europe/Paris, the seeded store's `timezone`): a subscription's
 * next date is a day in the shop's country, not a UTC instant (decision 166).
 */
export const STORE_TIME_ZONE = 'Europe/Paris';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The store's calendar date (YYYY-MM-DD) at an instant. */
export function storeDate(at: Date): string {
  return formatter.format(at);
}

/** A YYYY-MM-DD date moved by whole days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days))
    .toISOString()
    .slice(0, 10);
}
