import { useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { FieldContext } from './field-context.ts';
import type { FieldControlProps } from './field-context.ts';
import { FieldMessage } from './field-message.tsx';
import { fieldMessages } from './field.messages.ts';
import styles from './field.module.css';

/** Props of {@link Field}. */
export interface FieldProps {
  label: Translatable;
  /** Marks the field optional; otherwise it is required and shows an asterisk (spec §5). */
  optional?: boolean;
  /** Guidance shown under the control when there is no error. */
  helperText?: Translatable | null;
  /** The validation message, e.g. a descriptor from @vitrine/validation. */
  error?: Translatable | null;
  /** The control's id; generated when omitted. */
  id?: string;
  className?: string;
  /** One control: TextInput, Password, Select, QuantityStepper… */
  children: ReactNode;
}

/**
 * A labelled form field: label (with an asterisk unless optional), the control, and its helper or
 * error text. The control inside receives its id, `required`, `aria-invalid` and
 * `aria-describedby` from the field, so screen readers read the message with the control.
 */
export function Field({
  label,
  optional = false,
  helperText,
  error,
  id,
  className,
  children,
}: FieldProps) {
  const t = useText();
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const messageId = `${controlId}-message`;
  const hasMessage = Boolean(error ?? helperText);
  const control = useMemo<FieldControlProps>(
    () => ({
      id: controlId,
      required: !optional,
      ...(hasMessage ? { 'aria-describedby': messageId } : {}),
      ...(error ? { 'aria-invalid': true as const } : {}),
    }),
    [controlId, optional, hasMessage, messageId, error],
  );
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {t(label)}
        {optional ? (
          <>
            {' '}
            <span className={styles.optional}>{t(fieldMessages.optional)}</span>
          </>
        ) : (
          <span className={styles.asterisk} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <FieldContext value={control}>{children}</FieldContext>
      <FieldMessage id={messageId} error={error} helperText={helperText} />
    </div>
  );
}
