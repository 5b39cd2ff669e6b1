import { Button, Checkbox, Field, FormError, Password, TextInput } from '@vitrine/ui';
import { createAccountFieldValidators, isConsentGiven } from '@vitrine/validation';
import type { MessageDescriptor } from '@vitrine/validation';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { Honeypot, useFormProtection } from '../../privacy/honeypot.tsx';
import { useRuntime } from '../../shop/runtime-context.tsx';
import type { AccountFormsConfig } from '../../forms/forms-config.ts';
import { accountEntryMessages as messages } from './account-entry.messages.ts';
import styles from './account-forms.module.css';
import layout from '../../forms/form-layout.module.css';
import { EmailInput } from '../../forms/email-input.tsx';
import { createAccount } from '../../account-session/account-session.ts';
import { EntryLink } from './entry-link.tsx';
import type { EntryView } from './entry-link.tsx';
import { useForm } from '../../forms/use-form.ts';

/** The fields a link can prefill (spec §2: `/create-account?email=…&firstName=…&lastName=…`). */
export interface CreateAccountPrefill {
  email?: string;
  firstName?: string;
  lastName?: string;
}

export interface CreateAccountFormProps {
  config: AccountFormsConfig;
  prefill?: CreateAccountPrefill;
  /** Called once the account exists and the new customer is signed in. */
  onCreated: () => void;
  onView?: (view: EntryView) => void;
}

/**
 * The create-account form: names, e-mail, a password under the store's policy (spec §5 messages),
 * the account's data-processing consent and the newsletter opt-in, with store config's texts.
 */
export function CreateAccountForm({ config, prefill, onCreated, onView }: CreateAccountFormProps) {
  const intl = useIntl();
  const { load } = useRuntime();
  const hasConsent = config.customerConsent !== null;
  const validators = useMemo(
    () => ({
      ...createAccountFieldValidators(config.policy),
      consent: hasConsent ? isConsentGiven : () => undefined,
      subscribe: () => undefined,
    }),
    [config.policy, hasConsent],
  );
  const form = useForm(
    {
      firstname: prefill?.firstName ?? '',
      lastname: prefill?.lastName ?? '',
      email: prefill?.email ?? '',
      password: '',
      consent: false,
      subscribe: false,
    },
    validators,
  );
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | string | null>(null);
  const protection = useFormProtection();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (pending || !form.validate()) return;
    setPending(true);
    try {
      const [runtime, create, signIn] = await Promise.all([
        load(),
        protection.guard('CUSTOMER_CREATE'),
        protection.guard('CUSTOMER_LOGIN'),
      ]);
      const result = await createAccount(
        runtime,
        {
          firstname: String(form.values.firstname).trim(),
          lastname: String(form.values.lastname).trim(),
          email: String(form.values.email).trim(),
          password: String(form.values.password),
          is_subscribed: form.values.subscribe === true,
        },
        { create, signIn },
      );
      if (result.ok) onCreated();
      else setError(result.error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form {...form.formProps} className={layout.form} onSubmit={(e) => void submit(e)}>
      <FormError errors={[error]} />
      <Honeypot inputRef={protection.inputRef} />
      <div className={layout.row}>
        <Field label={messages.firstName} error={form.errors.firstname ?? null}>
          <TextInput {...form.text('firstname')} autoComplete="given-name" />
        </Field>
        <Field label={messages.lastName} error={form.errors.lastname ?? null}>
          <TextInput {...form.text('lastname')} autoComplete="family-name" />
        </Field>
      </div>
      <Field label={messages.email} error={form.errors.email ?? null}>
        <EmailInput {...form.text('email')} />
      </Field>
      <Field
        label={messages.password}
        error={form.errors.password ?? null}
        helperText={{
          ...messages.passwordHelp,
          values: {
            length: config.policy.minimumLength,
            classes: config.policy.requiredClasses,
          },
        }}
      >
        <Password
          {...form.text('password')}
          autoComplete="new-password"
          aria-label={intl.formatMessage(messages.password)}
        />
      </Field>
      {config.customerConsent ? (
        <Checkbox
          {...form.checkbox('consent')}
          required
          label={config.customerConsent.label}
          error={form.errors.consent ?? null}
          className={styles.consent}
        />
      ) : null}
      <Checkbox
        {...form.checkbox('subscribe')}
        label={config.newsletterConsent?.label ?? messages.subscribeLabel}
        className={styles.consent}
      />
      {config.customerConsent || config.newsletterConsent ? (
        <details className={styles.legal}>
          <summary>{intl.formatMessage(messages.dataUse)}</summary>
          {config.customerConsent ? <p>{config.customerConsent.legalText}</p> : null}
          {config.newsletterConsent ? <p>{config.newsletterConsent.legalText}</p> : null}
        </details>
      ) : null}
      <Button type="submit" priority="high" fullWidth busy={pending}>
        {intl.formatMessage(messages.createAccountSubmit)}
      </Button>
      <p className={styles.formAside}>
        {intl.formatMessage(messages.alreadyCustomer)}{' '}
        <EntryLink view="signIn" onView={onView}>
          {intl.formatMessage(messages.signInLink)}
        </EntryLink>
      </p>
    </form>
  );
}
