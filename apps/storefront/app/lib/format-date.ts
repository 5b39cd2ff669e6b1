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
 * A calendar day (`YYYY-MM-DD`, the store's date) with {@link formatDayDate}. It is read at noon
 * UTC, whatever the machine's time zone, so the shop's zone (Paris) writes the same day.
 */
export function formatCalendarDay(
  intl: Pick<IntlShape<string>, 'formatDateToParts' | 'locale'>,
  day: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return formatDayDate(intl, `${day}T12:00:00Z`, options);
}
