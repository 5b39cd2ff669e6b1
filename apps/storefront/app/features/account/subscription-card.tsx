import type { CustomerSubscriptionStatus } from '@vitrine/graphql-client';
import { Button, FormError, Image, Price, Select } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { imageUrlBuilder } from '../../lib/images.ts';
import { ProductLineName } from '../../orders/product-line-name.tsx';
import accountStyles from './account.module.css';
import { formatDeliveryDate } from './subscription-dates.ts';
import { subscriptionsMessages as messages } from './subscriptions.messages.ts';
import type { CustomerSubscription, SubscriptionChange } from './subscriptions.data.ts';
import styles from './subscriptions.module.css';

const thumbnail = imageUrlBuilder('image-product');

const STATUS: Readonly<Record<CustomerSubscriptionStatus, [MessageDescriptor, string]>> = {
  active: [messages.statusActive, accountStyles.badgePositive ?? ''],
  paused: [messages.statusPaused, accountStyles.badgeWarning ?? ''],
  cancelled: [messages.statusCancelled, accountStyles.badgeMuted ?? ''],
};

/** The order's page: the order history opened on that one order (decision 173). */
export const orderPath = (number: string) => `/order-history?order=${encodeURIComponent(number)}`;

/** What a card asks the page to do. */
export interface CardActions {
  readonly onSkip: () => void;
  readonly onCancel: () => void;
  readonly onChange: (change: SubscriptionChange) => void;
}

/** The frequency select and its save button, for a subscription that is not cancelled. */
function FrequencyForm({
  subscription,
  busy,
  saving,
  onChange,
}: {
  subscription: CustomerSubscription;
  busy: boolean;
  saving: boolean;
  onChange: CardActions['onChange'];
}) {
  const intl = useIntl();
  const selectId = useId();
  const [frequency, setFrequency] = useState(String(subscription.frequencyDays));
  // The answer may bring another frequency (saved here or in another tab): show it.
  useEffect(() => setFrequency(String(subscription.frequencyDays)), [subscription.frequencyDays]);
  const unchanged = Number(frequency) === subscription.frequencyDays;
  return (
    <form
      className={styles.frequency}
      onSubmit={(event) => {
        event.preventDefault();
        if (unchanged || busy) return;
        onChange({ kind: 'frequency', uid: subscription.uid, frequencyDays: Number(frequency) });
      }}
    >
      {/* A plain label: the select always holds a value, so neither required nor optional. */}
      <div className={styles.frequencyField}>
        <label htmlFor={selectId} className={styles.frequencyLabel}>
          {intl.formatMessage(messages.frequency)}
        </label>
        <Select
          id={selectId}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value)}
          options={subscription.frequencies.map((days) => ({
            value: String(days),
            label: { ...messages.every, values: { days } },
          }))}
        />
      </div>
      <Button type="submit" priority="normal" disabled={unchanged} busy={saving}>
        {intl.formatMessage(messages.saveFrequency)}
      </Button>
    </form>
  );
}

/** One subscription: the product, its rhythm and price, where it goes, its orders and its actions. */
export function SubscriptionCard({
  subscription,
  pending,
  error,
  actions,
}: {
  subscription: CustomerSubscription;
  /** The change under way on any subscription of the page (null when none). */
  pending: SubscriptionChange | null;
  error: MessageDescriptor | null;
  actions: CardActions;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [statusLabel, badge] = STATUS[subscription.status];
  const mine = pending?.uid === subscription.uid ? pending.kind : null;
  const busy = pending !== null;
  const perDelivery = {
    amount: Math.round(subscription.unitPrice.amount * subscription.quantity),
    currency: subscription.unitPrice.currency,
  };
  const nextDelivery =
    // Only a running subscription has a next delivery, whatever date the server keeps for later.
    subscription.status === 'active' && subscription.nextDate !== null
      ? formatDeliveryDate(intl, subscription.nextDate)
      : intl.formatMessage(
          subscription.status === 'paused'
            ? messages.noDeliveryPaused
            : messages.noDeliveryCancelled,
        );
  const guarded = (action: () => void) => () => {
    if (!busy) action();
  };

  return (
    <article
      className={styles.card}
      data-status={subscription.status}
      aria-labelledby={titleId}
      aria-busy={mine !== null || undefined}
    >
      <div className={styles.product}>
        <div className={styles.image}>
          {subscription.image ? (
            <Image
              src={subscription.image}
              alt=""
              buildUrl={thumbnail}
              widths={[96, 192]}
              sizes="96px"
            />
          ) : null}
        </div>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.name}>
            <ProductLineName
              name={subscription.productName}
              href={subscription.href}
              options={subscription.options}
            />
          </h2>
          <p className={styles.meta}>
            {intl.formatMessage(messages.every, { days: subscription.frequencyDays })}
            {' · '}
            {intl.formatMessage(messages.quantity, { count: subscription.quantity })}
          </p>
        </div>
        <span className={badge}>{intl.formatMessage(statusLabel)}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage(messages.nextDelivery)}</dt>
          <dd>{nextDelivery}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.pricePerDelivery)}</dt>
          <dd>
            <Price final={perDelivery} size="sm" />
            {subscription.discountPercent > 0 ? (
              <span className={styles.discount}>
                {intl.formatMessage(messages.discount, {
                  percent: intl.formatNumber(subscription.discountPercent),
                })}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.card)}</dt>
          <dd>{subscription.cardLabel ?? intl.formatMessage(messages.cardMissing)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.address)}</dt>
          <dd>{subscription.addressSummary}</dd>
        </div>
        <div className={styles.orders}>
          <dt>{intl.formatMessage(messages.orders)}</dt>
          <dd>
            <ul>
              {subscription.renewalOrderNumbers.map((number) => (
                <li key={number}>
                  <Link to={orderPath(number)}>
                    {intl.formatMessage(messages.renewalOrder, { number })}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={orderPath(subscription.firstOrderNumber)}>
                  {intl.formatMessage(messages.firstOrder, {
                    number: subscription.firstOrderNumber,
                  })}
                </Link>
              </li>
            </ul>
          </dd>
        </div>
      </dl>
      <FormError errors={[error]} />
      {subscription.status === 'cancelled' ? null : (
        <div
          className={styles.actions}
          role="group"
          aria-label={intl.formatMessage(messages.actions, { product: subscription.productName })}
        >
          <FrequencyForm
            subscription={subscription}
            busy={busy}
            saving={mine === 'frequency'}
            onChange={actions.onChange}
          />
          <div className={styles.buttons}>
            {subscription.status === 'active' ? (
              <>
                <Button priority="normal" onClick={guarded(actions.onSkip)}>
                  {intl.formatMessage(messages.skip)}
                </Button>
                <Button
                  priority="low"
                  busy={mine === 'pause'}
                  onClick={guarded(() =>
                    actions.onChange({ kind: 'pause', uid: subscription.uid }),
                  )}
                >
                  {intl.formatMessage(messages.pause)}
                </Button>
              </>
            ) : (
              <Button
                priority="normal"
                busy={mine === 'resume'}
                onClick={guarded(() => actions.onChange({ kind: 'resume', uid: subscription.uid }))}
              >
                {intl.formatMessage(messages.resume)}
              </Button>
            )}
            <Button priority="low" negative onClick={guarded(actions.onCancel)}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
