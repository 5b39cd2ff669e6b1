import { describe, expect, it } from 'vitest';
import {
  PRODUCT_SECTIONS,
  quantityBounds,
  swatchColour,
  toFaq,
  toSectionOrder,
} from './product.model.ts';

const SPEC_ORDER = [
  'overview',
  'composition',
  'premium_content',
  'related',
  'recommendations',
  'faq',
  'reviews',
  'social_wall',
];

describe('the product page section order', () => {
  it("is the spec's order without the store-config-extras setting, the composition right after the overview", () => {
    expect(toSectionOrder(undefined)).toEqual(SPEC_ORDER);
    expect(toSectionOrder(null)).toEqual(SPEC_ORDER);
    expect(toSectionOrder([])).toEqual(SPEC_ORDER);
    expect(Object.values(PRODUCT_SECTIONS)).toEqual([10, 15, 20, 30, 40, 50, 60, 70]);
  });

  it("follows the setting, keeping the spec's number for the codes it leaves out", () => {
    expect(
      toSectionOrder([
        { code: 'faq', sort_order: 15 },
        { code: 'reviews', sort_order: 5 },
      ]),
    ).toEqual([
      'reviews',
      'overview',
      'composition',
      'faq',
      'premium_content',
      'related',
      'recommendations',
      'social_wall',
    ]);
  });

  it('ignores unknown codes and entries without a number', () => {
    expect(
      toSectionOrder([
        { code: 'newsletter', sort_order: 1 },
        { code: 'related', sort_order: null },
        null,
      ]),
    ).toEqual(SPEC_ORDER);
  });
});

describe('the product FAQ', () => {
  it('is empty without the product-faq extension', () => {
    expect(toFaq(undefined)).toEqual([]);
    expect(toFaq(null)).toEqual([]);
  });

  it('lists the questions in position order and leaves out empty ones', () => {
    expect(
      toFaq([
        { question: 'Pendant combien de temps ?', answer: '<p>3 mois</p>', position: 2 },
        null,
        { question: '', answer: '<p>vide</p>', position: 0 },
        { question: 'Le matin ou le soir ?', answer: null, position: 1 },
      ]),
    ).toEqual([
      { question: 'Le matin ou le soir ?', answer: '' },
      { question: 'Pendant combien de temps ?', answer: '<p>3 mois</p>' },
    ]);
  });
});

describe('the quantity bounds (Magento 2.4.7 has no sale quantity limits)', () => {
  it("are the stepper's 1 to 99 when the stock is not low", () => {
    expect(quantityBounds({ onlyXLeft: null })).toEqual({ min: 1, max: 99 });
  });

  it('stop at the units left when the backend says how few there are', () => {
    expect(quantityBounds({ onlyXLeft: 3 })).toEqual({ min: 1, max: 3 });
    expect(quantityBounds({ onlyXLeft: 250 })).toEqual({ min: 1, max: 99 });
    // Nothing sensible to stop at: the backend's stock answer decides.
    expect(quantityBounds({ onlyXLeft: 0 })).toEqual({ min: 1, max: 99 });
  });
});

describe('the option swatches', () => {
  it('show the colour of a colour swatch', () => {
    expect(swatchColour({ __typename: 'ColorSwatchData', value: '#C0392B' })).toBe('#C0392B');
    expect(swatchColour({ __typename: 'ColorSwatchData', value: '#fff' })).toBe('#fff');
  });

  it('show nothing for text and image swatches, none, or a value that is not a hex colour', () => {
    expect(swatchColour({ __typename: 'TextSwatchData', value: 'Citron' })).toBeNull();
    expect(swatchColour({ __typename: 'ImageSwatchData', value: '/a/b.png' })).toBeNull();
    expect(swatchColour(null)).toBeNull();
    expect(swatchColour({ __typename: 'ColorSwatchData', value: 'red;background:url(x)' })).toBe(
      null,
    );
  });
});
