import { Field, TextInput } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useIntl } from '../i18n/shop-intl.tsx';
import type { AddressFormField } from './address-fields.ts';
import { addressFieldMessages as messages } from './address.messages.ts';
import styles from './form-layout.module.css';
import type { FormState } from './use-form.ts';

const LABELS: Record<AddressFormField, MessageDescriptor> = {
  email: messages.email,
  firstname: messages.firstname,
  lastname: messages.lastname,
  company: messages.company,
  street1: messages.street,
  street2: messages.street2,
  postcode: messages.postcode,
  city: messages.city,
  telephone: messages.telephone,
};

const AUTOCOMPLETE: Record<AddressFormField, string> = {
  email: 'email',
  firstname: 'given-name',
  lastname: 'family-name',
  company: 'organization',
  street1: 'address-line1',
  street2: 'address-line2',
  postcode: 'postal-code',
  city: 'address-level2',
  telephone: 'tel',
};

interface FieldExtra {
  optional?: boolean;
  helper?: MessageDescriptor;
  inputMode?: 'numeric' | 'tel' | 'email';
  type?: string;
  maxLength?: number;
}

/**
 * The fields of a French address (country fixed to France, spec §1), the one address field group
 * of the shop: the address book and the checkout's delivery and billing steps put their own
 * buttons and checkboxes around it (decision 115). The form's state is the caller's `useForm`, so
 * each keeps when its messages show; every message is tied to its field and announced.
 */
export function AddressFieldGroup<F extends string>({
  form,
  idPrefix,
  section,
  withEmail = false,
  withCompany = false,
}: {
  form: Pick<FormState<F | AddressFormField>, 'errors' | 'text'>;
  /** Fixed ids (the checkout's two forms), else the field's own. */
  idPrefix?: string;
  /** Autofill section: the browser keeps delivery and billing addresses apart. */
  section?: 'shipping' | 'billing';
  /** A guest's delivery address asks for the e-mail (spec §5). */
  withEmail?: boolean;
  withCompany?: boolean;
}) {
  const intl = useIntl();
  const autoComplete = (name: AddressFormField) =>
    [
      section ? `section-${section}` : '',
      section && name !== 'email' ? section : '',
      AUTOCOMPLETE[name],
    ]
      .filter(Boolean)
      .join(' ');

  const field = (name: AddressFormField, extra: FieldExtra = {}) => (
    <Field
      id={idPrefix ? `${idPrefix}-${name}` : undefined}
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
        autoComplete={autoComplete(name)}
        autoCapitalize={name === 'email' ? 'off' : undefined}
        spellCheck={name === 'email' ? false : undefined}
      />
    </Field>
  );

  return (
    <>
      {withEmail
        ? field('email', { type: 'email', inputMode: 'email', helper: messages.emailHelper })
        : null}
      <div className={styles.row}>
        {field('firstname')}
        {field('lastname')}
      </div>
      {withCompany ? field('company', { optional: true }) : null}
      {field('street1')}
      {field('street2', { optional: true, helper: messages.street2Helper })}
      <div className={`${styles.row} ${styles.rowShortFirst}`}>
        {field('postcode', { inputMode: 'numeric', maxLength: 5 })}
        {field('city')}
      </div>
      <div className={styles.row}>
        {field('telephone', { type: 'tel', inputMode: 'tel', helper: messages.telephoneHelper })}
        <p className={styles.countryNote}>
          <span className={styles.countryLabel}>{intl.formatMessage(messages.country)}</span>
          <span className={styles.countryValue}>{intl.formatMessage(messages.france)}</span>
          <span className={styles.note}>{intl.formatMessage(messages.countryNote)}</span>
        </p>
      </div>
    </>
  );
}
