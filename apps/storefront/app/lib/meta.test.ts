import { describe, expect, it } from 'vitest';
import { withStoreName } from './meta.ts';

describe('a page title', () => {
  it('names the store once, even when the merchant’s meta title already does', () => {
    expect(withStoreName('Vitamines | Orsalis', 'Orsalis')).toBe('Vitamines | Orsalis');
    expect(withStoreName('Magnésium marin | Gélules | Orsalis', 'Orsalis')).toBe(
      'Magnésium marin | Gélules | Orsalis',
    );
    expect(withStoreName('Vitamines', 'Orsalis')).toBe('Vitamines | Orsalis');
    // A shop or a range named after the store names it already.
    expect(withStoreName('Orsalis Annecy', 'Orsalis')).toBe('Orsalis Annecy');
    expect(withStoreName('La gamme orsalis bio', 'Orsalis')).toBe('La gamme orsalis bio');
    // Only the whole word counts.
    expect(withStoreName('Orsalisette', 'Orsalis')).toBe('Orsalisette | Orsalis');
    expect(withStoreName('Vitamines', 'Maison (Orsalis)')).toBe('Vitamines | Maison (Orsalis)');
    expect(withStoreName('Maison (Orsalis) — accueil', 'Maison (Orsalis)')).toBe(
      'Maison (Orsalis) — accueil',
    );
    expect(withStoreName(null, 'Orsalis')).toBe('Orsalis');
    // A home page's title leads with the name.
    expect(withStoreName('Orsalis — compléments alimentaires formulés en France', 'Orsalis')).toBe(
      'Orsalis — compléments alimentaires formulés en France',
    );
  });
});
