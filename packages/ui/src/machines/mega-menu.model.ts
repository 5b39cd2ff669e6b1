// What the mega menu's UI needs without the machine itself: its events, selector and key map.
import type { SnapshotFrom } from 'xstate';
import type { megaMenuMachine } from './mega-menu.machine.ts';

/** Delay before a submenu closes once the pointer leaves it (spec §9). */
export const SUBMENU_CLOSE_DELAY_MS = 100;

/** Events of {@link megaMenuMachine}. */
export type MegaMenuEvent =
  | { type: 'item.enter'; id: string }
  | { type: 'item.leave' }
  | { type: 'item.focus'; id: string }
  | { type: 'item.touch'; id: string }
  | { type: 'item.open'; id: string }
  | { type: 'menu.close' };

/** Context of {@link megaMenuMachine}: the top-level item whose submenu shows. */
export interface MegaMenuContext {
  activeId: string | null;
}

/** The item whose submenu is shown, or null. */
export function selectActiveItem(snapshot: SnapshotFrom<typeof megaMenuMachine>): string | null {
  return snapshot.context.activeId;
}

/**
 * Maps a key press on a top-level item to a menu event, or null for keys the menu leaves alone.
 * @param key `KeyboardEvent.key`
 */
export function megaMenuKeyEvent(key: string, shiftKey: boolean, id: string): MegaMenuEvent | null {
  if (key === 'ArrowDown' || key === ' ') return { type: 'item.open', id };
  if (key === 'ArrowUp' || key === 'Escape' || (key === 'Tab' && shiftKey))
    return { type: 'menu.close' };
  return null;
}
