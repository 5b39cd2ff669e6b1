// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.ts';

describe('interpolate (English fallback)', () => {
  it('substitutes simple placeholders and keeps unknown ones visible', () => {
    expect(interpolate('Call us at {value}', { value: '01 23' })).toBe('Call us at 01 23');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(interpolate('No placeholders')).toBe('No placeholders');
  });

  it('chooses English plural forms, with exact matches first', () => {
    const reviews = '{count, plural, =0 {No reviews} one {# review} other {# reviews}}';
    expect(interpolate(reviews, { count: 0 })).toBe('No reviews');
    expect(interpolate(reviews, { count: 1 })).toBe('1 review');
    expect(interpolate(reviews, { count: 12 })).toBe('12 reviews');
  });

  it('handles select and nested placeholders', () => {
    const text = '{kind, select, phone {Call {name}} other {Write to {name}}}';
    expect(interpolate(text, { kind: 'phone', name: 'us' })).toBe('Call us');
    expect(interpolate(text, { kind: 'mail', name: 'us' })).toBe('Write to us');
  });

  it('leaves a plural without its value as written', () => {
    expect(interpolate('{count, plural, other {# items}}')).toBe(
      '{count, plural, other {# items}}',
    );
  });
});
