import { Button, Field, FormError, Password } from '@vitrine/ui';
import { isRequired, requiredEmail } from '@vitrine/validation';
import type { MessageDescriptor } from '@vitrine/validation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { Honeypot, useFormProtection } from '../../privacy/honeypot.tsx';
import { useRuntime } from '../../shop/runtime-context.tsx';
import { accountEntryMessages as messages } from './account-entry.messages.ts';
import styles from './account-forms.module.css';
import layout from '../../forms/form-layout.module.css';
import { EmailInput } from '../../forms/email-input.tsx';
import { signIn } from '../../account-session/account-session.ts';
import type { SignedIn } from '../../account-session/account-session.ts';
import { EntryLink } from './entry-link.tsx';
import type { EntryView } from './entry-link.tsx';
import { useForm } from '../../forms/use-form.ts';

const VALIDATORS = { email: requiredEmail, password: isRequired };

export interface SignInFormProps {
  /** Called once the shopper is signed in (the guest cart merged into theirs). */
  onSignedIn: (result: SignedIn) => void;
  /** Inside the drawer: switches its view instead of following the links. */
  onView?: (view: EntryView) => void;
  initialEmail?: string;
}

/**
 * The sign-in form (spec §2 'sign-in form with a forgot-password link'). The user machine runs
 * Magento's sequence; the form shows its progress and its error.
 */
export function SignInForm({ onSignedIn, onView, initialEmail = '' }: SignInFormProps) {
  const intl = useIntl();
  const { load } = useRuntime();
  const form = useForm({ email: initialEmail, password: '' }, VALIDATORS);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | string | null>(null);
  const protection = useFormProtection();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (pending || !form.validate()) return;
    setPending(true);
    try {
      const [runtime, guard] = await Promise.all([load(), protection.guard('CUSTOMER_LOGIN')]);
      const result = await signIn(
        runtime,
        { email: String(form.values.email).trim(), password: String(form.values.password) },
        guard,
      );
      if (result.ok) {
        onSignedIn(result);
        return;
      }
      setError(result.error);
      form.set('password', '');
    } finally {
      setPending(false);
    }
  };

  return (
    <form {...form.formProps} className={layout.form} onSubmit={(e) => void submit(e)}>
      <FormError errors={[error]} />
      <Honeypot inputRef={protection.inputRef} />
      <Field label={messages.email} error={form.errors.email ?? null}>
        <EmailInput {...form.text('email')} />
      </Field>
      <Field label={messages.password} error={form.errors.password ?? null}>
        <Password
          {...form.text('password')}
          autoComplete="current-password"
          aria-label={intl.formatMessage(messages.password)}
        />
      </Field>
      <p className={styles.formAside}>
        <EntryLink view="forgotPassword" onView={onView}>
          {intl.formatMessage(messages.forgotPasswordLink)}
        </EntryLink>
      </p>
      <Button type="submit" priority="high" fullWidth busy={pending}>
        {intl.formatMessage(messages.signInSubmit)}
      </Button>
    </form>
  );
}
