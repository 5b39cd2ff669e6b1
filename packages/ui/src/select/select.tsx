import type { Ref, SelectHTMLAttributes } from 'react';
import { useFieldControl } from '../field/field-context.ts';
import { Icon } from '../icon/icon.tsx';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import controlStyles from '../internal/control.module.css';
import styles from './select.module.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: Translatable;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Choose a region'. */
  placeholder?: Translatable;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select, styled: the platform picker stays, which is what works best on phones. */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  const t = useText();
  const control = useFieldControl(props);
  return (
    <div className={cx(controlStyles.wrap, styles.wrap, className)}>
      <select {...control} className={cx(controlStyles.input, styles.select)}>
        {placeholder !== undefined ? <option value="">{t(placeholder)}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {t(option.label)}
          </option>
        ))}
      </select>
      <span className={styles.chevron}>
        <Icon name="chevron-down" size={18} />
      </span>
    </div>
  );
}
