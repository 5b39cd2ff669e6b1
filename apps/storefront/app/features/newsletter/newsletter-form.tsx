import { Button, Field, FormError, useToasts } from '@vitrine/ui';
import { composeValidators, isRequired, validateEmail } from '@vitrine/validation';
import type { MessageDescriptor } from '@vitrine/validation';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useShopExtension } from '../../lib/shop-extensions.ts';
import { Honeypot, honeypotValue } from '../../privacy/honeypot.tsx';
import { usePrivacySettings } from '../../privacy/privacy.ts';
import styles from './newsletter.module.css';
import { EmailInput } from '../../forms/email-input.tsx';
import { newsletterMessages as messages } from './newsletter.messages.ts';

const emailRule = composeValidators(isRequired, validateEmail);

/** How long the subscribed toast stays (spec §9: subscribed 5 s). */
export const SUBSCRIBED_TOAST_MS = 5000;

/**
 * The footer's newsletter form (spec §8): the e-mail is checked (required, e-mail format),
 * errors show as form errors and are cleared on a route change or the next submit, and success
 * is a toast 'The email address is subscribed.' for 5 s (or, when the store asks the subscriber
 * to confirm by e-mail first, a toast saying so). The GraphQL client and the anti-bot challenge
 * load only when the shopper submits. The subscription goes through extension
 * `newsletter-composite` when the store offers it, and the data-use text of extension `gdpr` is
 * offered only by a store that has it.
 */
export function NewsletterForm() {
  const intl = useIntl();
  const composite = useShopExtension('newsletter-composite');
  const gdpr = useShopExtension('gdpr');
  const { addToast } = useToasts();
  const { pathname } = useLocation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<MessageDescriptor | null>(null);
  const [error, setError] = useState<MessageDescriptor | string | null>(null);
  const [pending, setPending] = useState(false);
  const [legalText, setLegalText] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const privacy = usePrivacySettings();

  useEffect(() => {
    setError(null);
    setFieldError(null);
  }, [pathname]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const invalid = emailRule(email.trim()) ?? null;
    setFieldError(invalid);
    if (invalid || pending) return;
    setPending(true);
    try {
      const { subscribe } = await import('./newsletter.client.ts');
      const result = await subscribe(email.trim(), composite ? ['newsletter-composite'] : [], {
        privacy,
        honeypot: honeypotValue(honeypot),
      });
      if (result.ok) {
        setEmail('');
        addToast({
          type: 'success',
          message: result.confirm ? messages.confirmationSent : messages.subscribed,
          timeout: SUBSCRIBED_TOAST_MS,
        });
      } else setError(result.error);
    } catch (failure) {
      console.error('Newsletter subscription failed', failure);
      setError(messages.failed);
    } finally {
      setPending(false);
    }
  };

  const loadLegalText = () => {
    if (legalText !== null) return;
    void import('./newsletter.client.ts')
      .then((module) => module.loadLegalText())
      .then((text) => setLegalText(text ?? ''))
      .catch((failure: unknown) => console.error('Newsletter legal text failed to load', failure));
  };

  return (
    <div className={styles.newsletter}>
      <h2 className={styles.title}>{intl.formatMessage(messages.title)}</h2>
      <p className={styles.text}>{intl.formatMessage(messages.text)}</p>
      <form method="post" className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <FormError errors={[error]} scrollOnError={false} />
        <Honeypot inputRef={honeypot} />
        <div className={styles.row}>
          <Field label={messages.email} error={fieldError} className={styles.field}>
            <EmailInput
              name="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Button type="submit" priority="high" busy={pending} className={styles.submit}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </div>
      </form>
      <p className={styles.small}>{intl.formatMessage(messages.unsubscribe)}</p>
      {gdpr ? (
        <details className={styles.small} onToggle={loadLegalText}>
          <summary>{intl.formatMessage(messages.dataUse)}</summary>
          <p aria-live="polite">{legalText ?? '…'}</p>
        </details>
      ) : null}
    </div>
  );
}
