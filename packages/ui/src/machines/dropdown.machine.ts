import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/** Events of {@link dropdownMachine}. */
export type DropdownEvent =
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'focus.in' }
  | { type: 'focus.out' }
  | { type: 'touch.toggle' }
  | { type: 'trigger.toggle' }
  | { type: 'close' };

/** Context of {@link dropdownMachine}. */
export interface DropdownContext {
  /** Opened by a tap: the page behind gets a mask that closes it. */
  openedByTouch: boolean;
  /** It has been open at least once (the need-help data is fetched on first open). */
  hasOpened: boolean;
}

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

/** Whether the dropdown is open. */
export const selectIsDropdownOpen = (snapshot: SnapshotFrom<typeof dropdownMachine>): boolean =>
  snapshot.matches('open');

/** Whether the touch mask shows: only while open after a tap. */
export const selectIsDropdownMasked = (snapshot: SnapshotFrom<typeof dropdownMachine>): boolean =>
  snapshot.matches('open') && snapshot.context.openedByTouch;
