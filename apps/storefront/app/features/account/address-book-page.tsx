import { Button, FormError } from '@vitrine/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { Loaded } from './account-data.ts';
import { AccountLoadError, AccountPageHeader } from './account-layout.tsx';
import { addressMessages as messages } from './account-settings.messages.ts';
import { accountMessages } from '../../account-session/account.messages.ts';
import styles from './account.module.css';
import layout from '../../forms/form-layout.module.css';
import { AddressForm } from './address-form.tsx';
import { deleteAddress, EMPTY_ADDRESS } from './addresses.data.ts';
import type { SavedAddress } from './addresses.data.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useSave } from './use-save.ts';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: SavedAddress };

function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const { values } = address;
  const name = `${values.firstname} ${values.lastname}`.trim();
  const target = { name, city: values.city };
  return (
    <li className={styles.panel}>
      {values.defaultShipping || values.defaultBilling ? (
        <div className={layout.actions}>
          {values.defaultShipping ? (
            <span className={styles.badgePositive}>
              {intl.formatMessage(messages.defaultShipping)}
            </span>
          ) : null}
          {values.defaultBilling ? (
            <span className={styles.badge}>{intl.formatMessage(messages.defaultBilling)}</span>
          ) : null}
        </div>
      ) : null}
      <address className={styles.addressLines}>
        <strong>{name}</strong>
        {values.company ? <span>{values.company}</span> : null}
        <span>{values.street1}</span>
        {values.street2 ? <span>{values.street2}</span> : null}
        <span>{`${values.postcode} ${values.city}`}</span>
        <span>France</span>
        {values.telephone ? <span>{values.telephone}</span> : null}
      </address>
      <div className={layout.actions}>
        <Button
          priority="normal"
          aria-label={intl.formatMessage(messages.edit, target)}
          onClick={onEdit}
        >
          {intl.formatMessage(accountMessages.edit)}
        </Button>
        <Button
          priority="low"
          negative
          aria-label={intl.formatMessage(messages.delete, target)}
          onClick={onDelete}
        >
          {intl.formatMessage(accountMessages.delete)}
        </Button>
      </div>
    </li>
  );
}

/** `/address-book`: saved addresses, their defaults, add, edit and delete. */
export function AddressBookPage({ addresses }: { addresses: Loaded<SavedAddress[]> }) {
  const intl = useIntl();
  const titleId = useId();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const remove = useSave();
  const formTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing.kind !== 'none') formTitle.current?.focus();
  }, [editing]);

  return (
    <>
      <AccountPageHeader title={intl.formatMessage(accountMessages.addressBook)}>
        <p className={styles.lead}>{intl.formatMessage(messages.intro)}</p>
      </AccountPageHeader>
      {editing.kind === 'none' ? (
        <div className={layout.actions}>
          <Button priority="high" onClick={() => setEditing({ kind: 'new' })}>
            {intl.formatMessage(messages.add)}
          </Button>
        </div>
      ) : (
        <section className={styles.panel}>
          <h2 id={titleId} ref={formTitle} tabIndex={-1} className={styles.panelTitle}>
            {intl.formatMessage(editing.kind === 'new' ? messages.newTitle : messages.editTitle)}
          </h2>
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            initial={editing.kind === 'edit' ? editing.address.values : EMPTY_ADDRESS}
            id={editing.kind === 'edit' ? editing.address.id : null}
            titleId={titleId}
            onDone={() => setEditing({ kind: 'none' })}
          />
        </section>
      )}
      <FormError errors={[remove.error]} />
      {!addresses.ok ? (
        <AccountLoadError error={addresses.error} />
      ) : addresses.data.length === 0 ? (
        <div className={styles.empty}>
          <p>{intl.formatMessage(messages.empty)}</p>
        </div>
      ) : (
        <ul className={styles.cards}>
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditing({ kind: 'edit', address })}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={messages.confirmTitle}
        confirmLabel={messages.confirm}
        pending={remove.pending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void remove
            .run(() => deleteAddress(deleting.id), messages.deleted)
            .then(() => setDeleting(null));
        }}
      />
    </>
  );
}
