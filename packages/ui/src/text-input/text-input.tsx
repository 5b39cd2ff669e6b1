import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldControl } from '../field/field-context.ts';
import { fieldMessages } from '../field/field.messages.ts';
import { Icon } from '../icon/icon.tsx';
import { useText } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import styles from '../internal/control.module.css';

/** Props of {@link TextInput}. */
export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Shows a clear button while the input has a value; it acts on click and on Enter. */
  onClear?: () => void;
  /** The clear button's label: 'Clear Text' or, for a search overlay, 'Close'. @defaultValue 'clearText' */
  clearLabel?: 'clearText' | 'close';
  /** Decoration before the text (e.g. a search icon). */
  before?: ReactNode;
  /** Content after the text (e.g. the password toggle). */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single-line text input. Inside a {@link Field} it takes the field's id and ARIA wiring; alone it
 * needs its own `aria-label`.
 */
export function TextInput({
  onClear,
  clearLabel = 'clearText',
  before,
  after,
  className,
  type = 'text',
  ...props
}: TextInputProps) {
  const t = useText();
  const control = useFieldControl(props);
  const hasValue = props.value === undefined || String(props.value) !== '';
  return (
    <div className={cx(styles.wrap, className)}>
      {before ? <span className={styles.adornment}>{before}</span> : null}
      <input {...control} type={type} className={styles.input} />
      {onClear && hasValue ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t(fieldMessages[clearLabel])}
          onClick={onClear}
        >
          <Icon name="close" size={18} />
        </button>
      ) : null}
      {after}
    </div>
  );
}
