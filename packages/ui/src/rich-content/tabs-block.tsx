import type { TabItemBlock, TabsBlock } from '@vitrine/rich-content';
import { cx } from '../internal/cx.ts';
import { DeferredSubtree } from '../internal/deferred-subtree.tsx';
import { Tabs } from '../tabs/tabs.tsx';
import { useBlockClass } from './block-scope.tsx';
import { TabItemContent } from './layout-blocks.tsx';
import styles from './rich-content.module.css';

/**
 * Tabs over the design system's Tabs (WAI-ARIA tabs, arrow keys, Home and End). Every panel is in
 * the HTML, hidden until chosen, so the server renders all the content. The author's content-panel
 * settings (border, min-height) wrap each panel's content.
 */
export function TabsView({ block }: { block: TabsBlock }) {
  const cls = useBlockClass(block);
  const items = block.children.filter((child): child is TabItemBlock => child.type === 'tab-item');
  if (items.length === 0) return null;
  return (
    <div className={cx(styles.tabsBlock, cls(), ...block.style.cssClasses)}>
      <Tabs
        defaultIndex={block.defaultIndex}
        alignment={block.tabNavigationAlignment}
        tabs={items.map((item, index) => ({
          id: item.id,
          label: block.headers[index] || item.tabName,
          // The panels hidden at first hydrate after the page (storefront decision 018).
          content: (
            <DeferredSubtree
              className={cx(styles.tabsContent, cls('content'), ...block.contentStyle.cssClasses)}
              hydrateWithPage={index === block.defaultIndex}
            >
              <TabItemContent block={item} />
            </DeferredSubtree>
          ),
        }))}
      />
    </div>
  );
}
