import type { SnapshotFrom } from 'xstate';
import type { dropdownMachine } from './dropdown.machine.ts';

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

/** Whether the dropdown is open. */
export const selectIsDropdownOpen = (snapshot: SnapshotFrom<typeof dropdownMachine>): boolean =>
  snapshot.matches('open');

/** Whether the touch mask shows: only while open after a tap. */
export const selectIsDropdownMasked = (snapshot: SnapshotFrom<typeof dropdownMachine>): boolean =>
  snapshot.matches('open') && snapshot.context.openedByTouch;
