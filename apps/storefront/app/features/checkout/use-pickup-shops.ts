import type { PickupLocation } from '@vitrine/graphql-client';
import { useEffect, useState } from 'react';
import type { ShopRuntime } from '../../shop/runtime.client.ts';

/** The shops an order can be collected at, as checkout's first step knows them. */
export type PickupShops =
  | { readonly status: 'loading' }
  /** None listed, or a backend without MSI's in-store pickup: the method is not offered. */
  | { readonly status: 'none' }
  | { readonly status: 'ready'; readonly shops: readonly PickupLocation[] };

/**
 * Every pickup location of the backend (Magento MSI's `pickupLocations`, core contract), read
 * once per checkout page. Empty or refused, "Retrait en boutique" is simply not offered.
 */
export function usePickupShops(runtime: ShopRuntime): PickupShops {
  const [state, setState] = useState<PickupShops>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void runtime.commerce.getPickupLocations().then(
      (result) => {
        if (!current) return;
        setState(
          result.ok && result.locations.length > 0
            ? { status: 'ready', shops: result.locations }
            : { status: 'none' },
        );
      },
      () => current && setState({ status: 'none' }),
    );
    return () => {
      current = false;
    };
  }, [runtime]);
  return state;
}
