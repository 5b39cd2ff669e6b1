import { describe, expect, it } from 'vitest';
import { formatDefaultMessage } from './format-message.ts';

describe('formatDefaultMessage', () => {
  it('substitutes every placeholder with its value', () => {
    expect(
      formatDefaultMessage({ id: 'x', defaultMessage: '{a} and {b}', values: { a: 1, b: 'two' } }),
    ).toBe('1 and two');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatDefaultMessage({ id: 'x', defaultMessage: 'At least {value}' })).toBe(
      'At least {value}',
    );
  });
});
