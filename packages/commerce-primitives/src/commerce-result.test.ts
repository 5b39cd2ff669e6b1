import { describe, expect, it } from 'vitest';
import {
  CommerceFailure,
  isInvalidCartError,
  isInvalidCartMessage,
  toCommerceError,
  unwrap,
} from './commerce-result.ts';

describe('invalid cart recognition', () => {
  it('recognises the three messages of spec §8 inside longer messages', () => {
    expect(isInvalidCartMessage('Could not find a cart with ID "abc"')).toBe(true);
    expect(isInvalidCartMessage("The cart isn't active.")).toBe(true);
    expect(isInvalidCartMessage('The current user cannot perform operations on cart "abc"')).toBe(
      true,
    );
    expect(isInvalidCartMessage('The requested qty is not available')).toBe(false);
  });

  it('never treats a network error as an invalid cart, even with the same words', () => {
    expect(isInvalidCartError({ code: 'network', message: 'Could not find a cart' })).toBe(false);
    expect(isInvalidCartError({ code: 'invalid_cart', message: 'x' })).toBe(true);
    expect(
      isInvalidCartError({
        code: 'unauthorised',
        message: 'The current user cannot perform operations on cart "a"',
      }),
    ).toBe(true);
    expect(
      isInvalidCartError({
        code: 'user',
        messages: ['Product that you are trying to add is not available.'],
      }),
    ).toBe(false);
  });

  it('keeps the typed error through a thrown CommerceFailure', () => {
    const error = { code: 'user', messages: ['a', 'b'] } as const;
    const failure = new CommerceFailure(error);
    expect(failure.message).toBe('a, b');
    expect(toCommerceError(failure)).toBe(error);
    expect(toCommerceError(new TypeError('fetch failed'))).toEqual({
      code: 'network',
      message: 'fetch failed',
    });
    expect(() => unwrap({ ok: false, error })).toThrow(CommerceFailure);
    expect(unwrap({ ok: true, cartId: 'c1' }).cartId).toBe('c1');
  });
});
