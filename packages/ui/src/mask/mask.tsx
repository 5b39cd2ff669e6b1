import { cx } from '../internal/cx.ts';
import styles from './mask.module.css';

/** Props of {@link Mask}. */
export interface MaskProps {
  isActive: boolean;
  /** Called when the shopper clicks the mask (closes the drawer or dialog behind it). */
  onDismiss?: () => void;
  /** Transparent mask, e.g. behind a touch-opened dropdown. */
  transparent?: boolean;
  className?: string;
}

/**
 * The veil behind drawers and modals (layer 60). It is a pointer target only: keyboard users close
 * with Escape or the close button, so the mask stays out of the tab order and the accessibility tree.
 */
export function Mask({ isActive, onDismiss, transparent = false, className }: MaskProps) {
  return (
    <div
      aria-hidden="true"
      data-testid="mask"
      data-active={isActive}
      className={cx(
        styles.mask,
        isActive && styles.active,
        transparent && styles.transparent,
        className,
      )}
      onClick={isActive ? onDismiss : undefined}
    />
  );
}
