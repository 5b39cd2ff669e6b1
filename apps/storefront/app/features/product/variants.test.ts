import { describe, expect, it } from 'vitest';
import type { ConfigurableOption, Variant } from './variants.ts';
import {
  findVariant,
  initialSelection,
  isValueAvailable,
  selectedOptionUids,
  valuePrice,
} from './variants.ts';

const options: ConfigurableOption[] = [
  {
    code: 'flavour',
    label: 'Arôme',
    values: [
      { uid: 'f-citron', label: 'Citron', swatch: null },
      { uid: 'f-fruits', label: 'Fruits rouges', swatch: null },
    ],
  },
  {
    code: 'size',
    label: 'Contenance',
    values: [
      { uid: 's-30', label: '30 gélules', swatch: null },
      { uid: 's-90', label: '90 gélules', swatch: null },
    ],
  },
];

const variant = (flavour: string, size: string, inStock: boolean): Variant<string> => ({
  values: { flavour, size },
  inStock,
  product: `${flavour}/${size}`,
});

const variants = [
  variant('f-citron', 's-30', false),
  variant('f-citron', 's-90', true),
  variant('f-fruits', 's-30', true),
  variant('f-fruits', 's-90', false),
];

describe('choosing a variant', () => {
  it('finds the variant of a complete selection only', () => {
    expect(findVariant(options, variants, { flavour: 'f-fruits', size: 's-30' })?.product).toBe(
      'f-fruits/s-30',
    );
    expect(findVariant(options, variants, { flavour: 'f-fruits' })).toBeNull();
  });

  it('marks values that cannot lead to an in-stock variant', () => {
    expect(isValueAvailable(options, variants, { flavour: 'f-citron' }, 'size', 's-30')).toBe(
      false,
    );
    expect(isValueAvailable(options, variants, { flavour: 'f-citron' }, 'size', 's-90')).toBe(true);
    expect(isValueAvailable(options, variants, {}, 'flavour', 'f-fruits')).toBe(true);
  });

  it('preselects the first variant in stock', () => {
    expect(initialSelection(options, variants)).toEqual({ flavour: 'f-citron', size: 's-90' });
    expect(initialSelection(options, [])).toEqual({});
  });

  it("lists the chosen value uids in option order for Magento's cart", () => {
    expect(selectedOptionUids(options, { size: 's-90', flavour: 'f-citron' })).toEqual([
      'f-citron',
      's-90',
    ]);
  });
});

describe('the price beside a choice (issue 20)', () => {
  // The 90-capsule pots cost more; lemon and red fruits cost the same.
  const prices: Record<string, number> = {
    'f-citron/s-30': 1490,
    'f-citron/s-90': 2490,
    'f-fruits/s-30': 1490,
    'f-fruits/s-90': 2490,
  };
  const priceOf = (product: string) => ({ amount: prices[product]!, currency: 'EUR' });

  it('is the price of the variant the choice leads to, the other choices kept', () => {
    const selection = { flavour: 'f-citron', size: 's-30' };
    expect(valuePrice(options, variants, selection, 'size', 's-90', priceOf)).toEqual({
      price: { amount: 2490, currency: 'EUR' },
      varies: false,
    });
    expect(valuePrice(options, variants, selection, 'flavour', 'f-fruits', priceOf)).toEqual({
      price: { amount: 1490, currency: 'EUR' },
      varies: false,
    });
  });

  it('is the lowest one, marked as varying, while another option still changes it', () => {
    expect(valuePrice(options, variants, {}, 'flavour', 'f-citron', priceOf)).toEqual({
      price: { amount: 1490, currency: 'EUR' },
      varies: true,
    });
  });

  it('is none for a value no variant has', () => {
    expect(valuePrice(options, variants, {}, 'size', 's-120', priceOf)).toBeNull();
  });
});
