import { Checkbox, Field, TextInput } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import {
  cardBrand,
  cvcLength,
  formatCardNumber,
  formatExpiry,
  isFieldComplete,
  validateCard,
} from '../../payment-card/card-fields.ts';
import type { CardField, CardFormValues } from '../../payment-card/card-fields.ts';
import { cardMessages } from '../../payment-card/card.messages.ts';
import { savedCardMessages } from '../../payment-card/saved-card.messages.ts';
import styles from './checkout.module.css';
import layout from '../../forms/form-layout.module.css';

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '', holderName: '' };
const FIELD_ORDER: readonly CardField[] = ['number', 'expiry', 'cvc', 'holderName'];

/** The id of a card field's input. */
export const cardFieldId = (field: CardField) => `card-${field}`;

/** State of the card form: values, the messages to show now, and whether it can be sent. */
export interface CardFormState {
  readonly values: CardFormValues;
  readonly valid: boolean;
  readonly visibleError: (field: CardField) => MessageDescriptor | null;
  readonly change: (field: CardField, value: string) => void;
  readonly blur: (field: CardField) => void;
  /** Shows every message (on pay) and focuses the first field in error; true when valid. */
  readonly check: () => boolean;
  /** Puts the provider's own verdicts under the fields. */
  readonly setProviderErrors: (errors: Partial<Record<CardField, MessageDescriptor>>) => void;
}

/**
 * The card form's state. A field's message shows once the shopper leaves it or has typed it in
 * full (a whole number, MM/YY, the whole code) — live validation that does not interrupt typing.
 */
export function useCardForm(): CardFormState {
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [provider, setProvider] = useState<Partial<Record<CardField, MessageDescriptor>>>({});
  const errors = useMemo(() => validateCard(values, new Date()), [values]);

  const change = useCallback((field: CardField, raw: string) => {
    setProvider((current) => ({ ...current, [field]: undefined }));
    setValues((current) => {
      switch (field) {
        case 'number':
          return { ...current, number: formatCardNumber(raw) };
        case 'expiry':
          return { ...current, expiry: formatExpiry(raw, current.expiry) };
        case 'cvc':
          return { ...current, cvc: raw.replace(/\D/g, '').slice(0, 4) };
        case 'holderName':
          return { ...current, holderName: raw };
      }
    });
  }, []);
  const blur = useCallback((field: CardField) => {
    setTouched((current) => new Set(current).add(field));
  }, []);
  const visibleError = (field: CardField) =>
    provider[field] ??
    (showAll || touched.has(field) || isFieldComplete(field, values)
      ? (errors[field] ?? null)
      : null);
  const check = () => {
    setShowAll(true);
    const first = FIELD_ORDER.find((field) => errors[field] ?? provider[field]);
    if (first) document.getElementById(cardFieldId(first))?.focus();
    return first === undefined;
  };
  return {
    values,
    valid: Object.keys(errors).length === 0,
    visibleError,
    change,
    blur,
    check,
    setProviderErrors: (fields) => {
      setProvider(fields);
      const first = FIELD_ORDER.find((field) => fields[field]);
      if (first) document.getElementById(cardFieldId(first))?.focus();
    },
  };
}

/**
 * The card fields of our own drop-in: number (grouped as printed, brand shown), expiry MM/YY,
 * security code and the optional name. Browser autofill works through the `cc-*` tokens.
 */
export function CardForm({
  form,
  disabled,
  save,
}: {
  form: CardFormState;
  disabled: boolean;
  /**
   * The "save this card" box, for a signed-in shopper only (absent for a guest); `locked` (the
   * reason) keeps it ticked, as for a subscription's renewals.
   */
  save?: {
    checked: boolean;
    onChange: (checked: boolean) => void;
    locked?: MessageDescriptor;
  } | null;
}) {
  const intl = useIntl();
  const brand = cardBrand(form.values.number);
  const codeLength = cvcLength(form.values.number);
  const input = (field: CardField) => ({
    name: `card-${field}`,
    value: form.values[field],
    disabled,
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
    onBlur: () => form.blur(field),
  });
  return (
    <fieldset className={styles.cardForm} aria-describedby="card-secure-note">
      <legend className={styles.choicesLegend}>{intl.formatMessage(cardMessages.title)}</legend>
      <Field
        id={cardFieldId('number')}
        label={cardMessages.number}
        error={form.visibleError('number')}
        helperText={brand ? intl.formatMessage(cardMessages.brand, { brand }) : null}
      >
        <TextInput
          {...input('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          spellCheck={false}
        />
      </Field>
      <div className={layout.row}>
        <Field
          id={cardFieldId('expiry')}
          label={cardMessages.expiry}
          error={form.visibleError('expiry')}
        >
          <TextInput {...input('expiry')} inputMode="numeric" autoComplete="cc-exp" maxLength={5} />
        </Field>
        <Field
          id={cardFieldId('cvc')}
          label={cardMessages.cvc}
          error={form.visibleError('cvc')}
          helperText={intl.formatMessage(cardMessages.cvcHelper, { length: codeLength })}
        >
          <TextInput
            {...input('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={codeLength}
          />
        </Field>
      </div>
      <Field
        id={cardFieldId('holderName')}
        label={cardMessages.holderName}
        optional
        error={form.visibleError('holderName')}
      >
        <TextInput {...input('holderName')} autoComplete="cc-name" />
      </Field>
      {save ? (
        <Checkbox
          name="card-save"
          checked={save.checked}
          disabled={disabled || save.locked !== undefined}
          onChange={(event) => save.onChange(event.target.checked)}
          label={savedCardMessages.save}
          helperText={intl.formatMessage(save.locked ?? savedCardMessages.saveHint)}
        />
      ) : null}
      <p id="card-secure-note" className={styles.muted}>
        {intl.formatMessage(cardMessages.secure)}
      </p>
    </fieldset>
  );
}
