// @vitest-environment node
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { accordionMachine, selectIsSectionOpen } from './accordion.machine.ts';
import type { AccordionInput } from './accordion.machine.ts';

const start = (input: AccordionInput) => createActor(accordionMachine, { input }).start();
const sections = [{ id: 'a', isOpen: true }, { id: 'b' }, { id: 'c', isOpen: true }];

describe('accordion', () => {
  it('opens only the first flagged section when one at a time is allowed', () => {
    expect(start({ sections }).getSnapshot().context.open).toEqual(['a']);
  });

  it('opens every flagged section when several are allowed', () => {
    expect(start({ sections, canOpenMultiple: true }).getSnapshot().context.open).toEqual([
      'a',
      'c',
    ]);
  });

  it('starts all closed when no section is flagged', () => {
    expect(start({ sections: [{ id: 'a' }, { id: 'b' }] }).getSnapshot().context.open).toEqual([]);
  });

  it('closes the others when opening a section in single mode', () => {
    const actor = start({ sections });
    actor.send({ type: 'section.toggle', id: 'b' });
    expect(actor.getSnapshot().context.open).toEqual(['b']);
    actor.send({ type: 'section.toggle', id: 'b' });
    expect(actor.getSnapshot().context.open).toEqual([]);
  });

  it('keeps the others open in multiple mode', () => {
    const actor = start({ sections, canOpenMultiple: true });
    actor.send({ type: 'section.toggle', id: 'b' });
    expect(actor.getSnapshot().context.open).toEqual(['a', 'c', 'b']);
    actor.send({ type: 'section.toggle', id: 'a' });
    expect(selectIsSectionOpen(actor.getSnapshot(), 'a')).toBe(false);
    expect(selectIsSectionOpen(actor.getSnapshot(), 'c')).toBe(true);
  });

  it('treats open and close as idempotent', () => {
    const actor = start({ sections, canOpenMultiple: true });
    actor.send({ type: 'section.open', id: 'a' });
    expect(actor.getSnapshot().context.open).toEqual(['a', 'c']);
    actor.send({ type: 'section.close', id: 'b' });
    expect(actor.getSnapshot().context.open).toEqual(['a', 'c']);
  });
});
