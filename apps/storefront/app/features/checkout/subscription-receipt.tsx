import type { Cart } from '@vitrine/cart-core';
import { Link } from 'react-router';
import { formatNextDate } from '../../cart-ui/subscription-date.ts';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { subscriptionCheckoutMessages as messages } from './subscription-checkout.messages.ts';
import styles from './checkout.module.css';
import gate from './subscription-checkout.module.css';

/** The account page of the shopper's subscriptions (issue 22). */
export const SUBSCRIPTIONS_PATH = '/subscriptions';

/**
 * On the receipt of an order that started subscriptions: each is active, with its next delivery,
 * and the way to manage them. Nothing for an order without one (or a receipt kept by an earlier
 * version, whose lines have no subscription field).
 */
export function SubscriptionReceipt({ cart }: { cart: Cart | null }) {
  const intl = useIntl();
  const subscribed = (cart?.items ?? []).flatMap((item) =>
    item.subscription ? [{ name: item.name, subscription: item.subscription }] : [],
  );
  if (subscribed.length === 0) return null;
  return (
    <section className={gate.gate} aria-label={intl.formatMessage(messages.receiptLink)}>
      {subscribed.map(({ name, subscription }) => (
        <div key={name}>
          <p className={gate.gateTitle}>{intl.formatMessage(messages.receiptActive, { name })}</p>
          {subscription.nextDate ? (
            <p>
              {intl.formatMessage(messages.receiptNext, {
                date: formatNextDate(intl, subscription.nextDate),
                days: subscription.frequencyDays,
              })}
            </p>
          ) : null}
        </div>
      ))}
      <div className={gate.gateActions}>
        <Link to={SUBSCRIPTIONS_PATH} className={styles.secondaryLink}>
          {intl.formatMessage(messages.receiptLink)}
        </Link>
      </div>
    </section>
  );
}
