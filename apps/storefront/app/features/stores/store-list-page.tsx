import { Form, Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { FavoriteStoreButton } from '../../favorite-store/favorite-store-button.tsx';
import { FavoriteStoreLocate } from '../../favorite-store/favorite-store-locate.tsx';
import { StoreStatusLine, useDayText, useRangeText } from './store-hours.tsx';
import { formatCalendarDay } from '../../lib/format-date.ts';
import { roundedDistance } from '../../store-hours/store-status.ts';
import type { StoreListData } from './stores.model.ts';
import { STORE_LIST_PATH, favoriteDetailsOf } from './stores.model.ts';
import { storeMessages } from './stores.messages.ts';
import styles from './stores.module.css';

/** The result line: the place searched and how many stores around it, or the plain count. */
function resultText(intl: ReturnType<typeof useIntl>, page: StoreListData): string {
  if (page.place) {
    return intl.formatMessage(storeMessages.placeResults, {
      place: `${page.place.name} (${page.place.postcode})`,
      count: page.stores.length,
      radius: page.place.radius,
    });
  }
  return page.stores.length === 0 && page.query
    ? intl.formatMessage(storeMessages.noStores, { query: page.query })
    : intl.formatMessage(storeMessages.storeCount, { count: page.stores.length });
}

/**
 * The store list (spec §2 point-of-sale list): search by city, postcode or département, nearest
 * first with the distance when the search named a place; today's state and hours.
 */
export function StoreListPage({ page }: { page: StoreListData }) {
  const intl = useIntl();
  const dayText = useDayText();
  const rangeText = useRangeText();
  const nextSpecialText = (special: StoreListData['stores'][number]['specialHours'][number]) =>
    intl.formatMessage(storeMessages.nextSpecial, {
      day: formatCalendarDay(intl, special.date, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }),
      title: special.title,
      hours:
        special.open && special.close
          ? rangeText({ open: special.open, close: special.close })
          : intl.formatMessage(storeMessages.closed),
    });
  return (
    <div className={`page-container ${styles.page}`}>
      <h1 className={styles.title}>{intl.formatMessage(storeMessages.listTitle)}</h1>
      <p className={styles.intro}>
        {/* The whole network's size, not the search's: "dans nos boutiques" while searching. */}
        {intl.formatMessage(storeMessages.listIntro, { count: page.query ? 0 : page.total })}
      </p>
      <Form method="get" className={styles.searchForm} role="search">
        <label htmlFor="store-query" className={styles.searchLabel}>
          {intl.formatMessage(storeMessages.searchLabel)}
        </label>
        <div className={styles.searchRow}>
          <input
            id="store-query"
            name="q"
            type="search"
            maxLength={80}
            defaultValue={page.query}
            className={styles.searchInput}
          />
          <button type="submit" className={styles.searchButton}>
            {intl.formatMessage(storeMessages.searchSubmit)}
          </button>
        </div>
      </Form>
      <FavoriteStoreLocate enabled={page.favoriteLookup} />
      <p className={styles.count} role="status">
        {resultText(intl, page)}
        {page.query && page.stores.length === 0 ? (
          <>
            {' '}
            <Link to={STORE_LIST_PATH}>{intl.formatMessage(storeMessages.allStores)}</Link>
          </>
        ) : null}
      </p>
      <ul className={styles.list}>
        {page.stores.map((store) => (
          <li key={store.identifier} className={styles.listItem}>
            <div className={styles.listHead}>
              <h2 className={styles.listName}>
                <Link to={store.href}>{store.name}</Link>
              </h2>
              {store.distance !== null ? (
                <span className={styles.distance} data-distance={store.distance}>
                  {intl.formatNumber(roundedDistance(store.distance), {
                    style: 'unit',
                    unit: 'kilometer',
                  })}
                </span>
              ) : null}
            </div>
            <p className={styles.listAddress}>
              {store.address.join(', ')}, {store.postcode} {store.city}
            </p>
            <StoreStatusLine week={store.week} clock={page.clock} />
            {store.week[0] ? (
              <p className={styles.listToday}>
                {intl.formatMessage(storeMessages.todayHours, { hours: dayText(store.week[0]) })}
              </p>
            ) : null}
            {/* The week's next exception (holiday, late opening); a store page lists two months. */}
            {store.specialHours[0] ? (
              <p className={styles.listSpecial}>{nextSpecialText(store.specialHours[0])}</p>
            ) : null}
            {store.telephone ? <p className={styles.listPhone}>{store.telephone}</p> : null}
            <FavoriteStoreButton store={favoriteDetailsOf(store, page.clock)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
