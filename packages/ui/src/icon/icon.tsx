import { cx } from '../internal/cx.ts';
import styles from './icon.module.css';
import { iconPaths } from './icon.paths.tsx';
import type { IconName } from './icon.paths.tsx';

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName;
  /** Edge length in px. @defaultValue 24 */
  size?: number;
  /** Fills the shape (a filled star for ratings). */
  filled?: boolean;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology —
   * the right choice whenever visible text says the same thing.
   */
  label?: string;
  className?: string;
}

/** An inline SVG icon from the set; it takes the text colour. */
export function Icon({ name, size = 24, filled = false, label, className }: IconProps) {
  return (
    <svg
      className={cx(styles.icon, filled && styles.filled, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {iconPaths[name]}
    </svg>
  );
}
