import { assign, setup } from 'xstate';
import type { DropdownContext, DropdownEvent } from './dropdown.model.ts';

export * from './dropdown.model.ts';

/**
 * A hover/focus/touch dropdown such as 'Need Help?' (spec §2, Checkout header): it opens on hover,
 * focus or a tap, closes when the pointer leaves or focus moves out, and uses a mask when opened by
 * touch. `trigger.toggle` is the keyboard (Enter/Space) path on the trigger button.
 */
export const dropdownMachine = setup({
  types: { context: {} as DropdownContext, events: {} as DropdownEvent },
  actions: {
    markOpened: assign({ hasOpened: true, openedByTouch: false }),
    markTouched: assign({ hasOpened: true, openedByTouch: true }),
    clearTouch: assign({ openedByTouch: false }),
  },
}).createMachine({
  id: 'dropdown',
  context: { openedByTouch: false, hasOpened: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'pointer.enter': { target: 'open', actions: 'markOpened' },
        'focus.in': { target: 'open', actions: 'markOpened' },
        'trigger.toggle': { target: 'open', actions: 'markOpened' },
        'touch.toggle': { target: 'open', actions: 'markTouched' },
      },
    },
    open: {
      exit: 'clearTouch',
      on: {
        'pointer.leave': 'closed',
        'focus.out': 'closed',
        'touch.toggle': 'closed',
        'trigger.toggle': 'closed',
        close: 'closed',
      },
    },
  },
});
