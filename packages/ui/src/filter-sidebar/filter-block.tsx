import { useId, useState } from 'react';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { Icon } from '../icon/icon.tsx';
import { useText } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { DeferredSubtree } from '../internal/deferred-subtree.tsx';
import { filterSidebarMessages } from './filter-sidebar.messages.ts';
import styles from './filter-sidebar.module.css';
import type { FilterGroup } from './filter-sidebar.types.ts';

/** Options listed before 'Show more'. */
export const FILTER_OPTIONS_SHOWN = 5;

/** Props of {@link FilterBlock}. */
export interface FilterBlockProps {
  group: FilterGroup;
  selected: readonly string[];
  onToggle: (groupId: string, value: string) => void;
  /** @defaultValue true */
  initiallyExpanded?: boolean;
}

/**
 * One attribute of the filter sidebar: a collapsible heading and its values as checkboxes with
 * product counts; beyond five values, 'Show more' reveals the rest (chosen values always show).
 */
export function FilterBlock({
  group,
  selected,
  onToggle,
  initiallyExpanded = true,
}: FilterBlockProps) {
  const t = useText();
  const listId = useId();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const [showAll, setShowAll] = useState(false);
  const visible = showAll
    ? group.options
    : group.options.filter(
        (option, index) => index < FILTER_OPTIONS_SHOWN || selected.includes(option.value),
      );
  const hidden = group.options.length - visible.length;
  return (
    <section className={styles.block}>
      <h3 className={styles.blockHeading}>
        <button
          type="button"
          className={styles.blockTrigger}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          <span>{t(group.label)}</span>
          <Icon
            name="chevron-down"
            size={18}
            className={cx(styles.chevron, expanded && styles.chevronOpen)}
          />
        </button>
      </h3>
      <div id={listId} hidden={!expanded}>
        {/* Its checkboxes hydrate after the page, a block per task (decision 018 of the storefront). */}
        <DeferredSubtree as="ul" className={styles.options}>
          {visible.map((option) => (
            <li key={option.value}>
              <Checkbox
                name={`${group.id}[]`}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={() => onToggle(group.id, option.value)}
                label={
                  <>
                    {t(option.label)}
                    {option.count !== undefined ? (
                      <>
                        {' '}
                        <span className={styles.count}>({option.count})</span>
                      </>
                    ) : null}
                  </>
                }
              />
            </li>
          ))}
        </DeferredSubtree>
        {hidden > 0 || showAll ? (
          <button
            type="button"
            className={styles.more}
            onClick={() => setShowAll((value) => !value)}
          >
            {t(showAll ? filterSidebarMessages.showLess : filterSidebarMessages.showMore)}
          </button>
        ) : null}
      </div>
    </section>
  );
}
