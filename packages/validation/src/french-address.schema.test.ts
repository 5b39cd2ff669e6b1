import { describe, expect, it } from 'vitest';
import { frenchAddressFieldValidators, frenchAddressSchema } from './french-address.schema.ts';
import { validateFields, validateForm } from './form-result.ts';
import { validationMessages } from './validation.messages.ts';

const address = {
  firstname: 'Jeanne',
  lastname: 'Martin',
  street: ['12 rue des Lilas', ''],
  city: 'Lyon',
  postcode: '69003',
  telephone: '06 12 34 56 78',
  country_id: 'fr',
};

describe('French address', () => {
  it('accepts a complete address, trimming lines and upper-casing the country', () => {
    const result = validateForm(frenchAddressSchema, address);
    expect(result.success && result.output).toMatchObject({
      street: ['12 rue des Lilas'],
      country_id: 'FR',
    });
  });

  it('defaults the country to France when the form has no country field', () => {
    const { country_id: _country, ...withoutCountry } = address;
    const result = validateForm(frenchAddressSchema, withoutCountry);
    expect(result.success && result.output.country_id).toBe('FR');
  });

  it('requires names, a street line, city, postcode and telephone', () => {
    const result = validateForm(frenchAddressSchema, { street: ['  '] });
    expect(!result.success && result.fieldErrors).toEqual({
      firstname: validationMessages.isRequired,
      lastname: validationMessages.isRequired,
      street: validationMessages.isRequired,
      city: validationMessages.isRequired,
      postcode: validationMessages.isRequired,
      telephone: validationMessages.isRequired,
    });
  });

  it('rejects a postcode that is not 5 digits, a foreign phone and a foreign country', () => {
    const result = validateForm(frenchAddressSchema, {
      ...address,
      postcode: '6903',
      telephone: '+44 20 7946 0958',
      country_id: 'BE',
    });
    expect(!result.success && result.fieldErrors).toEqual({
      postcode: validationMessages.validatePostcode,
      telephone: validationMessages.validateFrenchTelephone,
      country_id: validationMessages.unsupportedCountry,
    });
  });

  it('checks an e-mail only when one is given', () => {
    expect(validateForm(frenchAddressSchema, { ...address, email: '' }).success).toBe(true);
    const result = validateForm(frenchAddressSchema, { ...address, email: 'jeanne' });
    expect(!result.success && result.fieldErrors).toEqual({
      email: validationMessages.validateEmail,
    });
  });

  it('offers the same rules field by field', () => {
    expect(validateFields(frenchAddressFieldValidators, { ...address, postcode: '1234' })).toEqual({
      postcode: validationMessages.validatePostcode,
    });
  });
});
