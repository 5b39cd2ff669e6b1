import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardDigits,
  cvcLength,
  formatCardNumber,
  formatExpiry,
  isFieldComplete,
  parseExpiry,
  passesLuhn,
  toProviderFields,
  validateCard,
} from './card-fields.ts';
import { cardMessages } from './card.messages.ts';

const NOW = new Date(2026, 10, 21);
const valid = { number: '4111 1111 1111 1111', expiry: '03/30', cvc: '737', holderName: '' };

describe('card number', () => {
  it('keeps only digits, at most 19', () => {
    expect(cardDigits('4111-1111 1111 1111')).toBe('4111111111111111');
    expect(cardDigits('1'.repeat(25))).toHaveLength(19);
  });

  it('groups digits as printed: by four, American Express 4-6-5', () => {
    expect(formatCardNumber('5454545454545454')).toBe('5454 5454 5454 5454');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('371449635398431')).toBe('3714 496353 98431');
  });

  it('names the brand from the first digits', () => {
    expect(cardBrand('4111')).toBe('visa');
    expect(cardBrand('5454 5454')).toBe('mastercard');
    expect(cardBrand('2221 0000')).toBe('mastercard');
    expect(cardBrand('3714')).toBe('amex');
    expect(cardBrand('6011 1111')).toBe('cb');
    expect(cardBrand('60')).toBeNull();
    expect(cardBrand('')).toBeNull();
  });

  it('checks the Luhn sum', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4917610000000000')).toBe(true);
  });

  it('asks for 4 security digits on American Express, 3 otherwise', () => {
    expect(cvcLength('3714 496353 98431')).toBe(4);
    expect(cvcLength('4111')).toBe(3);
  });
});

describe('expiry', () => {
  it('formats MM/YY as the shopper types, padding a lone month digit', () => {
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/3')).toBe('12/3');
  });

  it('lets the shopper delete the slash', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('parses MM/YY into a month and a four-digit year', () => {
    expect(parseExpiry('03/30')).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('3/30')).toBeNull();
  });
});

describe('validateCard', () => {
  it('accepts a complete card', () => {
    expect(validateCard(valid, NOW)).toEqual({});
  });

  it('asks for each missing field', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '', holderName: '' }, NOW)).toEqual({
      number: cardMessages.numberRequired,
      expiry: cardMessages.expiryRequired,
      cvc: cardMessages.cvcRequired,
    });
  });

  it('refuses a wrong number, a past or malformed expiry and a short code', () => {
    const errors = validateCard(
      { number: '4111 1111 1111 1112', expiry: '10/26', cvc: '73', holderName: '' },
      NOW,
    );
    expect(errors.number).toBe(cardMessages.numberInvalid);
    expect(errors.expiry).toBe(cardMessages.expiryPast);
    expect(errors.cvc).toMatchObject({ id: cardMessages.cvcInvalid.id, values: { length: 3 } });
    expect(validateCard({ ...valid, expiry: '00/30' }, NOW).expiry).toBe(
      cardMessages.expiryInvalid,
    );
  });

  it('keeps a card valid until the end of its expiry month', () => {
    expect(validateCard({ ...valid, expiry: '11/26' }, NOW)).toEqual({});
  });

  it('asks American Express for four digits', () => {
    const amex = { ...valid, number: '3714 496353 98431', cvc: '737' };
    expect(validateCard(amex, NOW).cvc).toMatchObject({ values: { length: 4 } });
    expect(validateCard({ ...amex, cvc: '7373' }, NOW)).toEqual({});
  });
});

describe('isFieldComplete', () => {
  it('judges a field only once it is typed in full', () => {
    expect(isFieldComplete('number', { ...valid, number: '4111 1111 1111' })).toBe(false);
    expect(isFieldComplete('number', valid)).toBe(true);
    expect(isFieldComplete('expiry', { ...valid, expiry: '03/' })).toBe(false);
    expect(isFieldComplete('expiry', valid)).toBe(true);
    expect(isFieldComplete('cvc', { ...valid, cvc: '73' })).toBe(false);
    expect(isFieldComplete('holderName', { ...valid, holderName: 'Camille' })).toBe(false);
  });
});

describe('toProviderFields', () => {
  it('sends digits, month, four-digit year and code; the name only when given', () => {
    expect(toProviderFields(valid)).toEqual({
      number: '4111111111111111',
      expiryMonth: '03',
      expiryYear: '2030',
      cvc: '737',
    });
    expect(toProviderFields({ ...valid, holderName: ' Camille Dupont ' }).holderName).toBe(
      'Camille Dupont',
    );
  });
});
