// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { isPickupOffered, usePickupShops, usePickupShopsRead } from './use-pickup-shops.ts';

const shop = { name: 'Orsalis Annecy', pickup_location_code: 'annecy' };

function runtimeWith(getPickupLocations: () => Promise<unknown>): ShopRuntime {
  return { commerce: { getPickupLocations } } as unknown as ShopRuntime;
}

describe('the pickup shops of a checkout page', () => {
  it('are asked for once, when the page mounts, and the first step reads that answer', async () => {
    const getPickupLocations = vi.fn(() => Promise.resolve({ ok: true, locations: [shop] }));
    const runtime = runtimeWith(getPickupLocations);
    renderHook(() => usePickupShopsRead(runtime));
    // Before any step is drawn (the cart may still be loading), the read has gone.
    expect(getPickupLocations).toHaveBeenCalledTimes(1);
    const step = renderHook(() => usePickupShops(runtime));
    await waitFor(() => expect(step.result.current).toEqual({ status: 'ready', shops: [shop] }));
    expect(getPickupLocations).toHaveBeenCalledTimes(1);
  });

  it('are read again by the next checkout page', () => {
    const getPickupLocations = vi.fn(() => Promise.resolve({ ok: true, locations: [] }));
    const runtime = runtimeWith(getPickupLocations);
    renderHook(() => usePickupShopsRead(runtime)).unmount();
    renderHook(() => usePickupShopsRead(runtime));
    expect(getPickupLocations).toHaveBeenCalledTimes(2);
  });

  it('offer no pickup when the backend has none or refuses', async () => {
    const runtime = runtimeWith(() =>
      Promise.reject(new Error('Cannot query field "pickupLocations"')),
    );
    const step = renderHook(() => usePickupShops(runtime));
    expect(step.result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(step.result.current).toEqual({ status: 'none' }));
  });
});

describe('whether the first step offers « Retrait en boutique »', () => {
  const ready = { status: 'ready', shops: [] } as const;
  it("follows the server's answer while the page's own read is on its way", () => {
    expect(isPickupOffered({ status: 'loading' }, true)).toBe(true);
    expect(isPickupOffered({ status: 'loading' }, false)).toBe(false);
  });
  it('waits when neither knows (a navigation in the browser, an unreachable backend)', () => {
    expect(isPickupOffered({ status: 'loading' }, null)).toBeUndefined();
  });
  it("follows the page's read once it has answered, whatever the server said", () => {
    expect(isPickupOffered({ status: 'none' }, true)).toBe(false);
    expect(isPickupOffered(ready, false)).toBe(true);
    expect(isPickupOffered(ready, null)).toBe(true);
  });
});
