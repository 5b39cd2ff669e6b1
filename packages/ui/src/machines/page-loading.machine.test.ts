// @vitest-environment node
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  PAGE_LOADING_OFF_DELAY_MS,
  pageLoadingMachine,
  selectLoadingProgress,
} from './page-loading.machine.ts';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(pageLoadingMachine, { clock }).start();
  return { actor, clock, progress: () => selectLoadingProgress(actor.getSnapshot()) };
}

describe('page-loading bar', () => {
  it('shows 25% while loading, the full bar when done, and turns off 750 ms later', () => {
    const { actor, clock, progress } = start();
    expect(progress()).toBe(0);
    actor.send({ type: 'loading.start' });
    expect(progress()).toBe(25);
    actor.send({ type: 'loading.done' });
    expect(progress()).toBe(100);
    clock.increment(PAGE_LOADING_OFF_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('done');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('off');
    expect(PAGE_LOADING_OFF_DELAY_MS).toBe(750);
  });

  it('starts loading again when a navigation begins during the done phase', () => {
    const { actor, clock } = start();
    actor.send({ type: 'loading.start' });
    actor.send({ type: 'loading.done' });
    clock.increment(300);
    actor.send({ type: 'loading.start' });
    clock.increment(PAGE_LOADING_OFF_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('ignores done while off', () => {
    const { actor } = start();
    actor.send({ type: 'loading.done' });
    expect(actor.getSnapshot().value).toBe('off');
  });
});
