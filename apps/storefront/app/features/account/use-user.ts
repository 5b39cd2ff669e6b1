import type { UserSnapshot } from '@vitrine/session';
import { useCallback, useSyncExternalStore } from 'react';
import type { ShopRuntime } from '../../shop/runtime.client.ts';

/**
 * A value selected from the user actor, or `fallback` while the runtime is still loading (the
 * account forms render on the server and before the runtime arrives). `selector` must return a
 * primitive or a reference held by the snapshot, as `@xstate/react`'s `useSelector` expects.
 */
export function useUserState<T>(
  runtime: ShopRuntime | null,
  selector: (snapshot: UserSnapshot) => T,
  fallback: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!runtime) return () => undefined;
      const subscription = runtime.user.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [runtime],
  );
  return useSyncExternalStore(
    subscribe,
    () => (runtime ? selector(runtime.user.getSnapshot()) : fallback),
    () => fallback,
  );
}
