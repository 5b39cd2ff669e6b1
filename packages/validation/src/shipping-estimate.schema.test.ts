import { describe, expect, it } from 'vitest';
import { validateForm } from './form-result.ts';
import { shippingEstimateSchema } from './shipping-estimate.schema.ts';
import { validationMessages } from './validation.messages.ts';

describe('shipping estimate', () => {
  it('accepts a cart id, a French postcode and FR', () => {
    expect(
      validateForm(shippingEstimateSchema, {
        cartId: 'abc123',
        postcode: ' 75011',
        countryCode: 'fr',
      }),
    ).toEqual({
      success: true,
      output: { cartId: 'abc123', postcode: '75011', countryCode: 'FR' },
    });
  });

  it('requires cartId, postcode and countryCode', () => {
    const result = validateForm(shippingEstimateSchema, { cartId: null });
    expect(!result.success && result.fieldErrors).toEqual({
      cartId: validationMessages.isRequired,
      postcode: validationMessages.isRequired,
      countryCode: validationMessages.isRequired,
    });
  });

  it('rejects a postcode that is not French and a country other than France', () => {
    const result = validateForm(shippingEstimateSchema, {
      cartId: 'abc123',
      postcode: 'SW1A 1AA',
      countryCode: 'GB',
    });
    expect(!result.success && result.fieldErrors).toEqual({
      postcode: validationMessages.validatePostcode,
      countryCode: validationMessages.unsupportedCountry,
    });
  });
});
