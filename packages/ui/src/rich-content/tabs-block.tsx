import type { TabItemBlock, TabsBlock } from '@vitrine/rich-content';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { cx } from '../internal/cx.ts';
import { useBlockClass } from './block-scope.tsx';
import { TabItemContent } from './layout-blocks.tsx';
import styles from './rich-content.module.css';

const ALIGNMENT = {
  left: styles.tabsLeft,
  center: styles.tabsCenter,
  right: styles.tabsRight,
} as const;

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move between tabs.
 * Every panel is in the HTML (hidden until chosen), so the server renders all the content.
 */
export function TabsView({ block }: { block: TabsBlock }) {
  const cls = useBlockClass(block);
  const baseId = useId();
  const items = block.children.filter((child): child is TabItemBlock => child.type === 'tab-item');
  const [active, setActive] = useState(Math.min(block.defaultIndex, Math.max(0, items.length - 1)));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (items.length === 0) return null;

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={cx(styles.tabs, cls(), ...block.style.cssClasses)}>
      <div
        role="tablist"
        className={cx(styles.tabList, ALIGNMENT[block.tabNavigationAlignment])}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
          >
            {block.headers[index] || item.tabName}
          </button>
        ))}
      </div>
      <div className={cx(styles.tabsContent, cls('content'), ...block.contentStyle.cssClasses)}>
        {items.map((item, index) => (
          <div
            key={item.id}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={index !== active}
            tabIndex={0}
            className={styles.tabPanel}
          >
            <TabItemContent block={item} />
          </div>
        ))}
      </div>
    </div>
  );
}
