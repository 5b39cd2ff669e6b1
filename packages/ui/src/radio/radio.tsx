import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import styles from '../checkbox/checkbox.module.css';
import { FieldMessage } from '../field/field-message.tsx';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';

/** Props of {@link Radio}. */
export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: Translatable;
  /** A colour shown as a dot before the label (a colour swatch); the label still names it. */
  swatch?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** One radio button with its label. Group radios with {@link RadioGroup}. */
export function Radio({ label, swatch, id, className, ...props }: RadioProps) {
  const t = useText();
  const generated = useId();
  const inputId = id ?? `radio-${generated}`;
  return (
    <span className={cx(styles.row, styles.radio, className)}>
      <span className={styles.box}>
        <input {...props} id={inputId} type="radio" className={styles.input} />
        <span className={styles.mark} aria-hidden="true" />
      </span>
      <label htmlFor={inputId} className={styles.label}>
        {swatch ? (
          <span className={styles.swatch} style={{ backgroundColor: swatch }} aria-hidden="true" />
        ) : null}
        {t(label)}
      </label>
    </span>
  );
}

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: Translatable;
  disabled?: boolean;
  /** A colour swatch shown before the label. */
  swatch?: string | null;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  legend: Translatable;
  name: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** Shows the required asterisk. */
  required?: boolean;
  error?: Translatable | null;
  helperText?: Translatable | null;
  className?: string;
}

/**
 * A set of radio buttons in a fieldset with its legend. Arrow keys move between the choices, as
 * browsers do for radios sharing a name.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  required = false,
  error,
  helperText,
  className,
}: RadioGroupProps) {
  const t = useText();
  const generated = useId();
  const messageId = `radio-group-${generated}-message`;
  const hasMessage = Boolean(error ?? helperText);
  return (
    <fieldset
      className={cx(styles.group, className)}
      aria-describedby={hasMessage ? messageId : undefined}
    >
      <legend className={styles.legend}>
        {t(legend)}
        {required ? (
          <span className={styles.asterisk} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {options.map((option) => (
        <Radio
          key={option.value}
          name={name}
          value={option.value}
          label={option.label}
          swatch={option.swatch}
          disabled={option.disabled}
          required={required}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
        />
      ))}
      {hasMessage ? <FieldMessage id={messageId} error={error} helperText={helperText} /> : null}
    </fieldset>
  );
}
