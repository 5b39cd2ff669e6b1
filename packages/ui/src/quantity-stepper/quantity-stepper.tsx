import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../icon/icon.tsx';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { quantityStepperMessages } from './quantity-stepper.messages.ts';
import styles from './quantity-stepper.module.css';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** @defaultValue 1 */
  min?: number;
  /** @defaultValue 99 */
  max?: number;
  /** Accessible name of the number input, e.g. 'Quantity of Magnésium B6'. @defaultValue 'Quantity' */
  label?: Translatable;
  /** While the cart updates the line. */
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** Clamps a typed quantity into `[min, max]`; anything unreadable keeps `fallback`. */
export function clampQuantity(
  raw: string | number,
  min: number,
  max: number,
  fallback: number,
): number {
  const parsed = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  if (!Number.isFinite(parsed)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(parsed)));
}

/**
 * A quantity with − and + buttons (spec §2, cart item list). Typing is committed on blur or Enter,
 * clamped to the bounds, so the cart is not updated on every keystroke.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 99,
  label,
  disabled = false,
  id,
  className,
}: QuantityStepperProps) {
  const t = useText();
  const generated = useId();
  const inputId = id ?? `quantity-${generated}`;
  const [draft, setDraft] = useState(String(value));
  // The last quantity handed to onChange while `value` has not caught up yet: Enter then blur
  // must not send the same change twice (issue 20).
  const committed = useRef(value);
  useEffect(() => {
    setDraft(String(value));
    committed.current = value;
  }, [value]);

  const commit = (next: number) => {
    setDraft(String(next));
    if (next === committed.current) return;
    committed.current = next;
    onChange(next);
  };

  return (
    <div className={cx(styles.stepper, className)}>
      <button
        type="button"
        className={styles.step}
        aria-label={t(quantityStepperMessages.decrease)}
        aria-controls={inputId}
        disabled={disabled || value <= min}
        onClick={() => commit(Math.max(min, value - 1))}
      >
        <Icon name="minus" size={18} />
      </button>
      <input
        id={inputId}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        aria-label={t(label ?? quantityStepperMessages.label)}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(clampQuantity(draft, min, max, value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(clampQuantity(draft, min, max, value));
          }
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={t(quantityStepperMessages.increase)}
        aria-controls={inputId}
        disabled={disabled || value >= max}
        onClick={() => commit(Math.min(max, value + 1))}
      >
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
