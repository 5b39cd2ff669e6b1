import { Breadcrumbs, Icon } from '@vitrine/ui';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { StoreHours, StoreStatusLine, useRangeText } from './store-hours.tsx';
import type { StorePageData } from './stores.model.ts';
import { STORE_LIST_PATH, favoriteDetailsOf } from './stores.model.ts';
import { FavoriteStoreButton } from '../../favorite-store/favorite-store-button.tsx';
import { storeMessages } from './stores.messages.ts';
import styles from './stores.module.css';
import { formatCalendarDay } from '../../lib/format-date.ts';

/** A point-of-sale page (spec §2): address, phone, the week's hours and special schedule. */
export function StorePage({ page }: { page: StorePageData }) {
  const intl = useIntl();
  const rangeText = useRangeText();
  const { store } = page;
  const directions =
    store.latitude !== null && store.longitude !== null
      ? `https://www.openstreetmap.org/?mlat=${store.latitude}&mlon=${store.longitude}#map=17/${store.latitude}/${store.longitude}`
      : null;
  return (
    <div className={`page-container ${styles.page}`}>
      <Breadcrumbs
        items={[{ label: storeMessages.allStores, href: STORE_LIST_PATH }, { label: store.name }]}
      />
      <div className={styles.storeHead}>
        <h1 className={styles.title}>{store.name}</h1>
        <FavoriteStoreButton store={favoriteDetailsOf(store, page.clock)} />
      </div>
      <div className={styles.storeLayout}>
        <section className={styles.card} aria-labelledby="store-address">
          <h2 id="store-address" className={styles.cardTitle}>
            {intl.formatMessage(storeMessages.address)}
          </h2>
          <address className={styles.address}>
            {store.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>
              {store.postcode} {store.city}
            </span>
          </address>
          {store.telephone ? (
            <p className={styles.contactLine}>
              <Icon name="phone" size={18} />
              <a href={`tel:${store.telephone.replace(/[^\d+]/g, '')}`}>{store.telephone}</a>
            </p>
          ) : null}
          {directions ? (
            <p className={styles.contactLine}>
              <Icon name="arrow-right" size={18} />
              <a href={directions} rel="noopener">
                {intl.formatMessage(storeMessages.directions)}
              </a>
            </p>
          ) : null}
        </section>
        <section className={styles.card}>
          <StoreStatusLine week={store.week} clock={page.clock} />
          <StoreHours week={store.week} />
          {store.specialHours.length > 0 ? (
            <div className={styles.specialBlock}>
              <h2 className={styles.cardTitle}>
                {intl.formatMessage(storeMessages.specialSchedule)}
              </h2>
              <ul className={styles.specialList}>
                {store.specialHours.map((hour) => (
                  <li key={hour.date}>
                    <strong>
                      {formatCalendarDay(intl, hour.date, {
                        weekday: 'long',
                        day: 'numeric',
                        month: 'long',
                      })}
                    </strong>{' '}
                    {hour.title}
                    {' · '}
                    <span className={styles.nowrap}>
                      {hour.open && hour.close
                        ? rangeText({ open: hour.open, close: hour.close })
                        : intl.formatMessage(storeMessages.closed)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
