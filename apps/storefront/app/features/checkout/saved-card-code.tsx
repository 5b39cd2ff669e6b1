import type { SavedCard } from '@vitrine/checkout-machine';
import { Field, TextInput } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import type { Ref } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { cardMessages } from '../../payment-card/card.messages.ts';
import { savedCardCodeLength } from '../../payment-card/saved-cards.ts';
import styles from './checkout.module.css';

/** The id of the saved card's security code input. */
export const SAVED_CARD_CODE_ID = 'saved-card-cvc';

/**
 * The security code of the chosen saved card, when the provider asks for it again (store config
 * `payment_saved_card_cvc`): digits only, as long as the card's scheme wants, never kept beyond
 * the attempt it is sent with.
 */
export function SavedCardCode({
  card,
  value,
  error,
  disabled,
  onChange,
  inputRef,
}: {
  card: SavedCard;
  value: string;
  error: MessageDescriptor | null;
  disabled: boolean;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const intl = useIntl();
  const length = savedCardCodeLength(card);
  return (
    <Field
      className={styles.savedCardCode}
      id={SAVED_CARD_CODE_ID}
      label={cardMessages.cvc}
      error={error}
      helperText={intl.formatMessage(cardMessages.savedCardCodeHelper, {
        length,
        lastFour: card.lastFour ?? '',
      })}
    >
      <TextInput
        ref={inputRef}
        name="saved-card-cvc"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={length}
      />
    </Field>
  );
}
