import { Form, Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useDayText } from './store-hours.tsx';
import type { StoreListData } from './stores.model.ts';
import { storeMessages } from './stores.messages.ts';
import styles from './stores.module.css';

/** The store list (spec §2 point-of-sale list): search by city or postcode, today's hours. */
export function StoreListPage({ page }: { page: StoreListData }) {
  const intl = useIntl();
  const dayText = useDayText();
  return (
    <div className={`page-container ${styles.page}`}>
      <h1 className={styles.title}>{intl.formatMessage(storeMessages.listTitle)}</h1>
      <p className={styles.intro}>
        {intl.formatMessage(storeMessages.listIntro, { count: page.total })}
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
            defaultValue={page.query}
            className={styles.searchInput}
          />
          <button type="submit" className={styles.searchButton}>
            {intl.formatMessage(storeMessages.searchSubmit)}
          </button>
        </div>
      </Form>
      <p className={styles.count} role="status">
        {page.stores.length === 0 && page.query
          ? intl.formatMessage(storeMessages.noStores, { query: page.query })
          : intl.formatMessage(storeMessages.storeCount, { count: page.stores.length })}
      </p>
      <ul className={styles.list}>
        {page.stores.map((store) => (
          <li key={store.identifier} className={styles.listItem}>
            <h2 className={styles.listName}>
              <Link to={store.href}>{store.name}</Link>
            </h2>
            <p className={styles.listAddress}>
              {store.address.join(', ')}, {store.postcode} {store.city}
            </p>
            {store.week[0] ? (
              <p className={styles.listToday}>
                {intl.formatMessage(storeMessages.todayHours, { hours: dayText(store.week[0]) })}
              </p>
            ) : null}
            {store.telephone ? <p className={styles.listPhone}>{store.telephone}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
