import { describe, expect, it } from 'vitest';
import { offeredShippingMethods } from './shipping-offer.ts';

const method = (methodCode: string, available: boolean) => ({
  carrierCode: 'colissimo',
  methodCode,
  available,
  errorMessage: available ? null : 'This shipping method is not available.',
});

describe('the delivery methods offered', () => {
  it('leaves out the carriers that cannot deliver to the address', () => {
    expect(
      offeredShippingMethods([method('home', true), method('express', false)]).map(
        ({ methodCode }) => methodCode,
      ),
    ).toEqual(['home']);
  });

  it('offers nothing where no carrier delivers (Martinique, Monaco)', () => {
    expect(offeredShippingMethods([method('home', false), method('express', false)])).toEqual([]);
  });
});
