import type { IntlShape } from '@formatjs/intl';
import { formatCalendarDay, storeYear } from '../lib/format-date.ts';

/**
 * A subscription's next date (`YYYY-MM-DD`) as the shop writes it: « 27 décembre », with the year
 * only when it is not this year's (« 3 janvier 2027 »). An unreadable date is shown as it came.
 */
export function formatNextDate(
  intl: Pick<IntlShape<string>, 'formatDateToParts' | 'locale'>,
  isoDate: string,
  now: Date = new Date(),
): string {
  // The backend's `next_date` is a day of the store's calendar (issue 22).
  const thisYear = isoDate.startsWith(`${storeYear(now)}-`);
  return formatCalendarDay(intl, isoDate, {
    day: 'numeric',
    month: 'long',
    ...(thisYear ? {} : { year: 'numeric' }),
  });
}
