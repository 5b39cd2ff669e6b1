import type { Cart } from '@vitrine/cart-core';
import { Price } from '@vitrine/ui';
import { useIntl } from '../i18n/shop-intl.tsx';
import { cartMessages } from './cart.messages.ts';
import styles from './cart.module.css';
import { ShippingAmount } from './shipping-amount.tsx';

/**
 * The cart's totals, as a French shop shows them: prices including VAT, the VAT included named
 * under the total, discounts, and delivery once chosen.
 */
export function CartTotals({ cart, showExclTax = false }: { cart: Cart; showExclTax?: boolean }) {
  const intl = useIntl();
  const { prices } = cart;
  return (
    <dl className={styles.totals}>
      {prices.subtotalIncludingTax ? (
        <div className={styles.totalRow}>
          <dt>{intl.formatMessage(cartMessages.subtotal)}</dt>
          <dd>
            <Price final={prices.subtotalIncludingTax} size="sm" />
          </dd>
        </div>
      ) : null}
      {showExclTax && prices.subtotalExcludingTax ? (
        <div className={styles.totalRow}>
          <dt>{intl.formatMessage(cartMessages.subtotalExclTax)}</dt>
          <dd>
            <Price final={prices.subtotalExcludingTax} size="sm" />
          </dd>
        </div>
      ) : null}
      {prices.discounts.map((discount) => (
        <div key={discount.label} className={`${styles.totalRow} ${styles.discount}`}>
          <dt>{intl.formatMessage(cartMessages.discount, { label: discount.label })}</dt>
          <dd>
            <Price
              final={{ ...discount.amount, amount: -Math.abs(discount.amount.amount) }}
              size="sm"
            />
          </dd>
        </div>
      ))}
      <div className={styles.totalRow}>
        <dt>{intl.formatMessage(cartMessages.shipping)}</dt>
        <dd>
          {cart.selectedShippingMethod ? (
            <ShippingAmount amount={cart.selectedShippingMethod.amount} />
          ) : (
            intl.formatMessage(cartMessages.shippingCalculatedLater)
          )}
        </dd>
      </div>
      <div className={`${styles.totalRow} ${styles.grandTotal}`}>
        <dt>{intl.formatMessage(cartMessages.grandTotal)}</dt>
        <dd>
          <Price final={prices.grandTotal} size="lg" />
        </dd>
      </div>
      {prices.appliedTaxes.map((tax) => (
        <div key={tax.label} className={`${styles.totalRow} ${styles.tax}`}>
          <dt>{intl.formatMessage(cartMessages.tax, { label: tax.label })}</dt>
          <dd>
            <Price final={tax.amount} size="sm" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
