import { Button, Field, FormError, Password } from '@vitrine/ui';
import { composeValidators, isRequired, validatePassword } from '@vitrine/validation';
import type { MessageDescriptor, PasswordPolicy } from '@vitrine/validation';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useRuntime } from '../../shop/runtime-context.tsx';
import { accountEntryMessages as messages } from './account-entry.messages.ts';
import styles from './account-forms.module.css';
import layout from '../../forms/form-layout.module.css';
import { resetPassword } from '../../account-session/account-session.ts';
import { useForm } from '../../forms/use-form.ts';

export interface ResetPasswordFormProps {
  /** The account's e-mail and the single-use token, from the e-mailed link. */
  email: string;
  token: string;
  policy: PasswordPolicy;
  onDone: () => void;
}

/** The new password of the reset link (`/customer/account/createPassword?email=…&token=…`). */
export function ResetPasswordForm({ email, token, policy, onDone }: ResetPasswordFormProps) {
  const intl = useIntl();
  const { load } = useRuntime();
  const validators = useMemo(
    () => ({ newPassword: composeValidators(isRequired, validatePassword(policy)) }),
    [policy],
  );
  const form = useForm({ newPassword: '' }, validators);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (pending || !form.validate()) return;
    setPending(true);
    try {
      const result = await resetPassword(await load(), {
        email,
        resetPasswordToken: token,
        newPassword: String(form.values.newPassword),
      });
      if (result.ok) onDone();
      else setError(result.error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form {...form.formProps} className={layout.form} onSubmit={(e) => void submit(e)}>
      <p className={styles.intro}>{intl.formatMessage(messages.resetPasswordIntro, { email })}</p>
      <FormError errors={[error]} />
      {/* Lets password managers save the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <Field
        label={messages.newPassword}
        error={form.errors.newPassword ?? null}
        helperText={{
          ...messages.passwordHelp,
          values: { length: policy.minimumLength, classes: policy.requiredClasses },
        }}
      >
        <Password
          {...form.text('newPassword')}
          autoComplete="new-password"
          aria-label={intl.formatMessage(messages.newPassword)}
        />
      </Field>
      <Button type="submit" priority="high" fullWidth busy={pending}>
        {intl.formatMessage(messages.resetPasswordSubmit)}
      </Button>
    </form>
  );
}
