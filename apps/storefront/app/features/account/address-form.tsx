import { Button, Checkbox, Field, FormError, TextInput } from '@vitrine/ui';
import { frenchAddressFieldValidators } from '@vitrine/validation';
import type { FormEvent } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { fieldMessages } from '../../forms/field.messages.ts';
import { addressMessages as messages } from './account-settings.messages.ts';
import { accountMessages } from '../../account-session/account.messages.ts';
import styles from './account.module.css';
import { saveAddress } from './addresses.data.ts';
import type { AddressValues } from './addresses.data.ts';
import { useForm } from '../../forms/use-form.ts';
import { useSave } from './use-save.ts';

const none = () => undefined;

/** French address rules (validation package), under this form's field names. */
const RULES = {
  firstname: frenchAddressFieldValidators.firstname,
  lastname: frenchAddressFieldValidators.lastname,
  company: none,
  street1: frenchAddressFieldValidators.street,
  street2: none,
  postcode: frenchAddressFieldValidators.postcode,
  city: frenchAddressFieldValidators.city,
  telephone: frenchAddressFieldValidators.telephone,
  defaultShipping: none,
  defaultBilling: none,
};

/** Adds or edits an address of the book (France only: no country to choose). */
export function AddressForm({
  initial,
  id,
  titleId,
  onDone,
}: {
  initial: AddressValues;
  /** The address being edited; null for a new one. */
  id: number | null;
  titleId: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const save = useSave();
  const form = useForm({ ...initial }, RULES);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.pending || !form.validate()) return;
    const values = form.values as unknown as AddressValues;
    if (await save.run(() => saveAddress(values, id), messages.saved)) onDone();
  };
  return (
    <form
      {...form.formProps}
      className={styles.form}
      aria-labelledby={titleId}
      onSubmit={(e) => void submit(e)}
    >
      <FormError errors={[save.error]} />
      <div className={styles.formRow}>
        <Field label={fieldMessages.firstName} error={form.errors.firstname ?? null}>
          <TextInput {...form.text('firstname')} autoComplete="given-name" />
        </Field>
        <Field label={fieldMessages.lastName} error={form.errors.lastname ?? null}>
          <TextInput {...form.text('lastname')} autoComplete="family-name" />
        </Field>
      </div>
      <Field label={messages.company} optional>
        <TextInput {...form.text('company')} autoComplete="organization" />
      </Field>
      <Field label={messages.street} error={form.errors.street1 ?? null}>
        <TextInput {...form.text('street1')} autoComplete="address-line1" />
      </Field>
      <Field label={messages.street2} optional helperText={messages.street2Help}>
        <TextInput {...form.text('street2')} autoComplete="address-line2" />
      </Field>
      <div className={styles.formRow}>
        <Field label={messages.postcode} error={form.errors.postcode ?? null}>
          <TextInput
            {...form.text('postcode')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
          />
        </Field>
        <Field label={messages.city} error={form.errors.city ?? null}>
          <TextInput {...form.text('city')} autoComplete="address-level2" />
        </Field>
      </div>
      <p className={styles.hint}>{intl.formatMessage(messages.country)}</p>
      <Field
        label={messages.telephone}
        error={form.errors.telephone ?? null}
        helperText={messages.telephoneHelp}
      >
        <TextInput {...form.text('telephone')} type="tel" autoComplete="tel-national" />
      </Field>
      <Checkbox {...form.checkbox('defaultShipping')} label={messages.useForShipping} />
      <Checkbox {...form.checkbox('defaultBilling')} label={messages.useForBilling} />
      <div className={styles.actions}>
        <Button type="submit" priority="high" busy={save.pending}>
          {intl.formatMessage(messages.saveAddress)}
        </Button>
        <Button priority="low" onClick={onDone}>
          {intl.formatMessage(accountMessages.cancel)}
        </Button>
      </div>
    </form>
  );
}
