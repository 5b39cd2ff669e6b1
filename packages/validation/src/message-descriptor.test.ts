import { describe, expect, it } from 'vitest';
import { defineMessages, withValues } from './message-descriptor.ts';

describe('defineMessages', () => {
  it('returns the very catalogue it was given', () => {
    const catalogue = { hello: { id: 'greeting.hello', defaultMessage: 'Hello' } };
    expect(defineMessages(catalogue)).toBe(catalogue);
  });
});

describe('withValues', () => {
  it('copies the descriptor with values and leaves the shared one untouched', () => {
    const shared = { id: 'x.min', defaultMessage: 'Must contain at least {value} character(s).' };
    const filled = withValues(shared, { value: 3 });
    expect(filled).toEqual({ ...shared, values: { value: 3 } });
    expect(shared).not.toHaveProperty('values');
  });
});
