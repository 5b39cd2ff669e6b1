import type { CSSProperties } from 'react';
import { useText } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { pageLoadingBarMessages } from './page-loading-bar.messages.ts';
import styles from './page-loading-bar.module.css';
import { usePageLoadingProgress } from './use-page-loading-progress.ts';

/** Props of {@link PageLoadingBar}. */
export interface PageLoadingBarProps {
  /** The app's page-loading flag: true while the next route's data loads. */
  isLoading: boolean;
}

/**
 * A thin bar across the top of the viewport while a route loads (spec §4): a quarter while loading,
 * full when done, then gone after 750 ms.
 */
export function PageLoadingBar({ isLoading }: PageLoadingBarProps) {
  const progress = usePageLoadingProgress(isLoading);
  const t = useText();
  const visible = progress > 0;
  return (
    <div
      className={cx(styles.track, visible && styles.visible)}
      role="progressbar"
      aria-label={t(pageLoadingBarMessages.label)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-hidden={!visible}
    >
      <div className={styles.bar} style={{ '--progress': `${progress}%` } as CSSProperties} />
    </div>
  );
}
