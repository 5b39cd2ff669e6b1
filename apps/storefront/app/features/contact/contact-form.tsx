import { Button, Checkbox, Field, FormError, Icon, Select, TextInput } from '@vitrine/ui';
import {
  contactFieldValidators,
  contactFormSchema,
  coreContactFieldValidators,
  coreContactFormSchema,
  validateForm,
} from '@vitrine/validation';
import type { ContactField, FieldValidators, MessageDescriptor } from '@vitrine/validation';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useShopExtension } from '../../lib/shop-extensions.ts';
import type { ConsentText } from '../../forms/forms-config.ts';
import { describeCommerceError } from '../../forms/server-messages.ts';
import { useForm } from '../../forms/use-form.ts';
import { Honeypot, honeypotValue } from '../../privacy/honeypot.tsx';
import { usePrivacySettings } from '../../privacy/privacy.ts';
import { contactMessages as messages } from './contact.messages.ts';
import styles from './contact.module.css';
import layout from '../../forms/form-layout.module.css';
import { EmailInput } from '../../forms/email-input.tsx';
import { TextArea } from './text-area.tsx';

/** The subjects offered; the value is what the server records as `contactReason`. */
export const CONTACT_REASONS = [
  { value: 'product', label: messages.reasonProduct },
  { value: 'order', label: messages.reasonOrder },
  { value: 'return', label: messages.reasonReturn },
  { value: 'account', label: messages.reasonAccount },
  { value: 'other', label: messages.reasonOther },
] as const;

/** A stock Magento's form: the fields of `contact-extras` are neither asked nor checked. */
const CORE_VALIDATORS: FieldValidators<ContactField> = {
  ...coreContactFieldValidators,
  isConsent: () => undefined,
  contactReason: () => undefined,
  orderNumber: () => undefined,
};

const EMPTY = {
  name: '',
  email: '',
  telephone: '',
  contactReason: '',
  orderNumber: '',
  comment: '',
  isConsent: false,
};

/**
 * The contact form (spec §3 Contact form, §5 contact mutation). On a stock Magento: name, e-mail
 * and message required, phone optional (Magento's `ContactUsInput`). With extension
 * `contact-extras` also the subject (required), the order number (optional) and the consent box,
 * with the texts of extension `gdpr` when the store has them.
 */
export function ContactForm({
  consent,
  initialEmail = '',
}: {
  consent: ConsentText | null;
  initialEmail?: string;
}) {
  const intl = useIntl();
  const extras = useShopExtension('contact-extras');
  const form = useForm(
    { ...EMPTY, email: initialEmail },
    extras ? contactFieldValidators : CORE_VALIDATORS,
  );
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const privacy = usePrivacySettings();
  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (pending || !form.validate()) return;
    const checked = extras
      ? validateForm(contactFormSchema, form.values)
      : validateForm(coreContactFormSchema, form.values);
    if (!checked.success) return;
    setPending(true);
    try {
      const { submitContact } = await import('./contact.client.ts');
      const result = await submitContact(checked.output, extras ? ['contact-extras'] : [], {
        privacy,
        honeypot: honeypotValue(honeypot),
      });
      if (result.ok) {
        setSentTo(checked.output.email);
        form.reset(EMPTY);
      } else setError(describeCommerceError(result.error));
    } catch (failure) {
      console.error('Contact form failed', failure);
      setError(describeCommerceError({ code: 'network', message: String(failure) }));
    } finally {
      setPending(false);
    }
  };

  if (sentTo) {
    return (
      <div ref={confirmation} tabIndex={-1} role="status" className={styles.confirmation}>
        <Icon name="success" size={28} />
        <h2 className={styles.confirmationTitle}>{intl.formatMessage(messages.sentTitle)}</h2>
        <p>{intl.formatMessage(messages.sent, { email: sentTo })}</p>
        <Button priority="normal" onClick={() => setSentTo(null)}>
          {intl.formatMessage(messages.writeAnother)}
        </Button>
      </div>
    );
  }

  return (
    <form {...form.formProps} className={layout.form} onSubmit={(e) => void submit(e)}>
      <FormError errors={[error]} />
      <Honeypot inputRef={honeypot} />
      <div className={layout.row}>
        <Field label={messages.name} error={form.errors.name ?? null}>
          <TextInput {...form.text('name')} autoComplete="name" />
        </Field>
        <Field label={messages.email} error={form.errors.email ?? null}>
          <EmailInput {...form.text('email')} />
        </Field>
      </div>
      <div className={layout.row}>
        <Field label={messages.telephone} optional error={form.errors.telephone ?? null}>
          <TextInput {...form.text('telephone')} type="tel" autoComplete="tel" />
        </Field>
        {extras ? (
          <Field label={messages.reason} error={form.errors.contactReason ?? null}>
            <Select
              {...form.text('contactReason')}
              options={CONTACT_REASONS}
              placeholder={messages.reasonPlaceholder}
            />
          </Field>
        ) : null}
      </div>
      {extras &&
      (form.values.contactReason === 'order' || form.values.contactReason === 'return') ? (
        <Field label={messages.orderNumber} optional helperText={messages.orderNumberHelp}>
          <TextInput {...form.text('orderNumber')} inputMode="numeric" autoComplete="off" />
        </Field>
      ) : null}
      <Field label={messages.comment} error={form.errors.comment ?? null}>
        <TextArea {...form.text('comment')} rows={6} />
      </Field>
      {extras ? (
        <Checkbox
          {...form.checkbox('isConsent')}
          required
          label={consent?.label ?? messages.consentLabel}
          helperText={consent?.legalText ?? null}
          error={form.errors.isConsent ?? null}
          className={styles.consent}
        />
      ) : null}
      <div>
        <Button type="submit" priority="high" busy={pending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </form>
  );
}
