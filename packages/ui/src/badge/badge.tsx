import { CART_BADGE_LIMIT, badgeText } from '@vitrine/cart-core';
import { cx } from '../internal/cx.ts';
import styles from './badge.module.css';

/** Props of {@link Badge}. */
export interface BadgeProps {
  count: number;
  /** @defaultValue 99 (`CART_BADGE_LIMIT`) */
  max?: number;
  /** Show the badge at 0 (hidden by default, as an empty cart shows no badge). */
  showZero?: boolean;
  /** `accent` for the cart count on the header; `neutral` for filter counts. @defaultValue 'accent' */
  tone?: 'accent' | 'neutral';
  className?: string;
}

/**
 * A small count bubble. It is hidden from screen readers: the control it decorates carries the
 * count in its accessible name (e.g. "Cart, 3 items"), which reads better than a stray number.
 */
export function Badge({
  count,
  max = CART_BADGE_LIMIT,
  showZero = false,
  tone = 'accent',
  className,
}: BadgeProps) {
  const text = badgeText(count, max) ?? (showZero ? '0' : null);
  if (text === null) return null;
  return (
    <span className={cx(styles.badge, styles[tone], className)} aria-hidden="true">
      {text}
    </span>
  );
}
