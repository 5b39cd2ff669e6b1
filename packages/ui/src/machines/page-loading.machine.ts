import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/** How long the full bar stays before it hides (spec §9). */
export const PAGE_LOADING_OFF_DELAY_MS = 750;

/** Events of {@link pageLoadingMachine}. */
export type PageLoadingEvent = { type: 'loading.start' } | { type: 'loading.done' };

/**
 * The page-loading bar (spec §4): off → loading (25 % shown) → done (full) → off again after 750 ms.
 * A new navigation during `done` starts loading again.
 */
export const pageLoadingMachine = setup({
  types: { events: {} as PageLoadingEvent },
  delays: { offDelay: PAGE_LOADING_OFF_DELAY_MS },
}).createMachine({
  id: 'pageLoading',
  initial: 'off',
  states: {
    off: { on: { 'loading.start': 'loading' } },
    loading: { on: { 'loading.done': 'done' } },
    done: {
      after: { offDelay: 'off' },
      on: { 'loading.start': 'loading' },
    },
  },
});

/** Share of the bar shown, in percent: 0 off, 25 loading, 100 done. */
export function selectLoadingProgress(snapshot: SnapshotFrom<typeof pageLoadingMachine>): number {
  if (snapshot.matches('loading')) return 25;
  if (snapshot.matches('done')) return 100;
  return 0;
}
