import { Button, Dialog } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { accountMessages } from '../../account-session/account.messages.ts';

/** A destructive action asked twice: the dialog with its confirm and cancel buttons. */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: MessageDescriptor;
  text?: MessageDescriptor;
  confirmLabel: MessageDescriptor;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button priority="high" negative busy={pending} onClick={onConfirm}>
            {intl.formatMessage(confirmLabel)}
          </Button>
          <Button priority="low" onClick={onClose}>
            {intl.formatMessage(accountMessages.cancel)}
          </Button>
        </>
      }
    >
      {text ? <p>{intl.formatMessage(text)}</p> : null}
    </Dialog>
  );
}
