import { createContext, createElement, useContext, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, HTMLAttributes, PointerEvent, ReactNode } from 'react';

/** A subtree's place in the deferral's queue. */
export interface DeferredRender {
  /** Takes the subtree out of the queue (it unmounted). */
  cancel(): void;
  /** Renders the subtree now: the shopper reached for it. */
  now(): void;
}

/**
 * How a page defers part of its hydration. The shell provides one in the browser; without it (on
 * the server, in tests, in Storybook) every {@link DeferredSubtree} renders at once.
 */
export interface HydrationDeferral {
  /** Whether the page is being hydrated now: the first render in the browser of the server's page. */
  isHydrating(): boolean;
  /** Calls `render` once the page is hydrated, in a task of its own. */
  schedule(render: () => void): DeferredRender;
}

export const HydrationDeferralContext = createContext<HydrationDeferral | null>(null);

/** Props of {@link DeferredSubtree}. */
export interface DeferredSubtreeProps extends HTMLAttributes<HTMLElement> {
  /** The element that wraps the subtree. */
  as?: 'div' | 'ul' | 'section' | 'aside';
  /** Hydrates with the page after all (the tab open at first, among panels hidden at first). */
  hydrateWithPage?: boolean;
  children?: ReactNode;
}

const EMPTY_HTML = { __html: '' };

/**
 * An element whose content hydrates after the page, in a task of its own. While the page hydrates it
 * renders with an empty `dangerouslySetInnerHTML`, which the browser runtime leaves as the server
 * wrote it; it renders its children once the deferral calls back, or at once when the pointer or
 * the focus reaches it (the focus stays on the same element of the rendered markup). Meant for large
 * subtrees hidden at first, such as a mega menu's submenus or the filters of a phone's listing.
 * Until then their links are plain links and their own handlers are not attached; the wrapper's
 * props and handlers are. The rendered markup replaces the server's, so a subtree whose images show
 * at first would redraw them: not for those.
 */
export function DeferredSubtree({
  as = 'div',
  hydrateWithPage = false,
  children,
  ...props
}: DeferredSubtreeProps) {
  const deferral = useContext(HydrationDeferralContext);
  const [deferred, setDeferred] = useState(
    () => !hydrateWithPage && deferral?.isHydrating() === true,
  );
  const wrapper = useRef<HTMLElement>(null);
  const scheduled = useRef<DeferredRender | null>(null);
  // Where the focus was inside the server's markup, to put it back in the rendered one.
  const focusPath = useRef<number[] | null>(null);
  // A layout effect, so that the pointer or the focus arriving just after hydration finds the
  // subtree in the queue.
  useLayoutEffect(() => {
    if (!deferred || deferral === null) return;
    let rendering = false;
    const render = deferral.schedule(() => {
      // Once: moving the focus to the wrapper below reaches `onFocusCapture` again.
      if (rendering) return;
      rendering = true;
      const element = wrapper.current;
      focusPath.current = element ? pathToFocus(element) : null;
      // The focused node is about to be replaced: the focus waits on the wrapper meanwhile, so it
      // never leaves the subtree (a menu closing on blur stays open).
      if (element && focusPath.current !== null) {
        element.tabIndex = -1;
        element.focus({ preventScroll: true });
      }
      setDeferred(false);
    });
    scheduled.current = render;
    return () => render.cancel();
  }, [deferred, deferral]);
  useLayoutEffect(() => {
    const path = focusPath.current;
    focusPath.current = null;
    const element = wrapper.current;
    if (deferred || path === null || element === null) return;
    const target = elementAt(element, path);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
    element.removeAttribute('tabindex');
  }, [deferred]);
  if (!deferred) return createElement(as, { ...props, ref: wrapper }, children);
  const { onPointerEnter, onPointerDownCapture, onFocusCapture } = props;
  return createElement(as, {
    ...props,
    ref: wrapper,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      scheduled.current?.now();
      onPointerEnter?.(event);
    },
    // A pointer already over the subtree when the page hydrated never enters it.
    onPointerDownCapture: (event: PointerEvent<HTMLElement>) => {
      scheduled.current?.now();
      onPointerDownCapture?.(event);
    },
    onFocusCapture: (event: FocusEvent<HTMLElement>) => {
      scheduled.current?.now();
      onFocusCapture?.(event);
    },
    dangerouslySetInnerHTML: EMPTY_HTML,
    suppressHydrationWarning: true,
  });
}

/** The child indexes from `root` down to the focused element, or null when the focus is elsewhere. */
function pathToFocus(root: HTMLElement): number[] | null {
  const path: number[] = [];
  let node = root.ownerDocument.activeElement;
  if (node === null || node === root || !root.contains(node)) return null;
  while (node !== root && node?.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    node = node.parentElement;
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}
