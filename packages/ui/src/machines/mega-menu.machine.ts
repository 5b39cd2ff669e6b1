import { assign, setup } from 'xstate';
import { SUBMENU_CLOSE_DELAY_MS } from './mega-menu.model.ts';
import type { MegaMenuContext, MegaMenuEvent } from './mega-menu.model.ts';

export * from './mega-menu.model.ts';

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
