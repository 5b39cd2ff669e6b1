import { Button } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { accountMessages } from '../../account-session/account.messages.ts';
import layout from '../../forms/form-layout.module.css';
import { useIntl } from '../../i18n/shop-intl.tsx';

/** The actions row of an account form: save (busy while saving) and cancel. */
export function SaveActions({
  pending,
  onCancel,
  saveLabel = accountMessages.save,
}: {
  pending: boolean;
  onCancel: () => void;
  saveLabel?: MessageDescriptor;
}) {
  const intl = useIntl();
  return (
    <div className={layout.actions}>
      <Button type="submit" priority="high" busy={pending}>
        {intl.formatMessage(saveLabel)}
      </Button>
      <Button priority="low" onClick={onCancel}>
        {intl.formatMessage(accountMessages.cancel)}
      </Button>
    </div>
  );
}
