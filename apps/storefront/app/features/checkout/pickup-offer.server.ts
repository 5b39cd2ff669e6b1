/**
 * Whether the backend lists any in-store pickup location (Magento MSI's `pickupLocations`), asked
 * once per store view and kept for a few minutes (decision 179). The checkout's server drawing
 * passes it to the first step, which then offers "Retrait en boutique" beside home delivery
 * without waiting for the browser's own read of the shops: the step is drawn with the cart.
 */
import { getPickupLocations } from '@vitrine/graphql-client';
import type { ShopClient } from '@vitrine/graphql-client';
import type { PickupOffer } from './use-pickup-shops.ts';

/** How long an answer is kept: a merchant opening the first shop sees it within this time. */
export const PICKUP_OFFER_TTL_MS = 5 * 60_000;

/** How long a failed read waits before the next one (the backend may be restarting). */
export const PICKUP_OFFER_RETRY_MS = 10_000;

/** Asks the backend; a backend without MSI's in-store pickup answers an error: not offered. */
async function readPickupOffer(shop: ShopClient): Promise<PickupOffer> {
  const result = await getPickupLocations(shop);
  if (result.ok) return result.locations.length > 0;
  // Refused by the schema (no such query): the method does not exist there. Unreachable: unknown.
  return result.error.code === 'network' ? null : false;
}

interface Entry {
  offer: PickupOffer;
  expires: number;
  pending?: Promise<PickupOffer>;
}

/** Creates the per-process cache; the storefront uses one, tests their own. */
export function createPickupOfferCache(
  options: {
    read?: (shop: ShopClient) => Promise<PickupOffer>;
    now?: () => number;
    ttlMs?: number;
    retryMs?: number;
  } = {},
) {
  const {
    read = readPickupOffer,
    now = Date.now,
    ttlMs = PICKUP_OFFER_TTL_MS,
    retryMs = PICKUP_OFFER_RETRY_MS,
  } = options;
  const entries = new Map<string, Entry>();

  /** The offer of `storeCode`'s backend, read through `shop` when not known or stale. */
  return function pickupOfferOf(shop: ShopClient, storeCode: string): Promise<PickupOffer> {
    const entry = entries.get(storeCode);
    if (entry && (entry.expires > now() || entry.pending)) {
      return entry.pending ?? Promise.resolve(entry.offer);
    }
    const pending = read(shop)
      .catch((): PickupOffer => null)
      .then((offer) => {
        entries.set(storeCode, { offer, expires: now() + (offer === null ? retryMs : ttlMs) });
        return offer;
      });
    entries.set(storeCode, { offer: entry?.offer ?? null, expires: 0, pending });
    return pending;
  };
}

/** The storefront process's cache. */
export const pickupOfferOf = createPickupOfferCache();
