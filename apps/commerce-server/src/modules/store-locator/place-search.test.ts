import { describe, expect, it } from 'vitest';
import { cityKey, parsePlaceSearch } from './place-search.ts';

describe('parsePlaceSearch', () => {
  it('reads five digits as a postcode, even beside a city name', () => {
    expect(parsePlaceSearch('74000')).toEqual({ kind: 'postcode', postcode: '74000' });
    expect(parsePlaceSearch(' 74000 Annecy ')).toEqual({ kind: 'postcode', postcode: '74000' });
    expect(parsePlaceSearch('F-69002')).toEqual({ kind: 'postcode', postcode: '69002' });
  });

  it('reads two digits (or Corsica’s 2A/2B) as a département', () => {
    expect(parsePlaceSearch('74')).toEqual({ kind: 'department', department: '74' });
    expect(parsePlaceSearch('2a')).toEqual({ kind: 'department', department: '2A' });
  });

  it('reads words as a city, accents, case and hyphens evened out', () => {
    expect(parsePlaceSearch('Saint-Étienne')).toEqual({ kind: 'city', name: 'saint etienne' });
    expect(parsePlaceSearch('ANNECY')).toEqual({ kind: 'city', name: 'annecy' });
    expect(cityKey('L’Isle-d’Abeau')).toBe('l isle d abeau');
  });

  it('finds nothing to search in blanks, bare punctuation, odd digit counts or a novel', () => {
    expect(parsePlaceSearch('   ')).toBeNull();
    expect(parsePlaceSearch('--')).toBeNull();
    expect(parsePlaceSearch('740')).toBeNull();
    expect(parsePlaceSearch('a'.repeat(81))).toBeNull();
  });
});
