import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, computeTotals, discountedSubtotal } from './cart.totals.ts';
import type { PricedLine } from './cart.totals.ts';
import { FREE_SHIPPING_THRESHOLD, isServed, quoteShipping } from './shipping.methods.ts';
import { includedVat, vatTitle } from './tax.constants.ts';

const line = (key: number, unitIncl: number, qty: number): PricedLine => ({
  key,
  qty,
  unitIncl,
  originalUnitIncl: unitIncl,
  taxRate: 550,
});

describe('cart totals', () => {
  it('takes 5.5 % VAT out of supplement prices and 20 % out of shipping, in whole cents', () => {
    const totals = computeTotals([line(1, 2890, 2)], null, 490);
    expect(totals.subtotalIncl).toBe(5780);
    // 5780 × 5.5 / 105.5 = 301.3 → 301 cents; 490 × 20 / 120 = 81.7 → 82 cents.
    expect(totals.taxes).toEqual([
      { rate: 550, amount: 301 },
      { rate: 2000, amount: 82 },
    ]);
    expect(totals.grandTotal).toBe(6270);
    expect(totals.grandTotalExcl).toBe(6270 - 383);
    expect(totals.shippingExcl).toBe(408);
  });

  it('takes a percent coupon off each row including VAT, and VAT off the discounted rows', () => {
    const coupon = { code: 'BIENVENUE10', label: '-10 %', kind: 'percent' as const, amount: 1000 };
    const totals = computeTotals([line(1, 2890, 2), line(2, 1590, 1)], coupon, 0);
    expect(totals.lines.map((entry) => entry.discountIncl)).toEqual([578, 159]);
    expect(totals.discountIncl).toBe(737);
    expect(totals.grandTotal).toBe(7370 - 737);
    expect(totals.taxAmount).toBe(includedVat(5780 - 578, 550) + includedVat(1590 - 159, 550));
  });

  it('splits a fixed coupon across rows in proportion, never more than the items', () => {
    const coupon = { code: 'ORSALIS5', label: '5 €', kind: 'fixed' as const, amount: 500 };
    expect(
      computeTotals([line(1, 1000, 1), line(2, 2000, 1)], coupon, null).lines.map(
        (entry) => entry.discountIncl,
      ),
    ).toEqual([167, 333]);
    expect(computeTotals([line(1, 300, 1)], coupon, null).discountIncl).toBe(300);
  });

  it('keeps every figure adding up for any cart (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unit: fc.integer({ min: 1, max: 20000 }),
            qty: fc.integer({ min: 1, max: 50 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.option(fc.integer({ min: 0, max: 10000 })),
        fc.constantFrom(0, 350, 490),
        (rows, percent, shipping) => {
          const lines = rows.map((row, index) => line(index, row.unit, row.qty));
          const coupon =
            percent === null
              ? null
              : { code: 'P', label: 'P', kind: 'percent' as const, amount: percent };
          const totals = computeTotals(lines, coupon, shipping);
          expect(totals.grandTotal).toBe(totals.subtotalIncl - totals.discountIncl + shipping);
          expect(totals.taxAmount).toBe(totals.taxes.reduce((sum, tax) => sum + tax.amount, 0));
          expect(totals.grandTotalExcl + totals.taxAmount).toBe(totals.grandTotal);
          expect(totals.discountIncl).toBeLessThanOrEqual(totals.subtotalIncl);
          expect(Number.isInteger(totals.taxAmount) && totals.taxAmount >= 0).toBe(true);
        },
      ),
    );
  });

  it('allocates whole cents that add up exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.array(fc.integer({ min: 1, max: 100000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const shares = allocate(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          expect(shares.every((share) => Number.isInteger(share) && share >= 0)).toBe(true);
        },
      ),
    );
  });

  it('titles VAT the French way', () => {
    expect(vatTitle(550)).toBe('TVA 5,5 %');
    expect(vatTitle(2000)).toBe('TVA 20 %');
  });
});

describe('shipping methods', () => {
  it('offers home delivery and pick-up point, free from 39 € after coupons', () => {
    const below = quoteShipping(
      { countryCode: 'FR', postcode: '75003' },
      FREE_SHIPPING_THRESHOLD - 1,
      false,
    );
    expect(
      below.map((offer) => [
        offer.carrier.carrierCode,
        offer.carrier.methodCode,
        offer.amountIncl,
        offer.amountExcl,
      ]),
    ).toEqual([['colissimo', 'home', 490, 408]]);
    expect(
      quoteShipping({ countryCode: 'FR' }, FREE_SHIPPING_THRESHOLD, false).map(
        (offer) => offer.amountIncl,
      ),
    ).toEqual([0]);
    expect(
      quoteShipping({ countryCode: 'FR' }, 100, true).map((offer) => offer.amountIncl),
    ).toEqual([0]);
    expect(
      discountedSubtotal([line(1, 4000, 1)], {
        code: 'X',
        label: 'X',
        kind: 'percent',
        amount: 1000,
      }),
    ).toBe(3600);
  });

  it('delivers to metropolitan France and Corsica only', () => {
    expect(isServed('FR', '20000')).toBe(true);
    expect(isServed('fr', null)).toBe(true);
    expect(isServed('FR', '97400')).toBe(false);
    expect(isServed('BE', '1000')).toBe(false);
    const abroad = quoteShipping({ countryCode: 'BE' }, 1000, false);
    expect(abroad.every((offer) => !offer.available && offer.errorMessage !== null)).toBe(true);
  });
});
