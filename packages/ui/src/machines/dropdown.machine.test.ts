// @vitest-environment node
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  dropdownMachine,
  selectIsDropdownMasked,
  selectIsDropdownOpen,
} from './dropdown.machine.ts';
import type { DropdownEvent } from './dropdown.machine.ts';

function run(...events: DropdownEvent['type'][]) {
  const actor = createActor(dropdownMachine).start();
  for (const type of events) actor.send({ type });
  const snapshot = actor.getSnapshot();
  return {
    open: selectIsDropdownOpen(snapshot),
    masked: selectIsDropdownMasked(snapshot),
    snapshot,
  };
}

describe('dropdown', () => {
  it('starts closed and never opened', () => {
    expect(run()).toMatchObject({
      open: false,
      masked: false,
      snapshot: { context: { hasOpened: false } },
    });
  });

  it('opens on hover and closes on leave, without a mask', () => {
    expect(run('pointer.enter')).toMatchObject({ open: true, masked: false });
    expect(run('pointer.enter', 'pointer.leave').open).toBe(false);
  });

  it('opens on focus and closes on blur', () => {
    expect(run('focus.in').open).toBe(true);
    expect(run('focus.in', 'focus.out').open).toBe(false);
  });

  it('toggles on touch with a mask while open', () => {
    expect(run('touch.toggle')).toMatchObject({ open: true, masked: true });
    expect(run('touch.toggle', 'touch.toggle')).toMatchObject({ open: false, masked: false });
    expect(run('touch.toggle', 'close')).toMatchObject({ open: false, masked: false });
  });

  it('remembers it has been opened, so data is fetched on first open only', () => {
    const { snapshot } = run('trigger.toggle', 'trigger.toggle');
    expect(snapshot.context.hasOpened).toBe(true);
  });

  it('ignores leave and blur while closed', () => {
    expect(run('pointer.leave', 'focus.out').snapshot.value).toBe('closed');
  });
});
