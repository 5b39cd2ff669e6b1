import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

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

/**
 * Mega menu submenus (spec §4): a submenu opens on hover, focus or touch, and closes 100 ms after
 * the pointer leaves (coming back within that time keeps it open). Keyboard: ArrowDown or Space
 * opens; ArrowUp, Escape or Shift+Tab closes (see {@link megaMenuKeyEvent}).
 */
export const megaMenuMachine = setup({
  types: { context: {} as MegaMenuContext, events: {} as MegaMenuEvent },
  actions: {
    activate: assign((_, id: string) => ({ activeId: id })),
    deactivate: assign({ activeId: null }),
  },
  guards: {
    isActive: ({ context }, id: string) => context.activeId === id,
  },
  delays: { closeDelay: SUBMENU_CLOSE_DELAY_MS },
}).createMachine({
  id: 'megaMenu',
  context: { activeId: null },
  initial: 'closed',
  on: {
    'item.enter': {
      target: '.open',
      actions: { type: 'activate', params: ({ event }) => event.id },
    },
    'item.focus': {
      target: '.open',
      actions: { type: 'activate', params: ({ event }) => event.id },
    },
    'item.open': {
      target: '.open',
      actions: { type: 'activate', params: ({ event }) => event.id },
    },
    'item.touch': [
      {
        guard: { type: 'isActive', params: ({ event }) => event.id },
        target: '.closed',
      },
      { target: '.open', actions: { type: 'activate', params: ({ event }) => event.id } },
    ],
    'menu.close': '.closed',
  },
  states: {
    closed: { entry: 'deactivate' },
    open: { on: { 'item.leave': 'leaving' } },
    leaving: { after: { closeDelay: 'closed' } },
  },
});

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
