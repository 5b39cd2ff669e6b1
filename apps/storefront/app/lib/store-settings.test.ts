import { describe, expect, it } from 'vitest';
import { isWishlistEnabled, renderCopyright } from './store-settings.ts';

describe('isWishlistEnabled', () => {
  it('turns the hearts on for Magento’s "1" only: off, absent or unknown hides them', () => {
    expect(isWishlistEnabled('1')).toBe(true);
    expect(isWishlistEnabled('0')).toBe(false);
    expect(isWishlistEnabled(null)).toBe(false);
    expect(isWishlistEnabled(undefined)).toBe(false);
    expect(isWishlistEnabled('')).toBe(false);
  });
});

describe('renderCopyright', () => {
  it('writes the year of Paris, whatever the zone of the machine', () => {
    const text = '© {YYYY} Orsalis. Tous droits réservés.';
    // 23 h 30 in UTC on New Year's Eve is already the new year in Paris.
    expect(renderCopyright(text, new Date('2026-12-31T23:30:00Z'))).toBe(
      '© 2027 Orsalis. Tous droits réservés.',
    );
    expect(renderCopyright(text, new Date('2026-12-31T22:30:00Z'))).toBe(
      '© 2026 Orsalis. Tous droits réservés.',
    );
    expect(renderCopyright('Orsalis', new Date())).toBe('Orsalis');
  });
});
