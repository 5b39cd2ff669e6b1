import type { Address } from '@vitrine/checkout-machine';
import { Button, Field, TextInput } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import type { FormEvent, ReactNode } from 'react';
import { useForm } from '../../forms/use-form.ts';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { addressFieldValidators, addressFormValues, toAddress } from './address-fields.ts';
import type { AddressFormField, AddressFormValues } from './address-fields.ts';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';

const LABELS: Record<AddressFormField, MessageDescriptor> = {
  email: checkoutMessages.email,
  firstname: checkoutMessages.firstname,
  lastname: checkoutMessages.lastname,
  street1: checkoutMessages.street,
  street2: checkoutMessages.street2,
  postcode: checkoutMessages.postcode,
  city: checkoutMessages.city,
  telephone: checkoutMessages.telephone,
};

const AUTOCOMPLETE: Record<AddressFormField, string> = {
  email: 'email',
  firstname: 'given-name',
  lastname: 'family-name',
  street1: 'address-line1',
  street2: 'address-line2',
  postcode: 'postal-code',
  city: 'address-level2',
  telephone: 'tel',
};

/**
 * A French address form (country fixed to France, spec §1): names, street, postcode, city and
 * phone, plus the e-mail for a guest's delivery address. A field is checked once the shopper
 * leaves it and again as they correct it; submitting checks them all and moves the focus to the
 * first one that needs attention. Every message is tied to its field, and announced.
 */
export function AddressForm({
  idPrefix,
  section,
  initial,
  initialEmail = '',
  withEmail,
  busy,
  submitLabel,
  onSubmit,
  before,
}: {
  idPrefix: string;
  /** Autofill section: the browser keeps delivery and billing addresses apart. */
  section: 'shipping' | 'billing';
  initial: Address | null;
  initialEmail?: string;
  withEmail: boolean;
  busy: boolean;
  submitLabel: MessageDescriptor;
  onSubmit: (address: Address) => void;
  /** Content above the fields (the saved-address choice). */
  before?: ReactNode;
}) {
  const intl = useIntl();
  const form = useForm<AddressFormField>(
    { ...addressFormValues(initial, initialEmail) },
    addressFieldValidators(withEmail),
    { checkOn: 'leave' },
  );
  const idOf = (field: AddressFormField) => `${idPrefix}-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!form.validate()) return;
    onSubmit(toAddress(form.values as unknown as AddressFormValues, withEmail));
  };

  const field = (
    name: AddressFormField,
    extra: {
      optional?: boolean;
      helper?: MessageDescriptor;
      inputMode?: 'numeric' | 'tel' | 'email';
      type?: string;
      maxLength?: number;
    } = {},
  ) => (
    <Field
      id={idOf(name)}
      label={LABELS[name]}
      optional={extra.optional ?? false}
      helperText={extra.helper ?? null}
      error={form.errors[name] ?? null}
    >
      <TextInput
        {...form.text(name)}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        maxLength={extra.maxLength}
        autoComplete={`section-${section} ${name === 'email' ? '' : `${section} `}${AUTOCOMPLETE[name]}`
          .replace(/\s+/g, ' ')
          .trim()}
        autoCapitalize={name === 'email' ? 'off' : undefined}
        spellCheck={name === 'email' ? false : undefined}
      />
    </Field>
  );

  return (
    <form {...form.formProps} className={styles.form} onSubmit={submit}>
      {before}
      {withEmail
        ? field('email', {
            type: 'email',
            inputMode: 'email',
            helper: checkoutMessages.emailHelper,
          })
        : null}
      <div className={styles.fieldRow}>
        {field('firstname')}
        {field('lastname')}
      </div>
      {field('street1')}
      {field('street2', { optional: true, helper: checkoutMessages.street2Helper })}
      <div className={`${styles.fieldRow} ${styles.fieldRowPostcode}`}>
        {field('postcode', { inputMode: 'numeric', maxLength: 5 })}
        {field('city')}
      </div>
      <div className={styles.fieldRow}>
        {field('telephone', {
          type: 'tel',
          inputMode: 'tel',
          helper: checkoutMessages.telephoneHelper,
        })}
        <p className={styles.countryNote}>
          <span className={styles.countryLabel}>
            {intl.formatMessage(checkoutMessages.country)}
          </span>
          <span className={styles.countryValue}>{intl.formatMessage(checkoutMessages.france)}</span>
          <span className={styles.muted}>{intl.formatMessage(checkoutMessages.countryNote)}</span>
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="submit" priority="high" busy={busy} disabled={busy}>
          {intl.formatMessage(busy ? checkoutMessages.saving : submitLabel)}
        </Button>
      </div>
    </form>
  );
}
