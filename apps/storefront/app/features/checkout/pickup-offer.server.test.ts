import { createShopClient } from '@vitrine/graphql-client';
import { describe, expect, it, vi } from 'vitest';
import { createPickupOfferCache } from './pickup-offer.server.ts';

function backendAnswering(answer: () => Response | Promise<Response>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    calls.push(input instanceof Request ? input.url : input.toString());
    return answer();
  }) as unknown as typeof globalThis.fetch;
  // Offline, the client does not retry: an unreachable backend fails at once.
  const shop = createShopClient({
    backendUrl: 'http://backend.test',
    fetch,
    log: vi.fn(),
    isOnline: () => false,
  });
  return { shop, calls };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const locations = (codes: string[]) =>
  json({
    data: {
      pickupLocations: {
        items: codes.map((code) => ({ pickup_location_code: code, name: `Orsalis ${code}` })),
      },
    },
  });

describe('whether the backend offers in-store pickup, as the checkout page is drawn', () => {
  it('is offered when a location is listed, not when the list is empty', async () => {
    expect(
      await createPickupOfferCache()(backendAnswering(() => locations(['annecy'])).shop, 'fr'),
    ).toBe(true);
    expect(await createPickupOfferCache()(backendAnswering(() => locations([])).shop, 'fr')).toBe(
      false,
    );
  });

  it('is not offered by a Magento without MSI (the schema has no pickupLocations)', async () => {
    const { shop } = backendAnswering(() =>
      json({ errors: [{ message: 'Cannot query field "pickupLocations" on type "Query".' }] }),
    );
    expect(await createPickupOfferCache()(shop, 'fr')).toBe(false);
  });

  it('is unknown when the backend cannot be reached, and asked again soon', async () => {
    let now = 0;
    let up = false;
    const { shop, calls } = backendAnswering(() =>
      up ? locations(['lyon']) : Promise.reject(new TypeError('fetch failed')),
    );
    const offerOf = createPickupOfferCache({ now: () => now, ttlMs: 1000, retryMs: 100 });
    expect(await offerOf(shop, 'fr')).toBeNull();
    up = true;
    now = 50;
    expect(await offerOf(shop, 'fr')).toBeNull();
    expect(calls).toHaveLength(1);
    now = 101;
    expect(await offerOf(shop, 'fr')).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('asks once per store view while the answer is fresh, one read for requests arriving together', async () => {
    let now = 0;
    const { shop, calls } = backendAnswering(() => locations(['annecy']));
    const offerOf = createPickupOfferCache({ now: () => now, ttlMs: 1000 });
    expect(await Promise.all([offerOf(shop, 'fr'), offerOf(shop, 'fr')])).toEqual([true, true]);
    await offerOf(shop, 'fr');
    expect(calls).toHaveLength(1);
    await offerOf(shop, 'en');
    expect(calls).toHaveLength(2);
    now = 1001;
    await offerOf(shop, 'fr');
    expect(calls).toHaveLength(3);
  });

  it('is unknown, not a failed page, when the read itself throws', async () => {
    const offerOf = createPickupOfferCache({ read: () => Promise.reject(new Error('boom')) });
    expect(await offerOf(backendAnswering(() => locations([])).shop, 'fr')).toBeNull();
  });
});
