import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessage } from '../field/field-message.tsx';
import { Icon } from '../icon/icon.tsx';
import type { MessageDescriptor } from '@vitrine/validation';
import { isMessageDescriptor, useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import styles from './checkbox.module.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The label; rich content (a consent text with a link) is allowed. */
  label: MessageDescriptor | ReactNode;
  /** e.g. 'This field is mandatory' for an unticked consent box. */
  error?: Translatable | null;
  helperText?: Translatable | null;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and an optional helper or error line under it. */
export function Checkbox({ label, error, helperText, id, className, ...props }: CheckboxProps) {
  const t = useText();
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const messageId = `${inputId}-message`;
  const hasMessage = Boolean(error ?? helperText);
  const text = isMessageDescriptor(label) ? t(label) : label;
  return (
    <div className={cx(styles.choice, className)}>
      <span className={styles.row}>
        <span className={styles.box}>
          <input
            {...props}
            id={inputId}
            type="checkbox"
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={hasMessage ? messageId : undefined}
          />
          <span className={styles.mark} aria-hidden="true">
            <Icon name="check" size={16} />
          </span>
        </span>
        <label htmlFor={inputId} className={styles.label}>
          {text}
        </label>
      </span>
      {hasMessage ? <FieldMessage id={messageId} error={error} helperText={helperText} /> : null}
    </div>
  );
}
