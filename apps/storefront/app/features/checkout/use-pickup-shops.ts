import type { PickupLocation } from '@vitrine/graphql-client';
import { useEffect, useState } from 'react';
import type { ShopRuntime } from '../../shop/runtime.client.ts';

/** The shops an order can be collected at, as checkout's first step knows them. */
export type PickupShops =
  | { readonly status: 'loading' }
  /** None listed, or a backend without MSI's in-store pickup: the method is not offered. */
  | { readonly status: 'none' }
  | { readonly status: 'ready'; readonly shops: readonly PickupLocation[] };

type KnownPickupShops = Exclude<PickupShops, { status: 'loading' }>;

/**
 * Whether the backend lists any pickup location, as the server found when it drew the page
 * (decision 179); null when it could not say, or on a navigation in the browser.
 */
export type PickupOffer = boolean | null;

/**
 * Whether the first step offers "Retrait en boutique": the page's own read once it has answered
 * (it knows best), until then the server's answer; undefined while neither knows.
 */
export function isPickupOffered(shops: PickupShops, serverOffer: PickupOffer): boolean | undefined {
  if (shops.status !== 'loading') return shops.status === 'ready';
  return serverOffer ?? undefined;
}

/** The read of the checkout page being shown, per runtime (one runtime per tab). */
const reads = new WeakMap<ShopRuntime, Promise<KnownPickupShops>>();

/**
 * Every pickup location of the backend (Magento MSI's `pickupLocations`, core contract), read
 * once per checkout page. Empty or refused, "Retrait en boutique" is simply not offered. The
 * checkout page asks for it as soon as it mounts, beside the cart's read, rather than once the
 * first step is drawn: the step's delivery choice then comes with the step (no placeholder in
 * between), one round trip sooner.
 */
export function readPickupShops(runtime: ShopRuntime): Promise<KnownPickupShops> {
  let read = reads.get(runtime);
  if (read === undefined) {
    read = runtime.commerce.getPickupLocations().then(
      (result): KnownPickupShops =>
        result.ok && result.locations.length > 0
          ? { status: 'ready', shops: result.locations }
          : { status: 'none' },
      (): KnownPickupShops => ({ status: 'none' }),
    );
    reads.set(runtime, read);
  }
  return read;
}

/** Starts the read when the checkout page mounts; the next checkout page reads the shops again. */
export function usePickupShopsRead(runtime: ShopRuntime): void {
  useEffect(() => {
    void readPickupShops(runtime);
    return () => {
      reads.delete(runtime);
    };
  }, [runtime]);
}

/** The pickup shops, from the checkout page's read. */
export function usePickupShops(runtime: ShopRuntime): PickupShops {
  const [state, setState] = useState<PickupShops>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void readPickupShops(runtime).then((known) => {
      if (current) setState(known);
    });
    return () => {
      current = false;
    };
  }, [runtime]);
  return state;
}
