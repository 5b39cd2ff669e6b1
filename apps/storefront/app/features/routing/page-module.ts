import type { ComponentType } from 'react';

/** A page type's component, fetched when a page of that type is first drawn (decision 104). */
export interface PageModule<P> {
  /** The component once fetched, else `undefined`: a page drawn with it does not suspend. */
  readonly loaded: ComponentType<P> | undefined;
  /** Fetches the component once; a failed fetch is tried again here and at the next call. */
  load(): Promise<ComponentType<P>>;
}

/**
 * Waits before each further attempt at a failed fetch. The browser fetches a failed dynamic import
 * again when asked again, so a dropped request on a flaky line costs a pause, not the page.
 */
export const PAGE_MODULE_RETRY_DELAYS_MS: readonly number[] = [400, 1500];

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** Wraps `() => import('./x.tsx').then((m) => m.X)` for {@link PageModule}. */
export function pageModule<P>(
  importComponent: () => Promise<ComponentType<P>>,
  retryDelaysMs: readonly number[] = PAGE_MODULE_RETRY_DELAYS_MS,
): PageModule<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const attempt = async (): Promise<ComponentType<P>> => {
    for (const delay of retryDelaysMs) {
      try {
        return await importComponent();
      } catch {
        await pause(delay);
      }
    }
    return importComponent();
  };
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= attempt().then(
        (component) => {
          loaded = component;
          return component;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
