import { describe, expect, it } from 'vitest';
import {
  isFrenchPostcode,
  normalizeFrenchTelephone,
  validateFrenchPostcode,
  validateFrenchTelephone,
  validateShippingCountry,
  validateTelephone,
} from './french-address.validators.ts';
import { validationMessages } from './validation.messages.ts';

describe('French postcode', () => {
  it.each(['75001', '01000', ' 97400 ', '20000'])('accepts %j', (postcode) => {
    expect(isFrenchPostcode(postcode)).toBe(true);
    expect(validateFrenchPostcode(postcode)).toBeUndefined();
  });

  it.each(['7500', '750011', '75 001', '2A000', 'ABCDE', '75001-1'])('rejects %j', (postcode) => {
    expect(validateFrenchPostcode(postcode)).toBe(validationMessages.validatePostcode);
  });

  it('leaves a blank postcode to isRequired', () => {
    expect(validateFrenchPostcode('')).toBeUndefined();
  });
});

describe('French telephone', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['0612345678', '+33612345678'],
    ['06.12.34.56.78', '+33612345678'],
    ['06-12-34-56-78', '+33612345678'],
    ['01 42 68 53 00', '+33142685300'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+33612345678', '+33612345678'],
    ['+33 (0)6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['+262 692 12 34 56', '+262692123456'],
    ['0692 12 34 56', '+262692123456'],
    ['0262 12 34 56', '+262262123456'],
    ['0690 12 34 56', '+590690123456'],
    ['0594 12 34 56', '+594594123456'],
    ['0696 12 34 56', '+596696123456'],
    ['06 12 34 56 78', '+33612345678'],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeFrenchTelephone(input)).toBe(expected);
  });

  it.each([
    '06 12 34 56',
    '06 12 34 56 78 9',
    '00 12 34 56 78',
    '+33 0 12 34 56 78',
    '+44 20 7946 0958',
    '+3361234567',
    'zéro six',
    '6 12 34 56 78',
  ])('rejects %j', (phone) => {
    expect(validateFrenchTelephone(phone)).toBe(validationMessages.validateFrenchTelephone);
  });

  it('leaves a blank number to isRequired', () => {
    expect(validateFrenchTelephone('  ')).toBeUndefined();
  });
});

describe('contact telephone', () => {
  it.each(['06 12 34 56 78', '+44 20 7946 0958', '0032 2 123 45 67', '+1 555 123-4567'])(
    'accepts %j',
    (phone) => {
      expect(validateTelephone(phone)).toBeUndefined();
    },
  );

  it.each(['12345', '+0 123 456 789', 'call me', '+1234567890123456'])('rejects %j', (phone) => {
    expect(validateTelephone(phone)).toBe(validationMessages.validateTelephone);
  });
});

describe('shipping country', () => {
  it('accepts FR in any case and rejects another country', () => {
    expect(validateShippingCountry('FR')).toBeUndefined();
    expect(validateShippingCountry(' fr ')).toBeUndefined();
    expect(validateShippingCountry('BE')).toBe(validationMessages.unsupportedCountry);
  });
});
