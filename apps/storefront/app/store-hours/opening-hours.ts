/** Opening hours as the store pages show them: one line per day of the week ahead. */

export interface RawOpeningHour {
  day?: string | null;
  open?: string | null;
  close?: string | null;
  is_closed?: boolean | null;
  special_title?: string | null;
}

export interface DayHours {
  /** ISO date, `2026-12-24`. */
  day: string;
  closed: boolean;
  ranges: { open: string; close: string }[];
  /** A holiday or exceptional opening. */
  specialTitle: string | null;
}

/** Days of the week ahead shown on a store page. */
export const WEEK_DAYS = 7;

/** Today's date in the store's time zone, as `YYYY-MM-DD`. */
export function isoDateIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `YYYY-MM-DD` plus a number of days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The date range the hours are asked for: today and the six days after, in Paris. */
export function weekAhead(
  now: Date,
  timeZone = 'Europe/Paris',
): { dateRangeStart: string; dateRangeEnd: string } {
  const start = isoDateIn(timeZone, now);
  return { dateRangeStart: start, dateRangeEnd: addDays(start, WEEK_DAYS - 1) };
}

/**
 * Days of special (holiday) hours a store page lists: two months, so Christmas and New Year show
 * from late October (the week's table alone hid them beyond 7 days, issue 20). The store
 * locator answers ranges of at most 62 days.
 */
export const SPECIAL_HOURS_DAYS = 60;

/** The last day of special hours a store page asks for. */
export function specialHoursEnd(now: Date, timeZone = 'Europe/Paris'): string {
  return addDays(isoDateIn(timeZone, now), SPECIAL_HOURS_DAYS - 1);
}

/** Groups the backend's hour slots by day, in date order, morning and afternoon together. */
export function groupHours(
  items: readonly (RawOpeningHour | null)[] | null | undefined,
): DayHours[] {
  const days = new Map<string, DayHours>();
  for (const item of items ?? []) {
    if (!item?.day) continue;
    const entry = days.get(item.day) ?? {
      day: item.day,
      closed: true,
      ranges: [],
      specialTitle: null,
    };
    if (item.special_title) entry.specialTitle = item.special_title;
    if (!item.is_closed && item.open && item.close) {
      entry.closed = false;
      entry.ranges.push({ open: item.open, close: item.close });
    }
    days.set(item.day, entry);
  }
  return [...days.values()]
    .map((day) => ({ ...day, ranges: day.ranges.sort((a, b) => a.open.localeCompare(b.open)) }))
    .sort((a, b) => a.day.localeCompare(b.day));
}
