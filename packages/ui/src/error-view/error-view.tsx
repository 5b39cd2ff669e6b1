import { useEffect, useRef } from 'react';
import { Button } from '../button/button.tsx';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { Link } from '../link/link.tsx';
import { errorViewMessages } from './error-view.messages.ts';
import styles from './error-view.module.css';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** @defaultValue 'Oops!' */
  header?: Translatable;
  /** @defaultValue 'Looks like something went wrong. Sorry about that.' */
  message?: Translatable;
  /** @defaultValue 'Take me home' */
  buttonText?: Translatable;
  /** Where the button goes. @defaultValue '/' */
  homeHref?: string;
  /** Heading level, so the view fits the page outline. @defaultValue 1 */
  headingLevel?: 1 | 2;
  /** Moves focus to the heading on mount, so keyboard and screen-reader users land on the error. */
  autoFocus?: boolean;
  /**
   * When the failure may pass (a slow or unavailable backend), the view offers to try again: a
   * button that calls this, before the way home.
   */
  onRetry?: () => void;
  /** @defaultValue 'Try again' */
  retryText?: Translatable;
  /** The retry is under way: the button shows it and ignores presses. */
  retrying?: boolean;
}

/** The error view (spec §2): 'Oops!', what happened, a retry when it may help, and a way home. */
export function ErrorView({
  header = errorViewMessages.header,
  message = errorViewMessages.message,
  buttonText = errorViewMessages.goHome,
  homeHref = '/',
  headingLevel = 1,
  autoFocus = false,
  onRetry,
  retryText = errorViewMessages.retry,
  retrying = false,
}: ErrorViewProps) {
  const t = useText();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);
  return (
    <section className={styles.view}>
      <Heading ref={headingRef} tabIndex={-1} className={styles.header}>
        {t(header)}
      </Heading>
      <p className={styles.message}>{t(message)}</p>
      <div className={styles.actions}>
        {onRetry ? (
          <Button priority="high" busy={retrying} onClick={onRetry}>
            {t(retryText)}
          </Button>
        ) : null}
        <Link href={homeHref} appearance="button" priority={onRetry ? 'normal' : 'high'}>
          {t(buttonText)}
        </Link>
      </div>
    </section>
  );
}
