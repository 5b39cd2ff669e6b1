import { validationMessages } from '@vitrine/validation';
import { describe, expect, it } from 'vitest';
import {
  addressFormValues,
  addressLines,
  toAddress,
  validateAddressForm,
} from './address-fields.ts';

const filled = {
  email: ' camille@example.fr ',
  firstname: ' Camille ',
  lastname: 'Dupont',
  company: '',
  street1: '8 rue de la Paix ',
  street2: '',
  postcode: '75002',
  city: 'Paris',
  telephone: '06 12 34 56 78',
};

describe('validateAddressForm', () => {
  it('accepts a French address', () => {
    expect(validateAddressForm(filled, true)).toEqual({});
  });

  it("asks a guest for the e-mail, a signed-in customer's form has none", () => {
    expect(validateAddressForm({ ...filled, email: '' }, true).email).toBe(
      validationMessages.isRequired,
    );
    expect(validateAddressForm({ ...filled, email: 'pas-une-adresse' }, true).email).toBe(
      validationMessages.validateEmail,
    );
    expect(validateAddressForm({ ...filled, email: '' }, false)).toEqual({});
  });

  it('applies the French postcode and phone rules', () => {
    const errors = validateAddressForm({ ...filled, postcode: '750', telephone: '12' }, true);
    expect(errors.postcode).toBe(validationMessages.validatePostcode);
    expect(errors.telephone).toBe(validationMessages.validateFrenchTelephone);
  });

  it('requires every field but the second address line', () => {
    const empty = addressFormValues(null);
    expect(Object.keys(validateAddressForm(empty, false)).sort()).toEqual(
      ['city', 'firstname', 'lastname', 'postcode', 'street1', 'telephone'].sort(),
    );
  });
});

describe('toAddress', () => {
  it('trims, drops an empty second line and fixes the country to France', () => {
    expect(toAddress(filled, true)).toEqual({
      firstname: 'Camille',
      lastname: 'Dupont',
      street: ['8 rue de la Paix'],
      city: 'Paris',
      postcode: '75002',
      telephone: '06 12 34 56 78',
      country_id: 'FR',
      email: 'camille@example.fr',
    });
    expect(toAddress({ ...filled, street2: 'Bât. B' }, false)).not.toHaveProperty('email');
    expect(toAddress({ ...filled, street2: 'Bât. B' }, false).street).toEqual([
      '8 rue de la Paix',
      'Bât. B',
    ]);
  });

  it('fills the form again from an address given before', () => {
    const address = toAddress({ ...filled, street2: 'Bât. B' }, true);
    expect(addressFormValues(address)).toEqual({
      ...filled,
      email: 'camille@example.fr',
      firstname: 'Camille',
      street1: '8 rue de la Paix',
      street2: 'Bât. B',
    });
  });
});

describe('addressLines', () => {
  it('gives the name, the street lines, postcode and city, and the phone', () => {
    expect(addressLines(toAddress(filled, false))).toEqual([
      'Camille Dupont',
      '8 rue de la Paix',
      '75002 Paris',
      '06 12 34 56 78',
    ]);
  });
});
