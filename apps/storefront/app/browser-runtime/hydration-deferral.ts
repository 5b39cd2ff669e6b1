import type { DeferredRender, HydrationDeferral } from '@vitrine/ui';
import { nextTask } from '../lib/next-task.ts';

/** The page's deferral, with the two moments the browser entry and the shell mark. */
export interface PageHydration extends HydrationDeferral {
  /** The browser entry is about to hydrate the server's page. */
  begin(): void;
  /** The page has hydrated: the deferred subtrees render, one task each, in the order they asked. */
  hydrated(): void;
}

/** Runs a task on its own, after what the main thread has queued (a timer by default). */
export type TaskScheduler = (task: () => void) => void;

const inNextTask: TaskScheduler = (task) => {
  void nextTask().then(task);
};

/**
 * Hydration in turns (decision 018): Preact hydrates a page in one task, and the parts of it nobody
 * sees at first (the mega menu's submenus) would make that task long on a phone. They hydrate
 * afterwards, each in a task of its own, or at once when the shopper reaches for one.
 */
export function createPageHydration(schedule: TaskScheduler = inNextTask): PageHydration {
  let hydrating = false;
  let draining = false;
  const queue: (() => void)[] = [];

  const drain = () => {
    if (hydrating || draining || queue.length === 0) return;
    draining = true;
    schedule(() => {
      draining = false;
      queue.shift()?.();
      drain();
    });
  };

  return {
    begin() {
      hydrating = true;
    },
    hydrated() {
      if (!hydrating) return;
      hydrating = false;
      drain();
    },
    isHydrating: () => hydrating,
    schedule(render): DeferredRender {
      let done = false;
      const run = () => {
        if (done) return;
        done = true;
        render();
      };
      queue.push(run);
      drain();
      const leave = () => {
        const index = queue.indexOf(run);
        if (index >= 0) queue.splice(index, 1);
      };
      return {
        cancel() {
          done = true;
          leave();
        },
        now() {
          leave();
          run();
        },
      };
    },
  };
}

/** The browser's page hydration; on the server nobody begins it, so nothing is ever deferred. */
export const pageHydration = createPageHydration();
