/**
 * The in-store pickup locations of Magento MSI's core contract, for checkout's "Retrait en
 * boutique". A backend without MSI's in-store pickup answers an error: the caller then simply
 * does not offer the method.
 */
import type { CommerceResult } from '@vitrine/commerce-primitives';
import type { ShopClient } from '../client/create-shop-client.ts';
import { GetPickupLocations } from '../operations/pickup.operations.ts';
import { runQuery } from './run.ts';

/** A shop where an order can be collected (Magento's `PickupLocation`). */
export interface PickupLocation {
  readonly code: string;
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  readonly countryId: string;
  readonly region: string | null;
  readonly regionId: number | null;
  readonly phone: string | null;
}

/** Enough for a checkout's list: the network has a few dozen shops. */
const PAGE_SIZE = 50;

/** The radius of a place search, in km: a shop an hour or so away still counts. */
export const PICKUP_SEARCH_RADIUS_KM = 100;

/**
 * `pickupLocations`: every location by name, or those within {@link PICKUP_SEARCH_RADIUS_KM} of
 * a postcode or city (`place`), nearest first. `codes` narrows to known locations (a favourite).
 */
export async function getPickupLocations(
  shop: ShopClient,
  input: { place?: string | null; codes?: readonly string[] } = {},
): Promise<CommerceResult<{ locations: PickupLocation[] }>> {
  const place = input.place?.trim() ?? '';
  const result = await runQuery(shop, GetPickupLocations, {
    pageSize: PAGE_SIZE,
    ...(place
      ? {
          area: { search_term: `${place}:FR`, radius: PICKUP_SEARCH_RADIUS_KM },
          sort: { distance: 'ASC' as const },
        }
      : { sort: { name: 'ASC' as const } }),
    ...(input.codes ? { filters: { pickup_location_code: { in: [...input.codes] } } } : {}),
  });
  if (!result.ok) return result;
  const locations = (result.data.pickupLocations?.items ?? []).flatMap((item) =>
    item?.pickup_location_code && item.name
      ? [
          {
            code: item.pickup_location_code,
            name: item.name,
            street: item.street ?? '',
            postcode: item.postcode ?? '',
            city: item.city ?? '',
            countryId: item.country_id ?? 'FR',
            region: item.region ?? null,
            regionId: item.region_id ?? null,
            phone: item.phone ?? null,
          },
        ]
      : [],
  );
  return { ok: true, locations };
}
