import { useState } from 'react';
import { Icon } from '../icon/icon.tsx';
import { useText } from '../i18n/format-message.tsx';
import styles from '../internal/control.module.css';
import { TextInput } from '../text-input/text-input.tsx';
import type { TextInputProps } from '../text-input/text-input.tsx';
import { passwordMessages } from './password.messages.ts';

/** Props of {@link Password}. */
export interface PasswordProps extends Omit<TextInputProps, 'type' | 'after' | 'onClear'> {
  /** `new-password` on sign-up and reset forms. @defaultValue 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password input with a show/hide toggle. The toggle is a pressed/unpressed button named
 * 'Show Password', the pattern screen readers announce best.
 */
export function Password({ autoComplete = 'current-password', ...props }: PasswordProps) {
  const [visible, setVisible] = useState(false);
  const t = useText();
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      after={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t(passwordMessages.show)}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} size={20} />
        </button>
      }
    />
  );
}
