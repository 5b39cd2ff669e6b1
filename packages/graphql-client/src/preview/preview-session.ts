/**
 * Admin preview credentials (spec §4 "Admin preview", §9): a preview message stores a token and a
 * version and the page reloads; on that next load they are applied, then removed 10 s later so a
 * later visit is a normal one.
 */
import { PREVIEW_TTL_MS } from '../shop.constants.ts';
import type { StoragePort } from '@vitrine/commerce-primitives';
import { readStorage, removeStorage, writeStorage } from '@vitrine/commerce-primitives';
import { STORAGE_KEYS } from '../store/store-context.ts';

/** The admin's preview authorization and the content version to preview. */
export interface PreviewCredentials {
  /** An admin bearer token. */
  token: string;
  /** The staging version to preview (unix seconds), sent as `Preview-Version`. */
  version: string;
}

/**
 * Stores preview credentials from the admin's preview message; the caller reloads the page.
 */
export function storePreviewCredentials(
  storage: StoragePort,
  credentials: PreviewCredentials,
): void {
  writeStorage(storage, STORAGE_KEYS.previewToken, credentials.token);
  writeStorage(storage, STORAGE_KEYS.previewVersion, credentials.version);
}

/** The preview state of one page load. */
export interface PreviewSession {
  /** The credentials to apply now, or null (none stored, or expired). */
  current(): PreviewCredentials | null;
  /** Cancels the pending removal (the client is discarded, e.g. at the end of an SSR request). */
  dispose(): void;
}

/** Options of {@link startPreviewSession}. */
export interface PreviewSessionOptions {
  /** Where the preview message stored the credentials (browser). */
  storage?: StoragePort;
  /** Credentials given directly (SSR: read from the request by the storefront); they win over storage. */
  initial?: PreviewCredentials | null;
  /**
   * How long after load the credentials stay.
   * @defaultValue 10000
   */
  ttlMs?: number;
  /** Injected timers (tests use fake timers; SSR never keeps the process alive for this). */
  timers?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
}

/**
 * The global timers, called as functions of the global object: a browser's `setTimeout` called as
 * a method of another object throws "Illegal invocation".
 */
const GLOBAL_TIMERS = {
  setTimeout: ((handler: () => void, ms: number) =>
    globalThis.setTimeout(handler, ms)) as unknown as typeof setTimeout,
  clearTimeout: ((id: ReturnType<typeof setTimeout> | undefined) =>
    globalThis.clearTimeout(id)) as typeof clearTimeout,
};

/**
 * Reads the preview credentials for this load and schedules their removal `ttlMs` later (from
 * storage and from this session). Without credentials it does nothing.
 */
export function startPreviewSession({
  storage,
  initial,
  ttlMs = PREVIEW_TTL_MS,
  timers = GLOBAL_TIMERS,
}: PreviewSessionOptions = {}): PreviewSession {
  let credentials = initial ?? readStored(storage);
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (credentials) {
    timer = timers.setTimeout(() => {
      credentials = null;
      timer = undefined;
      removeStorage(storage, STORAGE_KEYS.previewToken);
      removeStorage(storage, STORAGE_KEYS.previewVersion);
    }, ttlMs);
    // In Node (SSR, kiosk) a pending removal must not keep the process alive.
    (timer as { unref?: () => void }).unref?.();
  }
  return {
    current: () => credentials,
    dispose: () => {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}

function readStored(storage: StoragePort | undefined): PreviewCredentials | null {
  const token = readStorage(storage, STORAGE_KEYS.previewToken);
  const version = readStorage(storage, STORAGE_KEYS.previewVersion);
  return token && version ? { token, version } : null;
}
