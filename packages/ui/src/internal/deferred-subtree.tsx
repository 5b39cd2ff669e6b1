import { createElement } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';

/** Props of {@link DeferredSubtree}. */
export interface DeferredSubtreeProps extends HTMLAttributes<HTMLElement> {
  /** The element that wraps the subtree. */
  as?: 'div' | 'ul' | 'section' | 'aside';
  /**
   * Kept for the callers written for hydration in turns (the tab open at first); it changes
   * nothing now that every subtree hydrates with the page.
   */
  hydrateWithPage?: boolean;
  children?: ReactNode;
}

/**
 * The wrapper of a large subtree hidden at first (a mega menu's submenus, a phone's filters, the
 * footer, closed tabs). It used to hydrate after the page, in a task of its own, for Preact, which
 * hydrated a page in one long task (decision 018). React 19 hydrates in slices and yields to the
 * browser between them, and with React the deferral no longer earned its keep on a throttled CPU
 * (decision 018, addendum), while it rebuilt the subtree's markup afterwards in one blocking render.
 * It is now the plain element, hydrated with the page like everything else: nothing to go wrong.
 */
export function DeferredSubtree({
  as = 'div',
  hydrateWithPage: _hydrateWithPage,
  children,
  ...props
}: DeferredSubtreeProps) {
  return createElement(as, props, children);
}
