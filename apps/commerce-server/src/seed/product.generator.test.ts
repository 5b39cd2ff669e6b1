import { describe, expect, it } from 'vitest';
import type { SeededCategory } from './categories.seed.ts';
import { generateProduct } from './product.generator.ts';
import { slugify } from './random.ts';

const categories: SeededCategory[] = [
  {
    id: 5,
    parentId: 4,
    level: 4,
    name: 'Acérola',
    urlPath: 'vitamines/vitamine-c/acerola',
    ancestors: [2, 3, 4, 5],
    actives: ['Vitamine C acérola'],
    colour: '#e07a2f',
    topName: 'Vitamines',
  },
  {
    id: 9,
    parentId: 8,
    level: 3,
    name: 'Gummies',
    urlPath: 'enfants/gummies',
    ancestors: [2, 8, 9],
    actives: ['Gummies sommeil'],
    colour: '#f2b134',
    topName: 'Enfants',
  },
];

describe('product generator', () => {
  it('is deterministic', () => {
    expect(generateProduct(17, categories)).toEqual(generateProduct(17, categories));
  });

  it('keeps names and url keys unique across a large catalogue', () => {
    const products = Array.from({ length: 2000 }, (_, index) => generateProduct(index, categories));
    expect(new Set(products.map((product) => product.urlKey)).size).toBe(2000);
    expect(new Set(products.map((product) => product.sku)).size).toBe(2000);
  });

  it('writes French copy and picks the brand and form from the category and active', () => {
    const gummies = generateProduct(1, categories);
    expect(gummies).toMatchObject({ brand: 'Orsalis Kids', form: 'Gummies' });
    expect(gummies.description).toContain('fabrication française');
    expect(gummies.shortDescription).toMatch(/^<p>Gummies sommeil : gummies à base de/);
  });

  it('makes every third product of six configurable, with priced variants', () => {
    const configurable = generateProduct(2, categories);
    expect(configurable.type).toBe('configurable');
    expect(configurable.variants.length).toBe(3);
    expect(new Set(configurable.variants.map((variant) => variant.sku)).size).toBe(3);
  });
});

describe('slugify', () => {
  it('folds accents, ligatures and ampersands', () => {
    expect(slugify('Sommeil & stress')).toBe('sommeil-et-stress');
    expect(slugify('Œufs Magnésium')).toBe('oeufs-magnesium');
    expect(slugify('Lyon Presqu’île')).toBe('lyon-presqu-ile');
  });
});
