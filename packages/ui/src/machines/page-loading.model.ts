import type { SnapshotFrom } from 'xstate';
import type { pageLoadingMachine } from './page-loading.machine.ts';

/** How long the full bar stays before it hides (spec §9). */
export const PAGE_LOADING_OFF_DELAY_MS = 750;

/** Events of {@link pageLoadingMachine}. */
export type PageLoadingEvent = { type: 'loading.start' } | { type: 'loading.done' };

/** Share of the bar shown, in percent: 0 off, 25 loading, 100 done. */
export function selectLoadingProgress(snapshot: SnapshotFrom<typeof pageLoadingMachine>): number {
  if (snapshot.matches('loading')) return 25;
  if (snapshot.matches('done')) return 100;
  return 0;
}
