import type { FormGuard } from '@vitrine/graphql-client';
import { useRef } from 'react';
import type { RefObject } from 'react';
import { useIntl } from '../i18n/shop-intl.tsx';
import { consentMessages } from './consent.messages.ts';
import type { GuardedForm } from './form-guard.ts';
import { usePrivacySettings } from './privacy.ts';
import styles from './honeypot.module.css';

/**
 * A field people never see nor reach (off screen, out of the tab order, hidden from assistive
 * technology, never autofilled) and robots fill in: its value goes with the form in
 * `X-Vitrine-Honeypot`, and the server refuses a form where it is not empty.
 */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const intl = useIntl();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {intl.formatMessage(consentMessages.honeypotLabel)}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/** What the honeypot holds now (empty when a person filled the form). */
export function honeypotValue(inputRef: RefObject<HTMLInputElement | null>): string {
  return inputRef.current?.value ?? '';
}

/** A protected form's honeypot, and the guard of its next submission. */
export interface FormProtection {
  /** Give it to the form's {@link Honeypot}. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The honeypot's value and, when asked for and allowed, the anti-bot token of `form`. */
  guard: (form: GuardedForm) => Promise<FormGuard>;
}

/** The protection of a form whose calls are made elsewhere (the account forms' session machine). */
export function useFormProtection(): FormProtection {
  const inputRef = useRef<HTMLInputElement>(null);
  const privacy = usePrivacySettings();
  return {
    inputRef,
    // The challenge's code loads with the first submission, not with the form.
    guard: (form) =>
      import('./form-guard.ts').then((module) =>
        module.guardForm(privacy, form, honeypotValue(inputRef)),
      ),
  };
}
