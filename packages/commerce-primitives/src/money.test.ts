import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  DEFAULT_CART_CURRENCY,
  formatMoney,
  fromDecimal,
  money,
  multiplyMoney,
  sumMoney,
  toDecimal,
  toMinorUnits,
  toMoney,
  zeroMoney,
} from './money.ts';

describe('money in minor units', () => {
  it('converts API decimals to cents without float drift', () => {
    expect(toMinorUnits(12.9, 'EUR')).toBe(1290);
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinorUnits(1.005, 'EUR')).toBe(101);
    expect(toMinorUnits(-4.5, 'EUR')).toBe(-450);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
  });

  it('round-trips every cent amount through its decimal value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(toMinorUnits(toDecimal(money(cents, 'EUR')), 'EUR')).toBe(cents);
      }),
    );
  });

  it('refuses a float amount', () => {
    expect(() => money(12.5, 'EUR')).toThrow(RangeError);
  });

  it('adds and multiplies in integers and refuses mixed currencies', () => {
    expect(addMoney(money(1290, 'EUR'), money(10, 'EUR'))).toEqual(money(1300, 'EUR'));
    expect(multiplyMoney(money(1290, 'EUR'), 3)).toEqual(money(3870, 'EUR'));
    expect(() => addMoney(money(1, 'EUR'), money(1, 'USD'))).toThrow(RangeError);
    expect(sumMoney([])).toEqual(zeroMoney('USD'));
    expect(sumMoney([fromDecimal(1.1, 'EUR'), fromDecimal(2.2, 'EUR')])).toEqual(money(330, 'EUR'));
  });

  it('formats in the French way for fr-FR', () => {
    expect(formatMoney(money(1290, 'EUR'), 'fr-FR').replace(/\s/g, ' ')).toBe('12,90 €');
  });
});

describe('toMoney', () => {
  it('turns Magento decimals into minor units once, exactly', () => {
    expect(toMoney({ value: 31.31, currency: 'EUR' })).toEqual({ amount: 3131, currency: 'EUR' });
    expect(toMoney({ value: 0.1 + 0.2, currency: 'EUR' })).toEqual({ amount: 30, currency: 'EUR' });
    expect(toMoney({ value: 1290, currency: 'JPY' })).toEqual({ amount: 1290, currency: 'JPY' });
  });

  it('gives a missing currency the fallback and a missing value zero', () => {
    expect(toMoney({ value: 12.9, currency: null }, 'EUR')).toEqual({
      amount: 1290,
      currency: 'EUR',
    });
    expect(toMoney(null, 'EUR')).toEqual({ amount: 0, currency: 'EUR' });
    expect(toMoney(undefined)).toEqual({ amount: 0, currency: DEFAULT_CART_CURRENCY });
  });

  it('round-trips with formatMoney in French', () => {
    const text = formatMoney(toMoney({ value: 1234.5, currency: 'EUR' }), 'fr-FR');
    expect(text.replace(/\s/g, ' ')).toBe('1 234,50 €');
  });
});
