import type { Cart } from '@vitrine/cart-core';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { CartLines } from '../../cart-ui/cart-lines.tsx';
import { CartTotals } from '../../cart-ui/cart-totals.tsx';
import { cartMessages } from '../../cart-ui/cart.messages.ts';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';

/**
 * The order beside the steps: the lines (read only: the cart page is where they change) and the
 * totals as the store displays them, delivery included once chosen.
 */
export function OrderSummary({ cart, editable = true }: { cart: Cart; editable?: boolean }) {
  const intl = useIntl();
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <div className={styles.summaryHeader}>
        <h2 id="checkout-summary-title" className={styles.summaryTitle}>
          {intl.formatMessage(checkoutMessages.summary)}{' '}
          <span className={styles.muted}>
            (
            {intl.formatMessage(cartMessages.itemCount, {
              count: cart.totalSummaryQuantityIncludingConfig,
            })}
            )
          </span>
        </h2>
        {editable ? (
          <Link to="/cart" className={styles.smallLink}>
            {intl.formatMessage(checkoutMessages.editCart)}
          </Link>
        ) : null}
      </div>
      <CartLines items={cart.items} compact />
      <CartTotals cart={cart} />
    </aside>
  );
}
