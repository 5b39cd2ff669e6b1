import { describe, expect, it } from 'vitest';
import { isWishlistEnabled } from './store-settings.ts';

describe('isWishlistEnabled', () => {
  it('turns the hearts on for Magento’s "1" only: off, absent or unknown hides them', () => {
    expect(isWishlistEnabled('1')).toBe(true);
    expect(isWishlistEnabled('0')).toBe(false);
    expect(isWishlistEnabled(null)).toBe(false);
    expect(isWishlistEnabled(undefined)).toBe(false);
    expect(isWishlistEnabled('')).toBe(false);
  });
});
