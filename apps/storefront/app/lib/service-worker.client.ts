import { Workbox, messageSW } from 'workbox-window';
import {
  SERVICE_WORKER_PATH,
  SW_NOT_REGISTERED,
  SW_REGISTRATION_FAILED,
} from './service-worker-protocol.ts';
import type { PrefetchImagesAnswer, ServiceWorkerMessage } from './service-worker-protocol.ts';

/** What the page needs from `navigator` (a parameter, so tests give their own). */
export type ServiceWorkerHost = Pick<Navigator, 'serviceWorker'> | { serviceWorker?: undefined };

/**
 * Posts a message to the worker that controls the page and resolves with its answer (workbox-window
 * sends it with a `MessageChannel` and waits for the reply). Spec §8: rejects with
 * 'SW Not Registered' when no worker controls the page (none registered, the browser has none, or
 * a hard reload bypassed it).
 */
export async function messageServiceWorker<Answer>(
  message: ServiceWorkerMessage,
  host: ServiceWorkerHost = navigator,
): Promise<Answer> {
  const controller = host.serviceWorker?.controller;
  if (!controller) throw new Error(SW_NOT_REGISTERED);
  return (await messageSW(controller, message)) as Answer;
}

/** Spec §7: asks the worker to fetch images (same-origin, at their widths) into its image cache. */
export function prefetchImages(
  urls: readonly string[],
  host: ServiceWorkerHost = navigator,
): Promise<PrefetchImagesAnswer> {
  return messageServiceWorker<PrefetchImagesAnswer>({ type: 'PREFETCH_IMAGES', urls }, host);
}

/** What the shell does when a new version of the shop is installed and waiting (decision 135). */
export interface ServiceWorkerCallbacks {
  /** Offer the shopper the new version; `activate` hands over to it and reloads the page. */
  onUpdateWaiting: (activate: () => void) => void;
}

/** Makes workbox-window's `Workbox` (a parameter, so tests give a stand-in). */
export type WorkboxFactory = (
  scriptUrl: string,
) => Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting' | 'messageSW'>;

/**
 * Registers `/sw.js` (spec §2). A new worker waits until the shopper accepts the new version:
 * then it takes over and the page reloads once, so no page runs old code against new chunks or
 * the reverse. The first worker takes the page at once (the worker claims its clients). Spec §8:
 * a failed registration logs 'Failed to register SW.' and the shop goes on without a worker.
 */
export async function registerServiceWorker(
  callbacks: ServiceWorkerCallbacks,
  createWorkbox: WorkboxFactory = (url) => new Workbox(url),
): Promise<boolean> {
  const workbox = createWorkbox(SERVICE_WORKER_PATH);
  workbox.addEventListener('waiting', () => {
    callbacks.onUpdateWaiting(() => {
      // Reload only once the new worker controls the page, so the reload gets the new version.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // Workbox's recipe for the first worker: the page it arrived on, and what that page loaded,
  // go through the worker's routes once, so the first page seen is readable offline too.
  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    const kept = ['/assets/', '/media/'].map((prefix) => `${location.origin}${prefix}`);
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => kept.some((prefix) => name.startsWith(prefix)));
    void workbox.messageSW({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [[location.href, { headers: { Accept: 'text/html' } }], ...loaded] },
    });
  });
  try {
    await workbox.register();
    return true;
  } catch (error) {
    console.error(SW_REGISTRATION_FAILED, error);
    return false;
  }
}
