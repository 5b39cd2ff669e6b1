import { describe, expect, it } from 'vitest';
import { MAX_HINTED_LINES, cartLinesCookie, readCartLinesHint } from './cart-lines-hint.ts';

describe('the cart lines hint', () => {
  it('reads the number of lines among other cookies', () => {
    expect(readCartLinesHint('a=1; cart_lines=2; b=x')).toBe(2);
    expect(readCartLinesHint('cart_lines=0')).toBe(0);
  });

  it('reads no cookie, or a value that is not a count, as an empty cart', () => {
    expect(readCartLinesHint(null)).toBe(0);
    expect(readCartLinesHint('')).toBe(0);
    expect(readCartLinesHint('cart_lines=abc')).toBe(0);
    expect(readCartLinesHint('cart_lines=-3')).toBe(0);
    expect(readCartLinesHint('cart_lines=1.5')).toBe(0);
    expect(readCartLinesHint('other_cart_lines=3')).toBe(0);
  });

  it('caps the lines a page draws in advance', () => {
    expect(readCartLinesHint('cart_lines=250')).toBe(MAX_HINTED_LINES);
    expect(cartLinesCookie(250, false)).toMatch(new RegExp(`^cart_lines=${MAX_HINTED_LINES};`));
  });

  it('writes a cookie the whole shop sends back, secure on https', () => {
    expect(cartLinesCookie(3, true)).toBe(
      'cart_lines=3; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
    );
    expect(cartLinesCookie(1, false)).not.toContain('Secure');
    expect(readCartLinesHint(cartLinesCookie(3, true).split(';')[0])).toBe(3);
  });
});
