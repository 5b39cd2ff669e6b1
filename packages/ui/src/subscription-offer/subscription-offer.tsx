import type { Money } from '@vitrine/commerce-primitives';
import { useId } from 'react';
import { useFormatMessage, useLocale, useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { formatMoney } from '@vitrine/commerce-primitives';
import { Select } from '../select/select.tsx';
import { subscriptionOfferMessages } from './subscription-offer.messages.ts';
import styles from './subscription-offer.module.css';

/** A delivery frequency, e.g. `{ value: '30', label: '30 days' }`. */
export interface SubscriptionFrequency {
  value: string;
  label: Translatable;
}

/** Props of {@link SubscriptionOffer}. */
export interface SubscriptionOfferProps {
  oneTimePrice: Money;
  subscriptionPrice: Money;
  frequencies: readonly SubscriptionFrequency[];
  /** Opted in to the subscription. */
  subscribed: boolean;
  /** The chosen frequency (defaults to the first when opting in). */
  frequency: string | null;
  onSubscribedChange: (subscribed: boolean) => void;
  onFrequencyChange: (frequency: string) => void;
  className?: string;
}

/** Whole percent saved by subscribing, 0 when there is no saving. */
export function subscriptionSaving(oneTime: Money, subscription: Money): number {
  if (oneTime.currency !== subscription.currency || oneTime.amount <= 0) return 0;
  return Math.max(0, Math.round((1 - subscription.amount / oneTime.amount) * 100));
}

/**
 * The product page's subscription offer (spec §1): a one-time purchase or a subscription at its
 * own price (opt-out / opt-in), and, when subscribed, how often to deliver.
 */
export function SubscriptionOffer({
  oneTimePrice,
  subscriptionPrice,
  frequencies,
  subscribed,
  frequency,
  onSubscribedChange,
  onFrequencyChange,
  className,
}: SubscriptionOfferProps) {
  const t = useText();
  const formatMessage = useFormatMessage();
  const locale = useLocale();
  const name = useId();
  const frequencyId = useId();
  const noteId = useId();
  const percent = subscriptionSaving(oneTimePrice, subscriptionPrice);
  return (
    <fieldset className={cx(styles.offer, className)}>
      <legend className={styles.legend}>{t(subscriptionOfferMessages.legend)}</legend>
      <label className={cx(styles.option, !subscribed && styles.selected)}>
        <input
          type="radio"
          name={name}
          className={styles.radio}
          checked={!subscribed}
          onChange={() => onSubscribedChange(false)}
        />
        <span className={styles.text}>{t(subscriptionOfferMessages.oneTime)}</span>{' '}
        <span className={styles.price}>{formatMoney(oneTimePrice, locale)}</span>
      </label>
      <div className={cx(styles.option, styles.subscription, subscribed && styles.selected)}>
        <label className={styles.row}>
          <input
            type="radio"
            name={name}
            className={styles.radio}
            checked={subscribed}
            aria-describedby={noteId}
            onChange={() => {
              onSubscribedChange(true);
              const first = frequencies[0];
              if (frequency === null && first) onFrequencyChange(first.value);
            }}
          />
          <span className={styles.text}>
            {formatMessage(subscriptionOfferMessages.subscribe, { percent })}
          </span>{' '}
          <span className={styles.price}>
            {percent > 0 ? <s className={styles.was}>{formatMoney(oneTimePrice, locale)}</s> : null}{' '}
            {formatMoney(subscriptionPrice, locale)}
          </span>
        </label>
        {subscribed ? (
          <div className={styles.details}>
            <label htmlFor={frequencyId} className={styles.frequencyLabel}>
              {t(subscriptionOfferMessages.frequency)}
            </label>
            <Select
              id={frequencyId}
              options={frequencies}
              value={frequency ?? frequencies[0]?.value ?? ''}
              onChange={(event) => onFrequencyChange(event.target.value)}
            />
          </div>
        ) : null}
        {/* Said before opting in: what a subscription asks for and how to leave it. */}
        <p className={styles.note} id={noteId}>
          {t(subscriptionOfferMessages.note)}
        </p>
      </div>
    </fieldset>
  );
}
