import { describe, expect, it } from 'vitest';
import { toFilterGroups } from './listing.model.ts';

const option = (value: string, count = 1) => ({ value, label: value, count });
const AGGREGATIONS = [
  { attribute_code: 'category_uid', label: 'Catégorie', options: [option('a'), option('b')] },
  { attribute_code: 'diet', label: 'Régime', position: 2, options: [option('319'), option('320')] },
  {
    attribute_code: 'price',
    label: 'Prix',
    position: 1,
    options: [option('0_10'), option('10_20')],
  },
  { attribute_code: 'form', label: 'Forme', position: 3, options: [option('gelules', 24)] },
];

describe('the filter groups of a listing', () => {
  it('follows the backend order, without the category bucket or a single shared option', () => {
    const groups = toFilterGroups(AGGREGATIONS, { exclude: ['category_uid'] });
    expect(groups.map((group) => group.id)).toEqual(['price', 'diet']);
  });

  it('keeps a single-option group while it is selected, so it can be cleared', () => {
    const groups = toFilterGroups(AGGREGATIONS, { selected: { form: ['gelules'] } });
    expect(groups.map((group) => group.id)).toContain('form');
  });

  it('leaves out what the backend cannot filter by (a key missing from its filter input)', () => {
    const groups = toFilterGroups(AGGREGATIONS, {
      exclude: ['category_uid'],
      filterable: new Set(['price', 'sku', 'name']),
    });
    expect(groups.map((group) => group.id)).toEqual(['price']);
  });
});
