import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import styles from './tabs.module.css';

/** One tab of {@link Tabs}. */
export interface TabItem {
  id: string;
  label: Translatable;
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  tabs: readonly TabItem[];
  /** Selected at first (uncontrolled). @defaultValue 0 */
  defaultIndex?: number;
  /** Selected tab (controlled). */
  selectedIndex?: number;
  onChange?: (index: number) => void;
  /** Where the tab list sits (Page Builder `tabNavigationAlignment`). @defaultValue 'left' */
  alignment?: 'left' | 'center' | 'right';
  /** Accessible name of the tab list. */
  label?: Translatable;
  className?: string;
}

/**
 * Tabs in the WAI-ARIA pattern: one tab stop for the list, arrow keys (and Home/End) move and
 * select, the panel follows.
 */
export function Tabs({
  tabs,
  defaultIndex = 0,
  selectedIndex,
  onChange,
  alignment = 'left',
  label,
  className,
}: TabsProps) {
  const t = useText();
  const baseId = useId();
  const [ownIndex, setOwnIndex] = useState(() =>
    Math.min(Math.max(0, defaultIndex), Math.max(0, tabs.length - 1)),
  );
  const index = selectedIndex ?? ownIndex;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (next: number) => {
    if (selectedIndex === undefined) setOwnIndex(next);
    onChange?.(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={cx(styles.tabs, className)}>
      <div
        role="tablist"
        aria-label={label ? t(label) : undefined}
        className={cx(styles.list, styles[alignment])}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, position) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[position] = element;
            }}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={position === index}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={position === index ? 0 : -1}
            className={styles.tab}
            onClick={() => select(position)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      {tabs.map((tab, position) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={position !== index}
          className={styles.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
