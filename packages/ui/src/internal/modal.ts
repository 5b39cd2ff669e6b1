import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** The phases of an animated surface: mounted while open and during its exit animation. */
export type PresenceState = 'open' | 'closing' | 'closed';

/**
 * Keeps a surface mounted for `exitMs` after it closes so its exit animation can play.
 * @returns the phase, for a `data-state` attribute.
 */
export function usePresence(isOpen: boolean, exitMs: number): PresenceState {
  const [state, setState] = useState<PresenceState>(isOpen ? 'open' : 'closed');
  useEffect(() => {
    if (isOpen) {
      setState('open');
      return undefined;
    }
    setState((current) => (current === 'closed' ? 'closed' : 'closing'));
    const timer = setTimeout(() => setState('closed'), exitMs);
    return () => clearTimeout(timer);
  }, [isOpen, exitMs]);
  return state;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The keyboard-focusable elements inside `root`, in tab order of the DOM. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * While active: moves focus into `ref` (the `initialFocus` element, else the first focusable, else
 * the container), keeps Tab and Shift+Tab inside, and on deactivation gives focus back to the
 * element that had it before.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  // A passive effect, not a layout one: React restores the focus it saw before a commit at the end
  // of the commit, which would undo a focus change made in a layout-effect cleanup.
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const target = initialFocus?.current ?? focusableIn(container)[0] ?? container;
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (
        event.shiftKey &&
        (current === first || current === container || !container.contains(current))
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous && previous.isConnected) previous.focus();
    };
  }, [active, ref, initialFocus]);
}

/** Calls `onEscape` when Escape is pressed while `active`. */
export function useEscape(active: boolean, onEscape: () => void): void {
  const callback = useRef(onEscape);
  callback.current = onEscape;
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        callback.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}

let scrollLocks = 0;
let savedOverflow = '';

/** Stops the page scrolling behind a modal; nested modals share one lock. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    if (scrollLocks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    scrollLocks += 1;
    return () => {
      scrollLocks -= 1;
      if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}

/** False during SSR and the hydration render, true after: portals wait for it. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
