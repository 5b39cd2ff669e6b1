import { FieldMessage } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './checkout.module.css';

/** One choice of a {@link ChoiceList}. */
export interface Choice {
  readonly value: string;
  readonly title: string;
  readonly hint?: ReactNode;
  /** Shown at the end of the row: a price, a badge. */
  readonly aside?: ReactNode;
  readonly disabled?: boolean;
}

/**
 * Radio buttons drawn as cards — a delivery method with its price, a payment method with its
 * explanation, a saved address. Native radios in a fieldset with a legend: arrow keys, labels
 * and the group's name work as browsers and screen readers expect.
 */
export function ChoiceList({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (value: string) => void;
  error?: MessageDescriptor | null;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <fieldset className={styles.choices} aria-describedby={error ? messageId : undefined}>
      <legend className={styles.choicesLegend}>{legend}</legend>
      {choices.map((choice) => {
        const inputId = `${id}-${choice.value}`;
        return (
          <label key={choice.value} htmlFor={inputId} className={styles.choice}>
            <input
              id={inputId}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{choice.title}</span>
              {choice.hint ? <span className={styles.choiceHint}>{choice.hint}</span> : null}
            </span>
            {choice.aside ? <span className={styles.choicePrice}>{choice.aside}</span> : null}
          </label>
        );
      })}
      {error ? <FieldMessage id={messageId} error={error} /> : null}
    </fieldset>
  );
}
