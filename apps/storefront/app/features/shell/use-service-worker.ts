import { useToasts } from '@vitrine/ui';
import { useEffect } from 'react';
import type { registerServiceWorker } from '../../lib/service-worker.client.ts';
import { shellMessages } from './shell.messages.ts';

/** Where the shop's worker comes from (a parameter, so tests give their own). */
export type LoadServiceWorkerModule = () => Promise<{
  registerServiceWorker: typeof registerServiceWorker;
}>;

const loadModule: LoadServiceWorkerModule = () => import('../../lib/service-worker.client.ts');

/** Runs `task` once the browser is idle (or soon, where it has no idle callback). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

/**
 * Registers the shop's service worker in the production build only, where the browser has
 * service workers, after the page's `load` and once the browser is idle: the worker and
 * workbox-window are no part of the first load (decision 135). When a new version of the shop is
 * waiting, a toast offers "Nouvelle version disponible — Recharger"; the shopper who ignores it
 * keeps the version the page started with until every tab of the shop is closed.
 */
export function useServiceWorker(
  enabled: boolean = import.meta.env.PROD,
  load: LoadServiceWorkerModule = loadModule,
): void {
  const { addToast } = useToasts();
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    let cancelIdle = () => {};
    const start = () => {
      cancelIdle = whenIdle(() => {
        void load().then(({ registerServiceWorker }) => {
          if (cancelled) return;
          return registerServiceWorker({
            onUpdateWaiting: (activate) =>
              addToast({
                type: 'info',
                message: shellMessages.updateAvailable,
                actionText: shellMessages.updateReload,
                onAction: (remove) => {
                  remove();
                  activate();
                },
                dismissable: true,
                timeout: false,
              }),
          });
        });
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      cancelIdle();
      window.removeEventListener('load', start);
    };
  }, [enabled, load, addToast]);
}
