import { createContext, createElement, useContext, useEffect, useRef, useState } from 'react';
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
  children?: ReactNode;
}

const EMPTY_HTML = { __html: '' };

/**
 * An element whose content hydrates after the page, in a task of its own. While the page hydrates it
 * renders with an empty `dangerouslySetInnerHTML`, which the browser runtime leaves as the server
 * wrote it; it renders its children once the deferral calls back, or at once when the pointer or
 * the focus reaches it. Meant for large subtrees hidden at first, such as a mega menu's submenus.
 * Until then their links are plain links and their own handlers are not attached; the wrapper's
 * props and handlers are.
 */
export function DeferredSubtree({ as = 'div', children, ...props }: DeferredSubtreeProps) {
  const deferral = useContext(HydrationDeferralContext);
  const [deferred, setDeferred] = useState(() => deferral?.isHydrating() === true);
  const scheduled = useRef<DeferredRender | null>(null);
  useEffect(() => {
    if (!deferred || deferral === null) return;
    const render = deferral.schedule(() => setDeferred(false));
    scheduled.current = render;
    return () => render.cancel();
  }, [deferred, deferral]);
  if (!deferred) return createElement(as, props, children);
  const { onPointerEnter, onFocusCapture } = props;
  return createElement(as, {
    ...props,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      scheduled.current?.now();
      onPointerEnter?.(event);
    },
    onFocusCapture: (event: FocusEvent<HTMLElement>) => {
      scheduled.current?.now();
      onFocusCapture?.(event);
    },
    dangerouslySetInnerHTML: EMPTY_HTML,
    suppressHydrationWarning: true,
  });
}
