import { useId } from 'react';
import { useFormatMessage, useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { Select } from '../select/select.tsx';
import { sortControlMessages } from './sort-control.messages.ts';
import styles from './sort-control.module.css';

/** One way to sort, e.g. `{ value: 'price_ASC', label: 'Price: low to high' }`. */
export interface SortOption {
  value: string;
  label: Translatable;
}

/** Props of {@link SortControl}. */
export interface SortControlProps {
  options: readonly SortOption[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The category page's sort select, labelled 'Sort by'. */
export function SortControl({ options, value, onChange, className }: SortControlProps) {
  const t = useText();
  const id = useId();
  return (
    <div className={cx(styles.sort, className)}>
      <label htmlFor={id} className={styles.label}>
        {t(sortControlMessages.label)}
      </label>
      <Select
        id={id}
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The mobile 'Sorted by …' line under the toolbar (spec §2). */
export function SortedBy({ options, value, className }: Omit<SortControlProps, 'onChange'>) {
  const t = useText();
  const formatMessage = useFormatMessage();
  const option = options.find((candidate) => candidate.value === value);
  if (!option) return null;
  return (
    <p className={cx(styles.sortedBy, className)}>
      {formatMessage(sortControlMessages.sortedBy, { option: t(option.label) })}
    </p>
  );
}
