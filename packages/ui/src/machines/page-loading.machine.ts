import { setup } from 'xstate';
import { PAGE_LOADING_OFF_DELAY_MS } from './page-loading.model.ts';
import type { PageLoadingEvent } from './page-loading.model.ts';

export * from './page-loading.model.ts';

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
