import type { Cart } from '@vitrine/cart-core';
import { Icon } from '@vitrine/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { CartLines } from '../../cart-ui/cart-lines.tsx';
import { CartTotals } from '../../cart-ui/cart-totals.tsx';
import { cartMessages } from '../../cart-ui/cart.messages.ts';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';

/**
 * The order beside the steps: the lines (read only: the cart page is where they change) and the
 * totals as the store displays them, delivery included once chosen. On a phone it comes first,
 * folded under a button with the total ("Voir le récapitulatif · 54,80 €"), as French shops show
 * it, rather than after the five steps (issue 20); wide screens show it open beside them.
 */
export function OrderSummary({ cart, editable = true }: { cart: Cart; editable?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const total = intl.formatNumber(cart.prices.grandTotal.amount / 100, {
    style: 'currency',
    currency: cart.prices.grandTotal.currency,
  });
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <button
        type="button"
        className={styles.summaryToggle}
        aria-expanded={open}
        aria-controls="checkout-summary-body"
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          {intl.formatMessage(open ? checkoutMessages.summaryHide : checkoutMessages.summaryShow)}
        </span>
        <strong>{total}</strong>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size={18} />
      </button>
      <div
        id="checkout-summary-body"
        className={open ? styles.summaryBody : `${styles.summaryBody} ${styles.summaryFolded}`}
      >
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
      </div>
    </aside>
  );
}
