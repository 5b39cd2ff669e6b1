import { useEffect } from 'react';
import { useLazyActor } from '../internal/use-lazy-actor.ts';
import { lazyPageLoadingMachine } from '../machines/lazy-machines.ts';
import { selectLoadingProgress } from '../machines/page-loading.model.ts';

/**
 * Drives the page-loading machine from the app's `isPageLoading` flag and returns the share of the
 * bar to show: 0 off, 25 while loading, 100 once done (for 750 ms). The machine is fetched with the
 * first navigation (decision 007); until then the bar is off.
 */
export function usePageLoadingProgress(isLoading: boolean): number {
  const [snapshot, actor] = useLazyActor(lazyPageLoadingMachine);
  useEffect(() => {
    if (isLoading) actor.send({ type: 'loading.start' });
    else actor.sendIfRunning({ type: 'loading.done' });
  }, [actor, isLoading]);
  return snapshot ? selectLoadingProgress(snapshot) : 0;
}
