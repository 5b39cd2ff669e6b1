// @vitest-environment node
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  SUBMENU_CLOSE_DELAY_MS,
  megaMenuKeyEvent,
  megaMenuMachine,
  selectActiveItem,
} from './mega-menu.machine.ts';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(megaMenuMachine, { clock }).start();
  return { actor, clock, active: () => selectActiveItem(actor.getSnapshot()) };
}

describe('mega menu', () => {
  it('opens a submenu on hover and closes it 100 ms after the pointer leaves', () => {
    const { actor, clock, active } = start();
    actor.send({ type: 'item.enter', id: 'soins' });
    expect(active()).toBe('soins');
    actor.send({ type: 'item.leave' });
    clock.increment(SUBMENU_CLOSE_DELAY_MS - 1);
    expect(active()).toBe('soins');
    clock.increment(1);
    expect(active()).toBeNull();
    expect(SUBMENU_CLOSE_DELAY_MS).toBe(100);
  });

  it('stays open when the pointer comes back within the delay, and moves between items', () => {
    const { actor, clock, active } = start();
    actor.send({ type: 'item.enter', id: 'soins' });
    actor.send({ type: 'item.leave' });
    clock.increment(50);
    actor.send({ type: 'item.enter', id: 'nutrition' });
    clock.increment(500);
    expect(active()).toBe('nutrition');
  });

  it('opens on focus and toggles on touch', () => {
    const { actor, active } = start();
    actor.send({ type: 'item.focus', id: 'soins' });
    expect(active()).toBe('soins');
    actor.send({ type: 'item.touch', id: 'soins' });
    expect(active()).toBeNull();
    actor.send({ type: 'item.touch', id: 'nutrition' });
    expect(active()).toBe('nutrition');
    actor.send({ type: 'item.touch', id: 'soins' });
    expect(active()).toBe('soins');
  });

  it('opens with ArrowDown or Space and closes with ArrowUp, Escape or Shift+Tab', () => {
    for (const [key, shift] of [
      ['ArrowUp', false],
      ['Escape', false],
      ['Tab', true],
    ] as const) {
      const { actor, active } = start();
      for (const open of ['ArrowDown', ' ']) {
        actor.send(megaMenuKeyEvent(open, false, 'soins')!);
        expect(active()).toBe('soins');
        actor.send(megaMenuKeyEvent(key, shift, 'soins')!);
        expect(active()).toBeNull();
      }
    }
  });

  it('leaves other keys, and plain Tab, to the browser', () => {
    expect(megaMenuKeyEvent('Tab', false, 'x')).toBeNull();
    expect(megaMenuKeyEvent('Enter', false, 'x')).toBeNull();
    expect(megaMenuKeyEvent('a', false, 'x')).toBeNull();
  });

  it('ignores a pointer leave while closed', () => {
    const { actor, clock } = start();
    actor.send({ type: 'item.leave' });
    clock.increment(200);
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
