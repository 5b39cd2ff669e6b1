import { Icon } from '../icon/icon.tsx';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import styles from './field.module.css';

/** Props of {@link FieldMessage}. */
export interface FieldMessageProps {
  id: string;
  /** Takes the place of the helper text when present. */
  error?: Translatable | null;
  helperText?: Translatable | null;
}

/**
 * The line under a control: an error with its icon, else the helper text, else nothing. The error
 * sits in a live region so it is announced when it appears, not only on focus.
 */
export function FieldMessage({ id, error, helperText }: FieldMessageProps) {
  const t = useText();
  return (
    <div id={id} className={styles.message} aria-live="polite">
      {error ? (
        <span className={styles.error}>
          <Icon name="error" size={16} />
          <span>{t(error)}</span>
        </span>
      ) : helperText ? (
        <span className={styles.helper}>{t(helperText)}</span>
      ) : null}
    </div>
  );
}
