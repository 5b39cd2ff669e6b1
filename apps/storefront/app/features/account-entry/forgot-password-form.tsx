import { Button, Field, FormError, Icon } from '@vitrine/ui';
import { requiredEmail } from '@vitrine/validation';
import type { MessageDescriptor } from '@vitrine/validation';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { Honeypot, useFormProtection } from '../../privacy/honeypot.tsx';
import { useRuntime } from '../../shop/runtime-context.tsx';
import { accountEntryMessages as messages } from './account-entry.messages.ts';
import styles from './account-forms.module.css';
import layout from '../../forms/form-layout.module.css';
import { EmailInput } from '../../forms/email-input.tsx';
import { requestPasswordReset } from '../../account-session/account-session.ts';
import { EntryLink } from './entry-link.tsx';
import type { EntryView } from './entry-link.tsx';
import { useForm } from '../../forms/use-form.ts';

const VALIDATORS = { email: requiredEmail };

/**
 * The forgot-password form: asks the server to e-mail a reset link. The answer is the same
 * whether or not the address has an account, and so is the confirmation shown.
 */
export function ForgotPasswordForm({ onView }: { onView?: (view: EntryView) => void }) {
  const intl = useIntl();
  const { load } = useRuntime();
  const form = useForm({ email: '' }, VALIDATORS);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const protection = useFormProtection();

  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (pending || !form.validate()) return;
    setPending(true);
    try {
      const email = String(form.values.email).trim();
      const [runtime, guard] = await Promise.all([
        load(),
        protection.guard('CUSTOMER_FORGOT_PASSWORD'),
      ]);
      const result = await requestPasswordReset(runtime, email, guard);
      if (result.ok) setSentTo(email);
      else setError(result.error);
    } finally {
      setPending(false);
    }
  };

  if (sentTo) {
    return (
      <div ref={confirmation} tabIndex={-1} className={styles.confirmation} role="status">
        <Icon name="mail" size={28} />
        <h2 className={styles.confirmationTitle}>
          {intl.formatMessage(messages.forgotPasswordSentTitle)}
        </h2>
        <p>{intl.formatMessage(messages.forgotPasswordSent, { email: sentTo })}</p>
        <p>
          <EntryLink view="signIn" onView={onView}>
            {intl.formatMessage(messages.backToSignIn)}
          </EntryLink>
        </p>
      </div>
    );
  }

  return (
    <form {...form.formProps} className={layout.form} onSubmit={(e) => void submit(e)}>
      <p className={styles.intro}>{intl.formatMessage(messages.forgotPasswordIntro)}</p>
      <FormError errors={[error]} />
      <Honeypot inputRef={protection.inputRef} />
      <Field label={messages.email} error={form.errors.email ?? null}>
        <EmailInput {...form.text('email')} />
      </Field>
      <Button type="submit" priority="high" fullWidth busy={pending}>
        {intl.formatMessage(messages.forgotPasswordSubmit)}
      </Button>
      <p className={styles.formAside}>
        <EntryLink view="signIn" onView={onView}>
          {intl.formatMessage(messages.backToSignIn)}
        </EntryLink>
      </p>
    </form>
  );
}
