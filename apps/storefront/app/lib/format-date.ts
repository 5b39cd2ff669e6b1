import type { IntlShape } from '@formatjs/intl';

/**
 * A date with its day of the month, as the shop writes it: through the locale's formatter, with
 * French's ordinal for the first of the month ("mardi 1er décembre", "1er décembre 2026"),
 * which Intl does not produce (issue 20). Other locales are Intl's text as it is.
 */
export function formatDayDate(
  intl: Pick<IntlShape<string>, 'formatDateToParts' | 'locale'>,
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions,
): string {
  const french = intl.locale.toLowerCase().startsWith('fr');
  return intl
    .formatDateToParts(value, options)
    .map((part) => (french && part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value))
    .join('');
}

/**
 * A calendar day (`YYYY-MM-DD`, the store's date) with {@link formatDayDate}. It is read and
 * written in UTC, so no time zone, the machine's or the shop's, moves it to another day. A value
 * that is not such a date is shown as it came.
 */
export function formatCalendarDay(
  intl: Pick<IntlShape<string>, 'formatDateToParts' | 'locale'>,
  day: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const noon = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date), 12));
  return formatDayDate(intl, noon, { ...options, timeZone: 'UTC' });
}

const storeYearFormat = new Intl.DateTimeFormat('en', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
});

/** The year at `now` in the store's zone (Paris), as digits: "2026". */
export function storeYear(now: Date): string {
  return storeYearFormat.format(now);
}
