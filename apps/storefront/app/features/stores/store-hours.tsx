import { VisuallyHidden } from '@vitrine/ui';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { DayHours } from '../../store-hours/opening-hours.ts';
import { formatHour, storeStatus } from '../../store-hours/store-status.ts';
import type { StoreClock } from './stores.model.ts';
import { storeMessages } from './stores.messages.ts';
import styles from './stores.module.css';
import { formatCalendarDay } from '../../lib/format-date.ts';

/**
 * An opening range as the locale writes its hours: "9 h 30 – 12 h 30" in French, as the status
 * line's "Ouvert jusqu’à 19 h" beside it ("9:30 AM – 12:30 PM" in American English).
 */
export function useRangeText() {
  const intl = useIntl();
  return (range: { open: string; close: string }) =>
    intl.formatMessage(storeMessages.range, {
      open: formatHour(intl.locale, range.open),
      close: formatHour(intl.locale, range.close),
    });
}

/** One day's hours as text: "9 h 30 – 12 h 30, 14 h – 19 h" or "Fermé". */
export function useDayText() {
  const intl = useIntl();
  const rangeText = useRangeText();
  return (day: DayHours) =>
    day.closed ? intl.formatMessage(storeMessages.closed) : day.ranges.map(rangeText).join(', ');
}

/** The week ahead, one row per day, today first; holidays named. */
export function StoreHours({ week }: { week: DayHours[] }) {
  const intl = useIntl();
  const rangeText = useRangeText();
  return (
    <table className={styles.hours}>
      <caption className={styles.hoursCaption}>{intl.formatMessage(storeMessages.hours)}</caption>
      <tbody>
        {week.map((day, index) => (
          <tr key={day.day} className={index === 0 ? styles.today : undefined}>
            <th scope="row">
              {index === 0
                ? intl.formatMessage(storeMessages.today)
                : formatCalendarDay(intl, day.day, {
                    weekday: 'long',
                    day: 'numeric',
                    month: 'long',
                  })}
              {day.specialTitle ? (
                <span className={styles.special}> · {day.specialTitle}</span>
              ) : null}
            </th>
            {/* One range a line, never broken inside: on a phone the table read "9 h 30 –" over
                "12 h 30" (issue 20). */}
            <td>
              {day.closed
                ? intl.formatMessage(storeMessages.closed)
                : day.ranges.map((range, position) => (
                    <span key={range.open} className={styles.range}>
                      {rangeText(range)}
                      {/* Lines apart on screen; a pause between them for a screen reader. */}
                      {position < day.ranges.length - 1 ? (
                        <VisuallyHidden>, </VisuallyHidden>
                      ) : null}
                    </span>
                  ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Today's state in one line: "Ouvert jusqu’à 19 h", "Fermé — ouvre demain à 9 h 30". */
export function StoreStatusLine({ week, clock }: { week: DayHours[]; clock: StoreClock }) {
  const intl = useIntl();
  const status = storeStatus(week, clock.today, clock.time);
  const hour = (time: string) => formatHour(intl.locale, time);
  let text: string;
  if (status.open) text = intl.formatMessage(storeMessages.openUntil, { time: hour(status.until) });
  else if (!status.next) text = intl.formatMessage(storeMessages.closed);
  else if (status.next.when === 'later')
    text = intl.formatMessage(storeMessages.opensOn, {
      day: formatCalendarDay(intl, status.next.day, { weekday: 'long' }),
      time: hour(status.next.at),
    });
  else
    text = intl.formatMessage(
      status.next.when === 'today' ? storeMessages.opensToday : storeMessages.opensTomorrow,
      { time: hour(status.next.at) },
    );
  return (
    <p className={status.open ? styles.statusOpen : styles.statusClosed} data-store-status="">
      {text}
    </p>
  );
}
