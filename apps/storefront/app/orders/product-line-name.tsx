import { Link } from 'react-router';
import { useIntl } from '../i18n/shop-intl.tsx';
import { ordersMessages as messages } from './orders.messages.ts';
import styles from './orders.module.css';

/**
 * A product's name (a link to its page while it has one) and its chosen options, one line each:
 * the same in an order's lines and in the wishlist.
 */
export function ProductLineName({
  name,
  href,
  options,
}: {
  name: string;
  href: string | null;
  options: readonly { label: string; value: string }[];
}) {
  const intl = useIntl();
  return (
    <>
      {href ? (
        <Link to={href} className={styles.lineName}>
          {name}
        </Link>
      ) : (
        <span className={styles.lineName}>{name}</span>
      )}
      {options.map((option) => (
        <span key={option.label} className={styles.lineMeta}>
          {intl.formatMessage(messages.option, option)}
        </span>
      ))}
    </>
  );
}
