import type { CSSProperties } from 'react';
import { useFormatMessage, useLocale } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { Link } from '../link/link.tsx';
import { ratingSummaryMessages } from './rating-summary.messages.ts';
import styles from './rating-summary.module.css';

const ratingFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale: creating one costs more than a page's worth of formatting. */
function ratingFormat(locale: string): Intl.NumberFormat {
  let format = ratingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    ratingFormats.set(locale, format);
  }
  return format;
}

/** Props of {@link RatingSummary}. */
export interface RatingSummaryProps {
  /** Average rating from 0 to 5 (Magento's `rating_summary` percent ÷ 20). */
  rating: number;
  reviewCount: number;
  /** Link to the reviews section, e.g. '#reviews'. */
  reviewsHref?: string;
  className?: string;
}

/**
 * Stars filled to the average rating, with the rating and the review count as text, so it reads
 * the same to everyone: "Rated 4.5 out of 5, 128 reviews".
 */
export function RatingSummary({ rating, reviewCount, reviewsHref, className }: RatingSummaryProps) {
  const formatMessage = useFormatMessage();
  const locale = useLocale();
  const clamped = Math.min(5, Math.max(0, rating));
  const shown = ratingFormat(locale).format(clamped);
  const ratingText = formatMessage(ratingSummaryMessages.rating, { rating: shown });
  const countText = formatMessage(ratingSummaryMessages.reviews, { count: reviewCount });
  return (
    <div className={cx(styles.summary, className)}>
      <span
        className={styles.stars}
        role="img"
        aria-label={ratingText}
        style={{ '--fill': `${Math.round(clamped * 200) / 10}%` } as CSSProperties}
      >
        <span className={styles.empty} />
        <span className={styles.full} />
      </span>
      {reviewCount > 0 ? <span className={styles.value}>{shown}</span> : null}
      {reviewsHref && reviewCount > 0 ? (
        <Link href={reviewsHref} appearance="inline" className={styles.count}>
          {countText}
        </Link>
      ) : (
        <span className={styles.count}>{countText}</span>
      )}
    </div>
  );
}
