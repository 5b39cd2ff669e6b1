import { describe, expect, it } from 'vitest';
import { shopWithFakeBackend } from '../testing/fake-backend.ts';
import { toRestAddress } from './address.ts';
import { getPickupLocations } from './pickup.commerce.ts';

const ANNECY = {
  pickup_location_code: 'ORS012',
  name: 'Orsalis Annecy',
  street: '3 rue Royale',
  postcode: '74000',
  city: 'Annecy',
  country_id: 'FR',
  region: 'Haute-Savoie',
  region_id: 250,
  phone: null,
};

describe('in-store pickup locations', () => {
  it('lists every location by name, then searches around a place nearest first', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        GetPickupLocations: () => ({
          data: {
            pickupLocations: {
              items: [ANNECY, { ...ANNECY, pickup_location_code: null }],
              total_count: 2,
            },
          },
        }),
      },
    });
    expect(await getPickupLocations(shop)).toEqual({
      ok: true,
      locations: [
        {
          code: 'ORS012',
          name: 'Orsalis Annecy',
          street: '3 rue Royale',
          postcode: '74000',
          city: 'Annecy',
          countryId: 'FR',
          region: 'Haute-Savoie',
          regionId: 250,
          phone: null,
        },
      ],
    });
    expect(backend.requests[0]!.body).toEqual({ pageSize: 50, sort: { name: 'ASC' } });
    await getPickupLocations(shop, { place: ' 74000 ' });
    expect(backend.requests[1]!.body).toEqual({
      pageSize: 50,
      area: { search_term: '74000:FR', radius: 100 },
      sort: { distance: 'ASC' },
    });
  });

  it('answers the error of a backend without in-store pickup, so the method is not offered', async () => {
    const { shop } = shopWithFakeBackend({
      graphql: {
        GetPickupLocations: () => ({
          errors: [{ message: 'Cannot query field "pickupLocations" on type "Query".' }],
        }),
      },
    });
    expect((await getPickupLocations(shop)).ok).toBe(false);
  });

  it('puts the pickup code of a REST address in its extension attributes', () => {
    expect(
      toRestAddress({
        firstname: 'Inès',
        lastname: 'Girard',
        street: ['3 rue Royale'],
        city: 'Annecy',
        postcode: '74000',
        telephone: '0612345678',
        country_id: 'FR',
        company: null,
        pickup_location_code: 'ORS012',
      }),
    ).toEqual({
      firstname: 'Inès',
      lastname: 'Girard',
      street: ['3 rue Royale'],
      city: 'Annecy',
      postcode: '74000',
      telephone: '0612345678',
      country_id: 'FR',
      extension_attributes: { pickup_location_code: 'ORS012' },
    });
  });
});
