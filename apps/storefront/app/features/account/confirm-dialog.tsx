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
  cancelLabel = accountMessages.cancel,
  negative = true,
  pending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: MessageDescriptor;
  text?: MessageDescriptor;
  confirmLabel: MessageDescriptor;
  /** The button that closes without acting ('Cancel' unless that reads like the action). */
  cancelLabel?: MessageDescriptor;
  /** Whether the action destroys something (a red button); false for one that only moves. */
  negative?: boolean;
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
          <Button priority="high" negative={negative} busy={pending} onClick={onConfirm}>
            {intl.formatMessage(confirmLabel)}
          </Button>
          <Button priority="low" onClick={onClose}>
            {intl.formatMessage(cancelLabel)}
          </Button>
        </>
      }
    >
      {text ? <p>{intl.formatMessage(text, text.values)}</p> : null}
    </Dialog>
  );
}
