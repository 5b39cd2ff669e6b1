import { describe, expect, it } from 'vitest';
import type { ConfigurableOption, Variant } from './variants.ts';
import { findVariant, initialSelection, isValueAvailable, selectedOptionUids } from './variants.ts';

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
