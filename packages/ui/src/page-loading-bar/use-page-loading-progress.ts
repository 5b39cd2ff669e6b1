import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { pageLoadingMachine, selectLoadingProgress } from '../machines/page-loading.machine.ts';

/**
 * Drives the page-loading machine from the app's `isPageLoading` flag and returns the share of the
 * bar to show: 0 off, 25 while loading, 100 once done (for 750 ms).
 */
export function usePageLoadingProgress(isLoading: boolean): number {
  const actor = useActorRef(pageLoadingMachine);
  useEffect(() => {
    actor.send({ type: isLoading ? 'loading.start' : 'loading.done' });
  }, [actor, isLoading]);
  return useSelector(actor, selectLoadingProgress);
}
