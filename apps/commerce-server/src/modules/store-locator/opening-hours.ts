import { inputError } from '../../graphql/errors.ts';
import { storeDate } from '../platform/index.ts';
import type { SpecialRow } from './store-locator.repository.ts';

/** Longest range of dates one opening_hours request may span. */
export const MAX_RANGE_DAYS = 62;

const DAY_MS = 86_400_000;
const weekdayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });
const labelFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

function parseDate(value: string, name: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw inputError(`${name} must be a date formatted YYYY-MM-DD.`);
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value)
    throw inputError(`${name} "${value}" is not a valid date.`);
  return time;
}

/**
 * Dates (YYYY-MM-DD) from start to end inclusive; defaults to `defaultDays` days from today, the
 * store's date at `now` (the server's clock).
 */
export function dateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  defaultDays: number,
  now: Date,
): string[] {
  const from = parseDate(start ?? storeDate(now), 'dateRangeStart');
  const to = end ? parseDate(end, 'dateRangeEnd') : from + (defaultDays - 1) * DAY_MS;
  if (to < from) throw inputError('dateRangeEnd must not be before dateRangeStart.');
  const days = Math.round((to - from) / DAY_MS) + 1;
  if (days > MAX_RANGE_DAYS)
    throw inputError(`The date range may span at most ${MAX_RANGE_DAYS} days.`);
  return Array.from({ length: days }, (_, index) =>
    new Date(from + index * DAY_MS).toISOString().slice(0, 10),
  );
}

/** French weekday ("lundi") and label ("jeudi 25 décembre") of a date. */
export function frenchDay(date: string): { weekday: string; label: string } {
  const instant = new Date(`${date}T00:00:00Z`);
  // French writes the first of the month as an ordinal: "mardi 1er décembre" (issue 20).
  const label = labelFormat
    .formatToParts(instant)
    .map((part) => (part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value))
    .join('');
  return { weekday: weekdayFormat.format(instant), label };
}

/** 0 = Monday … 6 = Sunday (the pos_opening_hours convention). */
export function mondayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export interface OpeningHourItem {
  day: string;
  dayLabel: string;
  open: string | null;
  close: string | null;
  is_closed: boolean;
  special_title: string | null;
}

/** Hours of each date: the special schedule of that date when there is one, else the weekly hours. */
export function openingHours(
  dates: readonly string[],
  weekly: ReadonlyArray<{ day: number; open: string; close: string }>,
  specials: readonly SpecialRow[],
): OpeningHourItem[] {
  const specialByDate = new Map(specials.map((special) => [special.date, special]));
  return dates.flatMap((date): OpeningHourItem[] => {
    const dayLabel = frenchDay(date).weekday;
    const special = specialByDate.get(date);
    if (special) {
      const closed = special.open === null || special.close === null;
      return [
        {
          day: date,
          dayLabel,
          open: special.open,
          close: special.close,
          is_closed: closed,
          special_title: special.title,
        },
      ];
    }
    const intervals = weekly.filter((entry) => entry.day === mondayIndex(date));
    if (intervals.length === 0)
      return [
        { day: date, dayLabel, open: null, close: null, is_closed: true, special_title: null },
      ];
    return intervals.map((entry) => ({
      day: date,
      dayLabel,
      open: entry.open,
      close: entry.close,
      is_closed: false,
      special_title: null,
    }));
  });
}

/** One French line per exception, e.g. "jeudi 25 décembre : Noël, fermé". */
export function specialScheduleText(specials: readonly SpecialRow[]): string {
  return specials
    .map((special) => {
      const hours =
        special.open && special.close ? `ouvert de ${special.open} à ${special.close}` : 'fermé';
      return `${frenchDay(special.date).label} : ${special.title}, ${hours}`;
    })
    .join('\n');
}
