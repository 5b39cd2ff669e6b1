import type { IntlShape } from '@formatjs/intl';
import { formatCalendarDay } from '../../lib/format-date.ts';

/**
 * A delivery date (`YYYY-MM-DD`, the store's calendar day) in full: "dimanche 27 décembre 2026".
 */
export function formatDeliveryDate(
  intl: Pick<IntlShape<string>, 'formatDateToParts' | 'locale'>,
  date: string,
): string {
  return formatCalendarDay(intl, date, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
