import { useId } from 'react';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { useFormatMessage, useText } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { FilterBlock } from './filter-block.tsx';
import { filterSidebarMessages } from './filter-sidebar.messages.ts';
import styles from './filter-sidebar.module.css';
import type { FilterGroup, FilterSelection } from './filter-sidebar.types.ts';

/** The number of chosen filter values. */
export function countSelected(selection: FilterSelection): number {
  return Object.values(selection).reduce((sum, values) => sum + values.length, 0);
}

/** Props of {@link CurrentFilters}. */
export interface CurrentFiltersProps {
  groups: readonly FilterGroup[];
  selected: FilterSelection;
  onToggle: (groupId: string, value: string) => void;
}

/** The chosen values as removable chips. */
export function CurrentFilters({ groups, selected, onToggle }: CurrentFiltersProps) {
  const t = useText();
  const formatMessage = useFormatMessage();
  const chips = groups.flatMap((group) =>
    group.options
      .filter((option) => selected[group.id]?.includes(option.value))
      .map((option) => ({ group, option })),
  );
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t(filterSidebarMessages.current)}>
      {chips.map(({ group, option }) => (
        <li key={`${group.id}:${option.value}`}>
          <button
            type="button"
            className={styles.chip}
            aria-label={formatMessage(filterSidebarMessages.remove, {
              label: `${t(group.label)}: ${t(option.label)}`,
            })}
            onClick={() => onToggle(group.id, option.value)}
          >
            <span>{t(option.label)}</span>
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link FilterSidebar}. */
export interface FilterSidebarProps {
  groups: readonly FilterGroup[];
  selected: FilterSelection;
  onToggle: (groupId: string, value: string) => void;
  onClearAll: () => void;
  /** Hide the 'Filters' heading, e.g. inside a SidePanel that already has the title. */
  hideTitle?: boolean;
  className?: string;
}

/**
 * The category filter sidebar (spec §2): 325 px wide beside the products on large screens; on
 * phones the storefront puts the same content in a SidePanel opened by {@link FilterOpenButton}.
 */
export function FilterSidebar({
  groups,
  selected,
  onToggle,
  onClearAll,
  hideTitle = false,
  className,
}: FilterSidebarProps) {
  const t = useText();
  const titleId = useId();
  const active = countSelected(selected);
  return (
    <aside
      className={cx(styles.sidebar, className)}
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? t(filterSidebarMessages.title) : undefined}
    >
      <div className={styles.header}>
        {hideTitle ? null : (
          <h2 id={titleId} className={styles.title}>
            {t(filterSidebarMessages.title)}
          </h2>
        )}
        {active > 0 ? (
          <Button priority="low" onClick={onClearAll} className={styles.clear}>
            {t(filterSidebarMessages.clearAll)}
          </Button>
        ) : null}
      </div>
      <CurrentFilters groups={groups} selected={selected} onToggle={onToggle} />
      {groups.map((group) => (
        <FilterBlock
          key={group.id}
          group={group}
          selected={selected[group.id] ?? []}
          onToggle={onToggle}
        />
      ))}
    </aside>
  );
}

/** Props of {@link FilterOpenButton}. */
export interface FilterOpenButtonProps {
  activeCount: number;
  onClick: () => void;
  className?: string;
}

/** The mobile 'Filter' button that opens the filters, with the number of active filters. */
export function FilterOpenButton({ activeCount, onClick, className }: FilterOpenButtonProps) {
  const t = useText();
  const formatMessage = useFormatMessage();
  return (
    // The name is read from the content, not an aria-label: it starts with the visible word, and
    // the visible count is not a stray number outside the name (WCAG 2.5.3, label in name).
    <Button priority="normal" className={className} onClick={onClick}>
      <Icon name="filter" size={18} />
      <span aria-hidden="true">{t(filterSidebarMessages.open)}</span>
      <Badge count={activeCount} tone="accent" />
      <VisuallyHidden>
        {formatMessage(filterSidebarMessages.openWithCount, { count: activeCount })}
      </VisuallyHidden>
    </Button>
  );
}
