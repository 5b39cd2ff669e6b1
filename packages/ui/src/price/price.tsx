import type { Money } from '@vitrine/commerce-primitives';
import { useLocale, useText } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { formatMoney } from '@vitrine/commerce-primitives';
import { priceMessages } from './price.messages.ts';
import styles from './price.module.css';

/** Props of {@link Price}. */
export interface PriceProps {
  /** The price the shopper pays. */
  final: Money;
  /** The price before a discount; shown struck through when higher than `final`. */
  regular?: Money;
  /** @defaultValue 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Overrides the locale of the nearest provider. */
  locale?: string;
  className?: string;
}

/**
 * A price formatted with `Intl.NumberFormat` from minor units. With a higher `regular` price it
 * shows the discount: the regular price struck through, the final price highlighted, each labelled
 * for screen readers (a strike-through alone is not announced).
 */
export function Price({ final, regular, size = 'md', locale, className }: PriceProps) {
  const contextLocale = useLocale();
  const t = useText();
  const lang = locale ?? contextLocale;
  const discounted =
    regular !== undefined && regular.currency === final.currency && regular.amount > final.amount;
  if (!discounted) {
    return (
      <span className={cx(styles.price, styles[size], className)}>{formatMoney(final, lang)}</span>
    );
  }
  return (
    <span className={cx(styles.price, styles[size], className)}>
      <span className={styles.final}>
        <VisuallyHidden>{t(priceMessages.final)} </VisuallyHidden>
        {formatMoney(final, lang)}
      </span>{' '}
      <s className={styles.regular}>
        <VisuallyHidden>{t(priceMessages.regular)} </VisuallyHidden>
        {formatMoney(regular, lang)}
      </s>
    </span>
  );
}
