import { describe, expect, it } from 'vitest';
import { createPageHydration } from './hydration-deferral.ts';

/** A scheduler the test runs task by task. */
function manualTasks() {
  const tasks: (() => void)[] = [];
  return {
    schedule: (task: () => void) => {
      tasks.push(task);
    },
    runNext: () => tasks.shift()?.(),
    get pending() {
      return tasks.length;
    },
  };
}

describe('createPageHydration', () => {
  it('is hydrating only between the start of hydration and its end', () => {
    const hydration = createPageHydration(manualTasks().schedule);
    expect(hydration.isHydrating()).toBe(false);
    hydration.begin();
    expect(hydration.isHydrating()).toBe(true);
    hydration.hydrated();
    expect(hydration.isHydrating()).toBe(false);
  });

  it('renders the deferred parts after hydration, one task each, in the order they asked', () => {
    const tasks = manualTasks();
    const hydration = createPageHydration(tasks.schedule);
    const rendered: string[] = [];
    hydration.begin();
    hydration.schedule(() => rendered.push('vitamines'));
    hydration.schedule(() => rendered.push('minéraux'));
    expect(tasks.pending).toBe(0);

    hydration.hydrated();
    expect(rendered).toEqual([]);
    tasks.runNext();
    expect(rendered).toEqual(['vitamines']);
    tasks.runNext();
    expect(rendered).toEqual(['vitamines', 'minéraux']);
    expect(tasks.pending).toBe(0);
  });

  it('renders a part the shopper reaches for at once, and only once', () => {
    const tasks = manualTasks();
    const hydration = createPageHydration(tasks.schedule);
    const rendered: string[] = [];
    hydration.begin();
    hydration.schedule(() => rendered.push('vitamines'));
    const minerals = hydration.schedule(() => rendered.push('minéraux'));
    minerals.now();
    expect(rendered).toEqual(['minéraux']);

    hydration.hydrated();
    tasks.runNext();
    tasks.runNext();
    minerals.now();
    expect(rendered).toEqual(['minéraux', 'vitamines']);
  });

  it('forgets a part that unmounted before its turn', () => {
    const tasks = manualTasks();
    const hydration = createPageHydration(tasks.schedule);
    const rendered: string[] = [];
    hydration.begin();
    hydration.schedule(() => rendered.push('vitamines')).cancel();
    hydration.schedule(() => rendered.push('minéraux'));
    hydration.hydrated();
    tasks.runNext();
    tasks.runNext();
    expect(rendered).toEqual(['minéraux']);
  });

  it('renders at once, in the next task, what asks after hydration', () => {
    const tasks = manualTasks();
    const hydration = createPageHydration(tasks.schedule);
    const rendered: string[] = [];
    hydration.schedule(() => rendered.push('vitamines'));
    expect(rendered).toEqual([]);
    tasks.runNext();
    expect(rendered).toEqual(['vitamines']);
  });
});
