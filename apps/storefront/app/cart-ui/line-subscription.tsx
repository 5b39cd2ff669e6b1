import type { CartItem, CartItemSubscription } from '@vitrine/cart-core';
import { Select } from '@vitrine/ui';
import { useId } from 'react';
import { useIntl } from '../i18n/shop-intl.tsx';
import { formatNextDate } from './subscription-date.ts';
import { subscriptionMessages } from './subscription.messages.ts';
import styles from './cart.module.css';

/** The choice that turns a subscribed line into a one-time purchase. */
const ONE_TIME = 'once';

/**
 * A subscribed line's frequency and next delivery (extension `subscriptions`); on the cart page
 * (`onChange` given) the frequency can be changed, or the line made a one-time purchase.
 */
export function LineSubscription({
  item,
  subscription,
  onChange,
  busy = false,
}: {
  item: CartItem;
  subscription: CartItemSubscription;
  onChange?: (item: CartItem, frequencyDays: number | null) => void;
  busy?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const next = subscription.nextDate
    ? intl.formatMessage(subscriptionMessages.nextDelivery, {
        date: formatNextDate(intl, subscription.nextDate),
      })
    : null;
  // The line's own frequency stays a choice even if the offer no longer lists it.
  const frequencies = subscription.frequencies.includes(subscription.frequencyDays)
    ? subscription.frequencies
    : [subscription.frequencyDays, ...subscription.frequencies];
  return (
    <div className={styles.lineSubscription}>
      <p className={styles.lineSubscriptionLabel}>
        {intl.formatMessage(subscriptionMessages.line, { days: subscription.frequencyDays })}
      </p>
      {next ? <p className={styles.lineOptions}>{next}</p> : null}
      {onChange ? (
        <div className={styles.lineSubscriptionChoice}>
          <label htmlFor={id} className={styles.lineOptions}>
            {intl.formatMessage(subscriptionMessages.frequency)}
          </label>
          <Select
            id={id}
            aria-label={`${intl.formatMessage(subscriptionMessages.frequency)} — ${item.name}`}
            value={String(subscription.frequencyDays)}
            disabled={busy}
            options={[
              ...frequencies.map((days) => ({
                value: String(days),
                label: intl.formatMessage(subscriptionMessages.days, { days }),
              })),
              { value: ONE_TIME, label: intl.formatMessage(subscriptionMessages.oneTime) },
            ]}
            onChange={(event) => {
              const value = event.target.value;
              onChange(item, value === ONE_TIME ? null : Number(value));
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
