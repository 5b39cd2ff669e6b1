import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './button.module.css';

/** Visual weight of a button (spec §9): one `high` action per view, `normal` beside it, `low` for the rest. */
export type ButtonPriority = 'low' | 'normal' | 'high';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @defaultValue 'normal' */
  priority?: ButtonPriority;
  /** Destructive or cancelling action (the negative variant of the priority). */
  negative?: boolean;
  /** Stretches to the width of its container, as on mobile forms. */
  fullWidth?: boolean;
  /** Shows the action is in progress; the button stays focusable but ignores clicks. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The shop's button. It defaults to `type="button"` so it never submits a form by accident; pass
 * `type="submit"` for the form's main action.
 */
export function Button({
  priority = 'normal',
  negative = false,
  fullWidth = false,
  busy = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      className={cx(
        styles.button,
        styles[priority],
        negative && styles.negative,
        fullWidth && styles.fullWidth,
        className,
      )}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {children}
    </button>
  );
}
