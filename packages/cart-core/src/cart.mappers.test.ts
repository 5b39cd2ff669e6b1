import { describe, expect, it } from 'vitest';
import { emptyCart, toCart, toShippingEstimates } from './cart.mappers.ts';
import { aRawCart, aRawConfigurableItem, aRawSimpleItem } from './testing/cart.fixtures.ts';

describe('toCart', () => {
  it('maps lines, totals and counts to cents in the cart currency', () => {
    const raw = aRawCart({ items: [aRawSimpleItem({ quantity: 2 }), aRawConfigurableItem()] });
    const cart = toCart(raw);
    expect(
      cart.items.map((item) => [
        item.sku,
        item.kind,
        item.quantity,
        item.price.amount,
        item.rowTotal.amount,
      ]),
    ).toEqual([
      ['VIT-C-500', 'simple', 2, 1290, 2580],
      ['MAG-B6', 'configurable', 1, 1950, 1950],
    ]);
    expect(cart.prices.grandTotal).toEqual({ amount: 4530, currency: 'EUR' });
    expect(cart.totalSummaryQuantityIncludingConfig).toBe(3);
    expect(cart.items[1]?.options).toEqual([
      {
        optionUid: 'opt-flavour',
        valueUid: 'val-lemon',
        optionLabel: 'Arôme',
        valueLabel: 'Citron',
      },
    ]);
    expect(cart.items[1]?.image?.url).toBe('/media/MAG-B6-lemon.jpg');
    expect(cart.selectedPaymentMethod).toBeNull();
  });

  it('does not mutate its input', () => {
    const raw = aRawCart();
    const copy = structuredClone(raw);
    toCart(raw);
    expect(raw).toEqual(copy);
  });

  it('reads itemsV2 before the deprecated items and skips null entries', () => {
    const raw = aRawCart({
      items: [aRawSimpleItem({ sku: 'OLD' })],
      itemsV2: { items: [null, aRawSimpleItem({ sku: 'NEW' })] },
    });
    expect(toCart(raw).items.map((item) => item.sku)).toEqual(['NEW']);
  });

  it("counts the trigger's badge by total_quantity on a stock Magento (no cart-quantity extension)", () => {
    const raw = aRawCart({
      items: [aRawSimpleItem({ quantity: 2 }), aRawConfigurableItem()],
      total_quantity: 3,
    });
    expect('total_summary_quantity_including_config' in raw).toBe(false);
    const cart = toCart(raw);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.totalSummaryQuantityIncludingConfig).toBe(3);
  });

  it("uses the cart-quantity extension's count when the caller read it", () => {
    const raw = aRawCart({ total_quantity: 3, total_summary_quantity_including_config: 5 });
    expect(toCart(raw).totalSummaryQuantityIncludingConfig).toBe(5);
    expect(toCart(raw).totalQuantity).toBe(3);
  });

  it('derives the total excluding tax from the grand total and the applied taxes (2.4.7 fields)', () => {
    const raw = aRawCart({
      prices: {
        grand_total: { value: 51.9, currency: 'EUR' },
        applied_taxes: [
          { label: 'TVA 5,5 %', amount: { value: 2.2, currency: 'EUR' } },
          { label: 'TVA 20 %', amount: { value: 0.51, currency: 'EUR' } },
        ],
      },
    });
    expect(toCart(raw).prices.grandTotalExcludingTax).toEqual({ amount: 4919, currency: 'EUR' });
    // No tax list in the answer: no total excluding tax, rather than one that includes tax.
    const untaxed = aRawCart({ prices: { grand_total: { value: 10, currency: 'EUR' } } });
    expect(toCart(untaxed).prices.grandTotalExcludingTax).toBeNull();
  });

  it('gives an empty cart zero USD and no items until the server says otherwise', () => {
    const cart = emptyCart('c1');
    expect(cart.items).toEqual([]);
    expect(cart.prices.grandTotal).toEqual({ amount: 0, currency: 'USD' });
    expect(cart.totalSummaryQuantityIncludingConfig).toBe(0);
  });
});

describe('toShippingEstimates', () => {
  it('maps carrier, method and the three prices', () => {
    const [estimate] = toShippingEstimates([
      null,
      {
        carrier_code: 'colissimo',
        method_code: 'home',
        carrier_title: 'Colissimo',
        method_title: 'Domicile',
        amount: { value: 4.9, currency: 'EUR' },
        price_excl_tax: { value: 4.08, currency: 'EUR' },
        price_incl_tax: { value: 4.9, currency: 'EUR' },
      },
    ]);
    expect(estimate).toMatchObject({
      carrierCode: 'colissimo',
      methodCode: 'home',
      amount: { amount: 490, currency: 'EUR' },
      priceExclTax: { amount: 408, currency: 'EUR' },
      priceInclTax: { amount: 490, currency: 'EUR' },
      available: true,
    });
  });
});
