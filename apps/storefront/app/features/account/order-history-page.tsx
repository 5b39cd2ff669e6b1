import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { Loaded } from './account-data.ts';
import { AccountLoadError, AccountPageHeader } from './account-layout.tsx';
import { accountMessages } from '../../account-session/account.messages.ts';
import accountStyles from './account.module.css';
import { OrderCard } from '../../orders/order-card.tsx';
import type { OrdersPage } from './orders.data.ts';
import styles from '../../orders/orders.module.css';
import { ordersMessages as messages } from '../../orders/orders.messages.ts';

/** `/order-history` and `/customer/account/` (the e-mail link): the orders, newest first. */
export function OrderHistoryPage({ orders }: { orders: Loaded<OrdersPage> }) {
  const intl = useIntl();
  return (
    <>
      <AccountPageHeader title={intl.formatMessage(accountMessages.orderHistory)}>
        {orders.ok && orders.data.orderNumber ? (
          <p>
            <Link to="/order-history" className={accountStyles.navLink}>
              {intl.formatMessage(messages.allOrders)}
            </Link>
          </p>
        ) : orders.ok ? (
          <p className={accountStyles.lead}>
            {intl.formatMessage(messages.count, { count: orders.data.totalCount })}
          </p>
        ) : null}
      </AccountPageHeader>
      {!orders.ok ? (
        <AccountLoadError error={orders.error} />
      ) : orders.data.orders.length === 0 ? (
        <div className={accountStyles.empty}>
          <p>{intl.formatMessage(messages.empty)}</p>
          <Link to="/" className={accountStyles.navLink}>
            {intl.formatMessage(messages.startShopping)}
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.list}>
            {orders.data.orders.map((order, index) => (
              <li key={order.number}>
                <OrderCard
                  order={order}
                  initiallyOpen={index === 0 && orders.data.currentPage === 1}
                />
              </li>
            ))}
          </ul>
          {orders.data.totalPages > 1 ? (
            <nav
              className={styles.pager}
              aria-label={intl.formatMessage(accountMessages.orderHistory)}
            >
              {orders.data.currentPage > 1 ? (
                <Link to={`?page=${orders.data.currentPage - 1}`} className={accountStyles.navLink}>
                  {intl.formatMessage(messages.previousPage)}
                </Link>
              ) : (
                <span />
              )}
              <span className={accountStyles.hint}>
                {intl.formatMessage(messages.pages, {
                  page: orders.data.currentPage,
                  total: orders.data.totalPages,
                })}
              </span>
              {orders.data.currentPage < orders.data.totalPages ? (
                <Link to={`?page=${orders.data.currentPage + 1}`} className={accountStyles.navLink}>
                  {intl.formatMessage(messages.nextPage)}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
