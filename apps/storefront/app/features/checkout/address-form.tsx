import type { Address } from '@vitrine/checkout-machine';
import { Button } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import type { FormEvent, ReactNode } from 'react';
import { AddressFieldGroup } from '../../forms/address-field-group.tsx';
import {
  addressFieldValidators,
  addressFormValues,
  toAddress,
} from '../../forms/address-fields.ts';
import type { AddressFormField, AddressFormValues } from '../../forms/address-fields.ts';
import layout from '../../forms/form-layout.module.css';
import { useForm } from '../../forms/use-form.ts';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { checkoutMessages } from './checkout.messages.ts';

/**
 * A delivery or billing address typed at checkout: the shared address fields (plus the e-mail for
 * a guest's delivery address) and the step's button. A field is checked once the shopper leaves it
 * and again as they correct it; submitting checks them all and moves the focus to the first one
 * that needs attention (spec §5).
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!form.validate()) return;
    onSubmit(toAddress(form.values as unknown as AddressFormValues, withEmail));
  };

  return (
    <form {...form.formProps} className={layout.form} onSubmit={submit}>
      {before}
      <AddressFieldGroup form={form} idPrefix={idPrefix} section={section} withEmail={withEmail} />
      <div className={layout.actions}>
        <Button type="submit" priority="high" busy={busy} disabled={busy}>
          {intl.formatMessage(busy ? checkoutMessages.saving : submitLabel)}
        </Button>
      </div>
    </form>
  );
}
