import { Checkbox, FormError } from '@vitrine/ui';
import type { FormEvent } from 'react';
import { AddressFieldGroup } from '../../forms/address-field-group.tsx';
import { addressFieldValidators } from '../../forms/address-fields.ts';
import layout from '../../forms/form-layout.module.css';
import { useForm } from '../../forms/use-form.ts';
import { addressMessages as messages } from './account-settings.messages.ts';
import styles from './account.module.css';
import { saveAddress } from './addresses.data.ts';
import type { AddressValues } from './addresses.data.ts';
import { useSave } from './use-save.ts';
import { SaveActions } from './save-actions.tsx';

const none = () => undefined;

/** The shared address rules (no e-mail in the book), and the two default-address checkboxes. */
const RULES = { ...addressFieldValidators(false), defaultShipping: none, defaultBilling: none };

/**
 * Adds or edits an address of the book: the shared address fields, the default-address
 * checkboxes and the save button.
 */
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
  const save = useSave();
  // The shared fields hold an e-mail too; the book asks for none, so it stays empty.
  const form = useForm({ ...initial, email: '' }, RULES);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.pending || !form.validate()) return;
    const values = form.values as unknown as AddressValues;
    if (await save.run(() => saveAddress(values, id), messages.saved)) onDone();
  };
  return (
    <form
      {...form.formProps}
      className={`${layout.form} ${styles.form}`}
      aria-labelledby={titleId}
      onSubmit={(e) => void submit(e)}
    >
      <FormError errors={[save.error]} />
      <AddressFieldGroup form={form} withCompany />
      <Checkbox {...form.checkbox('defaultShipping')} label={messages.useForShipping} />
      <Checkbox {...form.checkbox('defaultBilling')} label={messages.useForBilling} />
      <SaveActions pending={save.pending} onCancel={onDone} saveLabel={messages.saveAddress} />
    </form>
  );
}
