import { useEffect, useRef } from 'react';
import { Icon } from '../icon/icon.tsx';
import { isMessageDescriptor, useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { formErrorMessages } from './form-error.messages.ts';
import styles from './form-error.module.css';

/** One error as forms collect them: text, a descriptor, an Error, or nothing. */
export type FormErrorItem = Translatable | Error | null | undefined;

/** Props of {@link FormError}. */
export interface FormErrorProps {
  /** Errors of the last submit; the first present one is shown. */
  errors: readonly FormErrorItem[];
  /**
   * Show the server's own message. When false (messages that may leak internals), the generic
   * 'An error has occurred. Please check the input and try again.' shows instead. @defaultValue true
   */
  allowErrorMessages?: boolean;
  /** Scroll the error into view when it appears. @defaultValue true */
  scrollOnError?: boolean;
  className?: string;
}

/** The first error present in `errors`, or null. */
export function firstFormError(errors: readonly FormErrorItem[]): Translatable | null {
  for (const error of errors) {
    if (!error) continue;
    if (error instanceof Error) return error.message || null;
    if (typeof error === 'string' || isMessageDescriptor(error)) return error;
  }
  return null;
}

/**
 * A form-level error (spec §5, form error display): the first message, or the generic text when
 * messages are not allowed; announced as an alert and scrolled into view by default.
 */
export function FormError({
  errors,
  allowErrorMessages = true,
  scrollOnError = true,
  className,
}: FormErrorProps) {
  const t = useText();
  const ref = useRef<HTMLDivElement>(null);
  const first = firstFormError(errors);
  const text = first === null ? null : t(allowErrorMessages ? first : formErrorMessages.generic);
  useEffect(() => {
    if (text && scrollOnError) {
      ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    }
  }, [text, scrollOnError]);
  return (
    <div ref={ref} role="alert" className={cx(text ? styles.error : styles.empty, className)}>
      {text ? (
        <>
          <Icon name="error" size={20} />
          <span>{text}</span>
        </>
      ) : null}
    </div>
  );
}
