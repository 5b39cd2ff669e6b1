import { describe, expect, it } from 'vitest';
import type { FilterKinds } from './listing-params.ts';
import {
  filterKindOfInputType,
  pageOutOfRange,
  parseListingParams,
  toListingSearch,
  toProductFilterInput,
  toggleFilter,
  withPage,
  withSort,
  withoutFilters,
} from './listing-params.ts';

const kinds: FilterKinds = { brand: 'equal', diet: 'equal', price: 'range', name: 'match' };
const parse = (query: string) => parseListingParams(new URLSearchParams(query), kinds);

describe('reading a listing from the URL', () => {
  it('starts at page 1 with no sort and no filters', () => {
    expect(parse('')).toEqual({ currentPage: 1, sort: null, filters: {} });
  });

  it('reads page, sort and multi-valued filters', () => {
    expect(parse('page=3&sort=price_DESC&brand=12,14&diet=vegan')).toEqual({
      currentPage: 3,
      sort: { field: 'price', direction: 'DESC' },
      filters: { brand: ['12', '14'], diet: ['vegan'] },
    });
  });

  it('ignores unknown filters, bad pages, bad sorts and malformed price buckets', () => {
    expect(parse('page=-2&sort=price&colour=red&price=abc,10_20,*_*&brand=')).toEqual({
      currentPage: 1,
      sort: null,
      filters: { price: ['10_20'] },
    });
    expect(parse('page=2.5').currentPage).toBe(1);
  });

  it('reads an unknown sort field as the default order, whatever its form', () => {
    expect(parse('sort=foo_ASC').sort).toBeNull();
    expect(parse('sort=foo').sort).toBeNull();
    expect(parse('sort=name_DESC').sort).toEqual({ field: 'name', direction: 'DESC' });
    expect(parse('sort=relevance_DESC').sort).toEqual({ field: 'relevance', direction: 'DESC' });
  });

  it('reads a page that is not a whole number as page 1', () => {
    expect(parse('page=abc').currentPage).toBe(1);
    expect(parse('page=').currentPage).toBe(1);
    expect(parse('page=1e3').currentPage).toBe(1000);
  });

  it('sends a page past the end to the last page, or to not found when nothing matches', () => {
    expect(pageOutOfRange(99999, 4)).toEqual({ redirectTo: 4 });
    expect(pageOutOfRange(5, 0)).toBe('not-found');
    expect(pageOutOfRange(4, 4)).toBeNull();
    expect(pageOutOfRange(1, 0)).toBeNull();
  });

  it('merges repeated parameters without duplicates', () => {
    expect(parse('brand=1&brand=2,1').filters).toEqual({ brand: ['1', '2'] });
  });
});

describe("building Magento's filter input", () => {
  it('uses eq for one value, in for several, match for text and from/to for price buckets', () => {
    expect(
      toProductFilterInput(
        { brand: ['12'], diet: ['vegan', 'gluten_free'], name: ['zinc'], price: ['10_20', '30_*'] },
        kinds,
      ),
    ).toEqual({
      brand: { eq: '12' },
      diet: { in: ['vegan', 'gluten_free'] },
      name: { match: 'zinc' },
      price: { from: '10' },
    });
    expect(toProductFilterInput({ price: ['*_10', '10_20'] }, kinds)).toEqual({
      price: { to: '20' },
    });
  });
});

describe('changing the listing', () => {
  const start = parse('page=4&brand=12&sort=name_ASC');

  it('returns to page 1 when a filter or the sort changes', () => {
    expect(toggleFilter(start, 'brand', '14')).toMatchObject({
      currentPage: 1,
      filters: { brand: ['12', '14'] },
    });
    expect(toggleFilter(start, 'brand', '12').filters).toEqual({});
    expect(withSort(start, { field: 'price', direction: 'ASC' }).currentPage).toBe(1);
    expect(withoutFilters(start)).toMatchObject({ currentPage: 1, filters: {} });
  });

  it('writes the state back in a stable order, keeping the search query', () => {
    const next = withPage(toggleFilter(start, 'diet', 'vegan'), 2);
    expect(toListingSearch(new URLSearchParams('query=vitamine&x=1'), next).toString()).toBe(
      'query=vitamine&brand=12&diet=vegan&sort=name_ASC&page=2',
    );
    expect(toListingSearch(new URLSearchParams(), withPage(next, 1)).has('page')).toBe(false);
  });

  it('round-trips through the URL', () => {
    const state = parse('brand=12,14&price=10_20&sort=price_ASC&page=2');
    expect(parse(toListingSearch(new URLSearchParams(), state).toString())).toEqual(state);
  });
});

describe('filter kinds from introspection', () => {
  it("maps Magento's input types", () => {
    expect(filterKindOfInputType('FilterEqualTypeInput')).toBe('equal');
    expect(filterKindOfInputType('FilterRangeTypeInput')).toBe('range');
    expect(filterKindOfInputType('FilterMatchTypeInput')).toBe('match');
    expect(filterKindOfInputType('String')).toBeUndefined();
  });
});
