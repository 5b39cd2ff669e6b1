import { loadUiMachines } from '@vitrine/ui';
import { useEffect } from 'react';

/** Signs that the shopper is about to use the page. */
const INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
] as const;

/**
 * Fetches the shell's UI machines (and XState) at the shopper's first interaction with the page,
 * so that the menu, the drawer or a toast answer at once, and a connection lost later still has
 * its toast (decision 007). A page that is only looked at never loads them.
 */
export function useUiMachinesOnFirstInteraction(load: () => Promise<unknown> = loadUiMachines) {
  useEffect(() => {
    const warmUp = () => {
      stop();
      load().catch(() => undefined);
    };
    const stop = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, warmUp, true);
    };
    for (const type of INTERACTIONS)
      window.addEventListener(type, warmUp, { capture: true, passive: true });
    return stop;
  }, [load]);
}
