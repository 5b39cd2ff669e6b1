import { Link } from 'react-router';
import { useIntl } from '../i18n/shop-intl.tsx';
import { formatCalendarDay } from '../lib/format-date.ts';
import { STORE_LIST_PATH } from '../lib/store-locator.ts';
import { formatHour } from '../store-hours/format-hour.ts';
import type { StoreStatus } from '../store-hours/store-status.ts';
import { useFavoriteStore } from './favorite-store-context.tsx';
import { favoriteStoreMessages as messages } from './favorite-store.messages.ts';

type Intl = ReturnType<typeof useIntl>;

/** Today's state as it follows the store's name: "ouverte jusqu’à 19 h". */
export function statusText(intl: Intl, status: StoreStatus): string {
  const hour = (time: string) => formatHour(intl.locale, time);
  if (status.open) return intl.formatMessage(messages.openUntil, { time: hour(status.until) });
  if (!status.next) return intl.formatMessage(messages.closed);
  if (status.next.when === 'later') {
    return intl.formatMessage(messages.opensOn, {
      day: formatCalendarDay(intl, status.next.day, { weekday: 'long' }),
      time: hour(status.next.at),
    });
  }
  return intl.formatMessage(
    status.next.when === 'today' ? messages.opensToday : messages.opensTomorrow,
    { time: hour(status.next.at) },
  );
}

/**
 * "Ma boutique : Orsalis Annecy — ouverte jusqu’à 19 h" and where it links (its page once read,
 * the store list before); null without a favourite. Today's state comes with the details (the
 * page's own clock, or Paris time when read in the browser): the line is drawn after hydration.
 */
export function useFavoriteStoreLine(): { text: string; href: string } | null {
  const intl = useIntl();
  const { favorite, details } = useFavoriteStore();
  if (!favorite) return null;
  const name = details?.name || favorite.name || favorite.identifier;
  const status = details?.status ?? null;
  return {
    text: status
      ? intl.formatMessage(messages.lineWithStatus, { name, status: statusText(intl, status) })
      : intl.formatMessage(messages.line, { name }),
    href: details?.href ?? STORE_LIST_PATH,
  };
}

/** The favourite store's line as a link to its page, for the header and the product page. */
export function FavoriteStoreLine({ className }: { className?: string }) {
  const line = useFavoriteStoreLine();
  if (!line) return null;
  return (
    <Link to={line.href} className={className} data-favorite-store-line="">
      {line.text}
    </Link>
  );
}
