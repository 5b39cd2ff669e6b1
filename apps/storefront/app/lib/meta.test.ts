import { describe, expect, it } from 'vitest';
import { withStoreName } from './meta.ts';

describe('a page title', () => {
  it('names the store once, even when the merchant’s meta title already does', () => {
    expect(withStoreName('Vitamines | Orsalis', 'Orsalis')).toBe('Vitamines | Orsalis');
    expect(withStoreName('Magnésium marin | Gélules | Orsalis', 'Orsalis')).toBe(
      'Magnésium marin | Gélules | Orsalis',
    );
    expect(withStoreName('Vitamines', 'Orsalis')).toBe('Vitamines | Orsalis');
    expect(withStoreName('Orsalis Bio', 'Orsalis')).toBe('Orsalis Bio | Orsalis');
    expect(withStoreName(null, 'Orsalis')).toBe('Orsalis');
    // A home page's title leads with the name.
    expect(withStoreName('Orsalis — compléments alimentaires formulés en France', 'Orsalis')).toBe(
      'Orsalis — compléments alimentaires formulés en France',
    );
  });
});
