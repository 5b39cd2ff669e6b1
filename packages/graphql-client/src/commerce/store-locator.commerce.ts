/**
 * The favorite store functions of the session's favorite-store machine (spec §4 "Favorite store").
 * They send `store-locator` extension documents: call them only when the backend offers that
 * extension (decision 100); a stock Magento refuses them.
 */
import type { CommerceResult } from '@vitrine/commerce-primitives';
import type { ShopClient } from '../client/create-shop-client.ts';
import { GetFavoriteStore } from '../operations/extensions/store-locator.operations.ts';
import { runQuery } from './run.ts';

/** Geographic coordinates. */
export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/** A point of sale as the favorite-store machine keeps it (the page reads full details by identifier). */
export interface FavoriteStoreSummary {
  readonly identifier: string;
  readonly name: string | null;
}

/**
 * `GetFavoriteStore(origin)`: the server's favorite for the visitor — the nearest active store to
 * `origin`. Without an origin the server has nothing to go on and answers none.
 */
export async function getFavoriteStore(
  shop: ShopClient,
  input: { token: string | null; origin: Coordinates | null },
): Promise<CommerceResult<{ store: FavoriteStoreSummary | null }>> {
  const result = await runQuery(
    shop,
    GetFavoriteStore,
    {
      origin: input.origin
        ? { latitude: input.origin.latitude, longitude: input.origin.longitude }
        : null,
    },
    { token: input.token },
  );
  if (!result.ok) return result;
  const store = result.data.getFavoriteStore;
  return {
    ok: true,
    store: store?.identifier ? { identifier: store.identifier, name: store.name ?? null } : null,
  };
}
