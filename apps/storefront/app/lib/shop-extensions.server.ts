/**
 * Which extension modules the backend offers (decision 100), asked once per store view and kept
 * for a few minutes. `BACKEND_EXTENSIONS` overrides the probe: `auto` (default) asks the backend,
 * `none` uses the core contract only, a comma list trusts the listed modules without asking.
 */
import { NO_EXTENSIONS, probeShopExtensions, toShopExtensions } from '@vitrine/graphql-client';
import type { ShopClient, ShopExtensions } from '@vitrine/graphql-client';

/** How long an answer is kept: a merchant installing a module sees it within this time. */
export const EXTENSIONS_TTL_MS = 5 * 60_000;

/** How long a failed probe waits before the next one (the backend may be restarting). */
export const EXTENSIONS_RETRY_MS = 10_000;

interface Entry {
  extensions: ShopExtensions;
  expires: number;
  pending?: Promise<ShopExtensions>;
}

/** Creates the per-process cache; the storefront uses one, tests their own. */
export function createExtensionsCache(options: {
  setting?: string | undefined;
  now?: () => number;
  ttlMs?: number;
  retryMs?: number;
}) {
  const {
    setting = 'auto',
    now = Date.now,
    ttlMs = EXTENSIONS_TTL_MS,
    retryMs = EXTENSIONS_RETRY_MS,
  } = options;
  const fixed =
    setting.trim() === '' || setting.trim() === 'auto'
      ? undefined
      : setting.trim() === 'none'
        ? NO_EXTENSIONS
        : toShopExtensions(setting.split(','));
  const entries = new Map<string, Entry>();

  /** The extensions of `storeCode`'s backend, probed through `shop` when not known or stale. */
  return function extensionsOf(shop: ShopClient, storeCode: string): Promise<ShopExtensions> {
    if (fixed) return Promise.resolve(fixed);
    const entry = entries.get(storeCode);
    if (entry && (entry.expires > now() || entry.pending)) {
      return entry.pending ?? Promise.resolve(entry.extensions);
    }
    const known = entry?.extensions ?? NO_EXTENSIONS;
    const pending = probeShopExtensions(shop, { store: storeCode }).then((result) => {
      const next: Entry = result.ok
        ? { extensions: result.extensions, expires: now() + ttlMs }
        : // Unreachable: keep what was known, and ask again soon.
          { extensions: known, expires: now() + retryMs };
      entries.set(storeCode, next);
      return next.extensions;
    });
    entries.set(storeCode, { extensions: known, expires: 0, pending });
    return pending;
  };
}

/** The storefront process's cache. */
export const shopExtensionsOf = createExtensionsCache({ setting: process.env.BACKEND_EXTENSIONS });
