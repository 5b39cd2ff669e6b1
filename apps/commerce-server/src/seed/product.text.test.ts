import { describe, expect, it } from 'vitest';
import { description, inSentence } from './product.text.ts';

describe('product copy', () => {
  it('keeps the capitals of a name inside a sentence: vitamine D3, not vitamine d3', () => {
    expect(inSentence('Vitamine D3')).toBe('vitamine D3');
    expect(inSentence('Magnésium')).toBe('magnésium');
    expect(inSentence('EPA et DHA')).toBe('EPA et DHA');
    const text = description({
      name: 'Vitamine D3 lichen',
      active: 'Vitamine D3',
      categoryName: 'Vitamine D',
      form: 'Gélules',
      benefits: ['Immunité'],
      diets: [],
    });
    expect(text).toContain('associe vitamine D3 et');
    expect(text).toContain('dans la gamme vitamine D.');
    expect(text).not.toMatch(/\p{L}'\p{L}/u);
  });
});
