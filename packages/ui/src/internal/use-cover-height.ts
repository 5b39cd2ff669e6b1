import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Publishes the height of an element that covers the page (a sticky header, a fixed banner) as a
 * CSS custom property of the root element while it is mounted. The global styles turn it into
 * `scroll-padding`, so the browser scrolls a focused control clear of it: a keyboard user's focus
 * is never hidden under it (WCAG 2.4.11, reliability case X1).
 */
export function useCoverHeight(
  ref: RefObject<HTMLElement | null>,
  property: '--sticky-header-height' | '--consent-banner-height',
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => {
      root.style.setProperty(property, `${String(element.offsetHeight)}px`);
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
