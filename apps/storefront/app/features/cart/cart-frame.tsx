import { Shimmer, VisuallyHidden } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { cartMessages } from '../../cart-ui/cart.messages.ts';
import styles from '../../cart-ui/cart.module.css';

/** Product images are portrait (spec §9 default aspect ratio 0.8), as the lines' thumbnails. */
const PRODUCT_RATIO = 0.8;

/**
 * The cart page's frame, the same in every state (issue 20): the title where the server drew it,
 * the lines' column, and the summary beside (or, on a phone, under) them. The page is at least a
 * screen tall, so the footer never shows above the fold and never moves when the lines come in.
 */
export function CartFrame({
  count,
  children,
  summary,
}: {
  count?: ReactNode;
  children: ReactNode;
  summary?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className={styles.cartLayout}>
      <div className={styles.cartMain}>
        <h1 className={styles.title}>
          {intl.formatMessage(cartMessages.title)}
          {count ? <> {count}</> : null}
        </h1>
        {children}
      </div>
      {summary}
    </div>
  );
}

/** The empty cart's message, as the server draws it when the cart was empty last time. */
export function CartEmptyState() {
  const intl = useIntl();
  return (
    <div className={styles.emptyState}>
      <p className={styles.emptyText}>{intl.formatMessage(cartMessages.empty)}</p>
      <p className={styles.hint}>{intl.formatMessage(cartMessages.emptyHint)}</p>
      <Link to="/" className={styles.primaryLink}>
        {intl.formatMessage(cartMessages.continueShopping)}
      </Link>
    </div>
  );
}

/**
 * What the server draws, and the browser until the cart is read, for a cart that had `lines`
 * lines: lines sized as real lines (and {@link CartSkeletonSummary}). They are other elements
 * than the filled-in page's, so the browser replaces them rather than moving them: nothing counts
 * as a layout shift, and the summary under the lines (phones) stays where it will be.
 */
export function CartSkeletonLines({ lines }: { lines: number }) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{intl.formatMessage(cartMessages.loading)}</VisuallyHidden>
      <ul className={styles.lines} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <li key={index} className={styles.line}>
            <Shimmer aspectRatio={PRODUCT_RATIO} radius="md" />
            <div className={styles.lineBody}>
              <Shimmer width="70%" height="1.5rem" />
              <Shimmer width="40%" />
              <div className={styles.lineActions}>
                <Shimmer width="8rem" height="var(--size-tap-target)" radius="pill" />
              </div>
            </div>
            <Shimmer width="4rem" height="1.5rem" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The summary box with its rows, until the cart is read. */
export function CartSkeletonSummary() {
  return (
    <aside className={styles.summary} aria-hidden="true">
      <Shimmer width="45%" height="1.5rem" />
      <div className={styles.totals}>
        <Shimmer height="1.5rem" />
        <Shimmer height="1.5rem" />
        <Shimmer height="2.25rem" />
      </div>
      <Shimmer height="3rem" radius="pill" />
    </aside>
  );
}
