import { cx } from '../internal/cx.ts';
import styles from './badge.module.css';

/** The cart badge caps its count: above 99 it shows '99+' (spec §2, §9). */
export const BADGE_MAX = 99;

/** The text a badge shows for `count`: the number, or `max+` above `max`. */
export function formatBadgeCount(count: number, max: number = BADGE_MAX): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.trunc(count)));
}

/** Props of {@link Badge}. */
export interface BadgeProps {
  count: number;
  /** @defaultValue 99 */
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
  max = BADGE_MAX,
  showZero = false,
  tone = 'accent',
  className,
}: BadgeProps) {
  if (count <= 0 && !showZero) return null;
  return (
    <span className={cx(styles.badge, styles[tone], className)} aria-hidden="true">
      {formatBadgeCount(count, max)}
    </span>
  );
}
