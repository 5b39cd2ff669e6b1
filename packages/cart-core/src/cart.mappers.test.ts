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
