import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { useCoverHeight } from '../internal/use-cover-height.ts';
import { consentMessages as messages } from './consent.messages.ts';
import styles from './consent-banner.module.css';

/** Props of {@link ConsentBanner}. */
export interface ConsentBannerProps {
  title: Translatable;
  /** What the shop asks consent for, in a sentence or two (the panel has the details). */
  children: ReactNode;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onCustomise: () => void;
  className?: string;
}

/**
 * The first-visit consent banner (CNIL's 2020 guidelines): refusing is exactly as easy as
 * accepting, with "Reject all" and "Accept all" side by side, the same size and the same look,
 * and "Customise" opening the per-purpose panel. It has no close button: leaving it unanswered
 * is no consent, and nothing it covers loads meanwhile.
 *
 * A labelled, non-modal region fixed to the bottom of the window: it never moves the page (no
 * layout shift) and never traps focus; the page stays usable around it.
 */
export function ConsentBanner({
  title,
  children,
  onAcceptAll,
  onRejectAll,
  onCustomise,
  className,
}: ConsentBannerProps) {
  const t = useText();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // The page keeps a focused control clear of the banner (global styles, `scroll-padding-bottom`).
  useCoverHeight(ref, '--consent-banner-height');
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className={cx(styles.banner, className)}
      data-consent-banner=""
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {t(title)}
          </h2>
          <div className={styles.description}>{children}</div>
        </div>
        <div className={styles.actions}>
          <div className={styles.choices}>
            <button type="button" className={styles.choice} onClick={onRejectAll}>
              {t(messages.rejectAll)}
            </button>
            <button type="button" className={styles.choice} onClick={onAcceptAll}>
              {t(messages.acceptAll)}
            </button>
          </div>
          <button type="button" className={styles.customise} onClick={onCustomise}>
            {t(messages.customise)}
          </button>
        </div>
      </div>
    </section>
  );
}
