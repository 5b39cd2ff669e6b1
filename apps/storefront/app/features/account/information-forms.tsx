import { Button, Field, FormError, Password, TextInput } from '@vitrine/ui';
import {
  composeValidators,
  isRequired,
  requiredEmail,
  validatePassword,
} from '@vitrine/validation';
import type { PasswordPolicy, Validator } from '@vitrine/validation';
import { useMemo } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useRuntime } from '../../shop/runtime-context.tsx';
import { fieldMessages } from '../../forms/field.messages.ts';
import { asCurrentPasswordError } from '../../forms/server-messages.ts';
import { informationMessages } from '../../account-session/account.messages.ts';
import styles from './account.module.css';
import layout from '../../forms/form-layout.module.css';
import { EmailInput } from '../../forms/email-input.tsx';
import { saveEmail, saveName, savePassword } from './information.data.ts';
import type { AccountInformation } from './information.data.ts';
import { useForm } from '../../forms/use-form.ts';
import { useSave } from './use-save.ts';
import { SaveActions } from './save-actions.tsx';

const NAME_RULES = { firstname: isRequired, lastname: isRequired };
const EMAIL_RULES = { email: requiredEmail, password: isRequired };

/** The header greets the customer by first name: refresh it once a change is saved. */
function useRefreshUser() {
  const { runtime } = useRuntime();
  return () => runtime?.user.send({ type: 'details.request' });
}

/** First and last name. */
export function NameForm({
  information,
  onDone,
}: {
  information: AccountInformation;
  onDone: () => void;
}) {
  const refreshUser = useRefreshUser();
  const save = useSave();
  const form = useForm(
    { firstname: information.firstname, lastname: information.lastname },
    NAME_RULES,
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.pending || !form.validate()) return;
    const firstname = String(form.values.firstname).trim();
    const lastname = String(form.values.lastname).trim();
    if (await save.run(() => saveName(firstname, lastname))) {
      refreshUser();
      onDone();
    }
  };
  return (
    <form
      {...form.formProps}
      className={`${layout.form} ${styles.form}`}
      onSubmit={(e) => void submit(e)}
    >
      <FormError errors={[save.error]} />
      <div className={layout.row}>
        <Field label={fieldMessages.firstName} error={form.errors.firstname ?? null}>
          <TextInput {...form.text('firstname')} autoComplete="given-name" />
        </Field>
        <Field label={fieldMessages.lastName} error={form.errors.lastname ?? null}>
          <TextInput {...form.text('lastname')} autoComplete="family-name" />
        </Field>
      </div>
      <SaveActions pending={save.pending} onCancel={onDone} />
    </form>
  );
}

/** A new e-mail address, confirmed with the current password. */
export function EmailForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const refreshUser = useRefreshUser();
  const save = useSave();
  const form = useForm({ email: '', password: '' }, EMAIL_RULES);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.pending || !form.validate()) return;
    const saved = await save.run(() =>
      saveEmail(String(form.values.email).trim(), String(form.values.password)),
    );
    if (saved) {
      refreshUser();
      onDone();
    } else {
      form.set('password', '');
    }
  };
  return (
    <form
      {...form.formProps}
      className={`${layout.form} ${styles.form}`}
      onSubmit={(e) => void submit(e)}
    >
      <FormError errors={[asCurrentPasswordError(save.error)]} />
      <Field label={informationMessages.newEmail} error={form.errors.email ?? null}>
        <EmailInput {...form.text('email')} />
      </Field>
      <Field label={informationMessages.currentPassword} error={form.errors.password ?? null}>
        <Password
          {...form.text('password')}
          autoComplete="current-password"
          aria-label={intl.formatMessage(informationMessages.currentPassword)}
        />
      </Field>
      <SaveActions pending={save.pending} onCancel={onDone} />
    </form>
  );
}

/** The new password must not be the current one (spec §5, '… must be different'). */
const differsFromCurrent: Validator = (value, values) =>
  value !== '' && value === values?.currentPassword ? informationMessages.sameAsCurrent : undefined;

/** A new password under the store's policy, confirmed with the current one. */
export function PasswordForm({ policy, email }: { policy: PasswordPolicy; email: string }) {
  const intl = useIntl();
  const save = useSave();
  const rules = useMemo(
    () => ({
      currentPassword: isRequired,
      newPassword: composeValidators(isRequired, validatePassword(policy), differsFromCurrent),
    }),
    [policy],
  );
  const form = useForm({ currentPassword: '', newPassword: '' }, rules);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.pending || !form.validate()) return;
    const saved = await save.run(
      () => savePassword(String(form.values.currentPassword), String(form.values.newPassword)),
      informationMessages.passwordChanged,
    );
    if (saved) form.reset({ currentPassword: '', newPassword: '' });
    else form.set('currentPassword', '');
  };
  return (
    <form
      {...form.formProps}
      className={`${layout.form} ${styles.form}`}
      onSubmit={(e) => void submit(e)}
    >
      <FormError errors={[asCurrentPasswordError(save.error)]} />
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <Field
        label={informationMessages.currentPassword}
        error={form.errors.currentPassword ?? null}
      >
        <Password
          {...form.text('currentPassword')}
          autoComplete="current-password"
          aria-label={intl.formatMessage(informationMessages.currentPassword)}
        />
      </Field>
      <Field
        label={fieldMessages.newPassword}
        error={form.errors.newPassword ?? null}
        helperText={{
          ...fieldMessages.passwordHelp,
          values: { length: policy.minimumLength, classes: policy.requiredClasses },
        }}
      >
        <Password
          {...form.text('newPassword')}
          autoComplete="new-password"
          aria-label={intl.formatMessage(fieldMessages.newPassword)}
        />
      </Field>
      <div className={layout.actions}>
        <Button type="submit" priority="high" busy={save.pending}>
          {intl.formatMessage(informationMessages.changePassword)}
        </Button>
      </div>
    </form>
  );
}
