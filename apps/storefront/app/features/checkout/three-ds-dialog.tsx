import { Button, Dialog, Field, TextInput } from '@vitrine/ui';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { cardMessages } from '../../payment-card/card.messages.ts';
import styles from './checkout.module.css';

/**
 * The 3-D Secure challenge (ChallengeShopper): the issuer's question in a dialog. The test issuer
 * asks for a code; the answer goes back through the payment session (`threeds.challenge`).
 * Closing the dialog cancels the payment (`threeds.cancel`), keeping the cart.
 */
export function ThreeDSDialog({
  isOpen,
  checking,
  amount,
  storeName,
  lastFour,
  onAnswer,
  onCancel,
}: {
  isOpen: boolean;
  /** The answer is being checked: the form waits, the dialog stays. */
  checking: boolean;
  amount: string;
  storeName: string;
  lastFour: string;
  onAnswer: (code: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (code.trim() === '') {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    onAnswer(code.trim());
    setCode('');
  };
  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => {
        if (!checking) onCancel();
      }}
      title={cardMessages.challengeTitle}
      initialFocusRef={inputRef}
    >
      <form method="post" className={styles.dialogForm} onSubmit={submit} noValidate>
        <p>{intl.formatMessage(cardMessages.challengeIntro, { amount, storeName, lastFour })}</p>
        <Field
          label={cardMessages.challengeCode}
          helperText={cardMessages.challengeHelper}
          error={missing ? cardMessages.challengeRequired : null}
        >
          <TextInput
            ref={inputRef}
            value={code}
            autoComplete="one-time-code"
            disabled={checking}
            onChange={(event) => {
              setCode(event.target.value);
              setMissing(false);
            }}
          />
        </Field>
        <div className={styles.dialogActions}>
          <Button type="submit" priority="high" fullWidth busy={checking} disabled={checking}>
            {intl.formatMessage(
              checking ? cardMessages.challengeChecking : cardMessages.challengeSubmit,
            )}
          </Button>
          <Button priority="low" fullWidth onClick={onCancel} disabled={checking}>
            {intl.formatMessage(cardMessages.challengeCancel)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
