import { describe, expect, it } from 'vitest';
import { toSavedAddress } from './saved-addresses.ts';

/** A saved address as Magento 2.4.7 answers `GetCheckoutAddresses` (an integer `id`, no `uid`). */
const raw = {
  id: 12,
  firstname: 'Camille',
  lastname: 'Martin',
  company: null,
  street: ['12 rue des Lilas', null],
  city: 'Lyon',
  postcode: '69003',
  country_code: 'FR' as const,
  telephone: '0612345678',
  region: { region: 'Rhône', region_code: '69', region_id: 248 },
  default_shipping: true,
  default_billing: false,
};

describe('the checkout address book', () => {
  it("names a saved address by Magento 2.4.7's integer id", () => {
    expect(toSavedAddress(raw)).toEqual({
      id: 12,
      isDefaultShipping: true,
      isDefaultBilling: false,
      address: {
        firstname: 'Camille',
        lastname: 'Martin',
        street: ['12 rue des Lilas'],
        city: 'Lyon',
        postcode: '69003',
        telephone: '0612345678',
        country_id: 'FR',
        region_code: '69',
        region_id: 248,
      },
    });
  });

  it('leaves out addresses outside France and addresses without an id', () => {
    expect(toSavedAddress({ ...raw, country_code: 'BE' })).toBeNull();
    expect(toSavedAddress({ ...raw, id: null })).toBeNull();
  });
});
