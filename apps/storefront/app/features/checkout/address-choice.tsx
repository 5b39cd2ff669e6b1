import type { Address, SavedAddress } from '@vitrine/checkout-machine';
import { Button } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { addressLines } from '../../forms/address-fields.ts';
import layout from '../../forms/form-layout.module.css';
import { AddressForm } from './address-form.tsx';
import { ChoiceList } from './choice-list.tsx';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';

const NEW_ADDRESS = 'new';

/**
 * A signed-in customer picks one of their saved addresses or types a new one; a guest (or a
 * customer with none saved) types one. The saved address is sent by its id, as Magento 2.4.7
 * takes it (`customer_address_id`).
 */
export function AddressChoice({
  idPrefix,
  section,
  saved,
  initialId,
  initialAddress,
  initialEmail,
  withEmail,
  busy,
  submitLabel,
  onSubmit,
}: {
  idPrefix: string;
  section: 'shipping' | 'billing';
  saved: readonly SavedAddress[];
  initialId: number | null;
  initialAddress: Address | null;
  initialEmail?: string;
  withEmail: boolean;
  busy: boolean;
  submitLabel: MessageDescriptor;
  onSubmit: (address: Address, customerAddressId?: number) => void;
}) {
  const intl = useIntl();
  const preferred =
    saved.find((entry) => entry.id === initialId) ??
    (initialAddress ? undefined : (saved.find((entry) => entry.isDefaultShipping) ?? saved[0]));
  const [choice, setChoice] = useState<string>(preferred ? String(preferred.id) : NEW_ADDRESS);
  const chosen = saved.find((entry) => String(entry.id) === choice) ?? null;

  if (saved.length === 0) {
    return (
      <AddressForm
        idPrefix={idPrefix}
        section={section}
        initial={initialAddress}
        initialEmail={initialEmail ?? ''}
        withEmail={withEmail}
        busy={busy}
        submitLabel={submitLabel}
        onSubmit={(address) => onSubmit(address)}
      />
    );
  }

  const choices = (
    <ChoiceList
      legend={intl.formatMessage(checkoutMessages.savedAddresses)}
      name={`${idPrefix}-saved`}
      value={choice}
      onChange={setChoice}
      choices={[
        ...saved.map((entry) => {
          const [name = '', ...rest] = addressLines(entry.address);
          return {
            value: String(entry.id),
            title: name,
            hint: rest.join(' · '),
            aside: entry.isDefaultShipping ? (
              <span className={styles.badge}>
                {intl.formatMessage(checkoutMessages.defaultAddress)}
              </span>
            ) : null,
          };
        }),
        { value: NEW_ADDRESS, title: intl.formatMessage(checkoutMessages.newAddress) },
      ]}
    />
  );

  if (!chosen) {
    const typed = initialId === null ? initialAddress : null;
    return (
      <AddressForm
        idPrefix={idPrefix}
        section={section}
        initial={typed}
        withEmail={withEmail}
        busy={busy}
        submitLabel={submitLabel}
        onSubmit={(address) => onSubmit(address)}
        before={choices}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(chosen.address, chosen.id);
  };
  return (
    <form method="post" className={layout.form} onSubmit={submit}>
      {choices}
      <div className={layout.actions}>
        <Button type="submit" priority="high" busy={busy} disabled={busy}>
          {intl.formatMessage(busy ? checkoutMessages.saving : submitLabel)}
        </Button>
      </div>
    </form>
  );
}
