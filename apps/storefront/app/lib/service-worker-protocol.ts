/**
 * What the shop's pages and its service worker (`service-worker/sw.ts`) say to each other: the
 * paths the worker is served at and falls back to, and the messages a page may post (spec §7: the
 * worker "can receive messages, for example to prefetch images"). Shared by both sides so that a
 * renamed message breaks the build rather than the conversation.
 */

/** Where the worker is served (spec §2), always revalidated by the browser (decision 135). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The French page a navigation gets offline when the page was never seen (precached). */
export const OFFLINE_PAGE_PATH = '/offline';

/** What an image never seen shows offline (precached; `public/offline-image.svg`). */
export const OFFLINE_IMAGE_PATH = '/offline-image.svg';

/** The web app manifest's address. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** Asks the worker to fetch images into its image cache; it answers {@link PrefetchImagesAnswer}. */
export interface PrefetchImagesMessage {
  type: 'PREFETCH_IMAGES';
  /** Same-origin image URLs, each at the width the page will ask for. */
  urls: readonly string[];
}

/** How many of the asked images are now in the cache, and how many could not be fetched. */
export interface PrefetchImagesAnswer {
  type: 'PREFETCH_IMAGES_DONE';
  cached: number;
  failed: number;
}

/** Every message the worker understands (workbox-window's `SKIP_WAITING` is Workbox's own). */
export type ServiceWorkerMessage = PrefetchImagesMessage;

/** Spec §8: a message to the worker fails when no worker controls the page. */
export const SW_NOT_REGISTERED = 'SW Not Registered';
/** Spec §8: what a failed registration logs. */
export const SW_REGISTRATION_FAILED = 'Failed to register SW.';
