import type { IntlShape } from '@formatjs/intl';
import { formatDayDate } from '../lib/format-date.ts';

/** The store's time zone: the backend's `next_date` is a day there (issue 22). */
const STORE_TIME_ZONE = 'Europe/Paris';

/**
 * A subscription's next date (`YYYY-MM-DD`) as the shop writes it: « 27 décembre », with the year
 * only when it is not this year's (« 3 janvier 2027 »). An unreadable date is shown as it came.
 */
export function formatNextDate(
  intl: Pick<IntlShape<string>, 'formatDateToParts' | 'locale'>,
  isoDate: string,
  now: Date = new Date(),
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  // Noon UTC names the same calendar day in every zone the shop may format it in.
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
  const thisYear = new Intl.DateTimeFormat('en', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
  }).format(now);
  return formatDayDate(intl, date, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    ...(year === thisYear ? {} : { year: 'numeric' }),
  });
}
