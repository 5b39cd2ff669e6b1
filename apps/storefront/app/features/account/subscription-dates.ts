import type { IntlShape } from '@formatjs/intl';
import { formatDayDate } from '../../lib/format-date.ts';

/**
 * A delivery date (`YYYY-MM-DD`, the store's calendar day) in full: "dimanche 27 décembre 2026".
 * Read and written in UTC so that no browser time zone moves it to the day before.
 */
export function formatDeliveryDate(
  intl: Pick<IntlShape<string>, 'formatDateToParts' | 'locale'>,
  date: string,
): string {
  return formatDayDate(intl, `${date}T00:00:00Z`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
