import { Icon } from '@vitrine/ui';
import { useIntl } from '../i18n/shop-intl.tsx';
import { cartMessages } from './cart.messages.ts';
import styles from './cart.module.css';

const ITEMS = [
  cartMessages.reassurancePayment,
  cartMessages.reassuranceCards,
  cartMessages.reassuranceReturns,
] as const;

/**
 * What a shopper wants to read before paying (issue 20): the payment is secure, which cards are
 * taken, returns. Shown in the cart's summary and at the checkout's last step; the texts are the
 * catalogue's, the 14 days the customer service page's.
 */
export function Reassurance() {
  const intl = useIntl();
  return (
    <ul
      className={styles.reassurance}
      aria-label={intl.formatMessage(cartMessages.reassuranceLabel)}
    >
      {ITEMS.map((message) => (
        <li key={message.id}>
          <Icon name="check" size={16} />
          <span>{intl.formatMessage(message)}</span>
        </li>
      ))}
    </ul>
  );
}
