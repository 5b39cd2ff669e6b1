import { describe, expect, it } from 'vitest';
import {
  composeValidators,
  hasLengthAtLeast,
  isBlank,
  isConsentGiven,
  isRequired,
  mustDiffer,
  whenGiven,
} from './field.validators.ts';
import { validationMessages } from './validation.messages.ts';

describe('isRequired', () => {
  it.each([undefined, null, '', ' ', '\t\n ', [], ['', '  ']])('rejects %j as missing', (value) => {
    expect(isRequired(value)).toBe(validationMessages.isRequired);
  });

  it.each(['a', ' a ', 0, false, ['1 rue de la Paix']])('accepts %j', (value) => {
    expect(isRequired(value)).toBeUndefined();
  });
});

describe('hasLengthAtLeast', () => {
  it('names the minimum in the message values', () => {
    expect(hasLengthAtLeast(3)('ab')).toEqual({
      ...validationMessages.hasLengthAtLeast,
      values: { value: 3 },
    });
  });

  it('accepts a value of exactly the minimum length', () => {
    expect(hasLengthAtLeast(3)('abc')).toBeUndefined();
  });

  it('counts an emoji or an accented letter as one character', () => {
    expect(hasLengthAtLeast(3)('é😀a')).toBeUndefined();
    expect(hasLengthAtLeast(4)('é😀a')).toBeDefined();
  });

  it('leaves a blank value to isRequired', () => {
    expect(hasLengthAtLeast(3)('')).toBeUndefined();
  });
});

describe('isConsentGiven', () => {
  it('accepts only a ticked box', () => {
    expect(isConsentGiven(true)).toBeUndefined();
    for (const value of [false, undefined, 'true', 1]) {
      expect(isConsentGiven(value)).toBe(validationMessages.consentRequired);
    }
  });
});

describe('mustDiffer', () => {
  const rule = mustDiffer('currentPassword');

  it('rejects a value equal to the other field and names that field', () => {
    expect(rule('Secret#2024', { currentPassword: 'Secret#2024' })).toEqual({
      ...validationMessages.isNotEqualToField,
      values: { value: 'currentPassword' },
    });
  });

  it('accepts a different value', () => {
    expect(rule('Secret#2025', { currentPassword: 'Secret#2024' })).toBeUndefined();
  });

  it('cannot judge without the other values', () => {
    expect(rule('x')).toBeUndefined();
  });
});

describe('composeValidators', () => {
  it('returns the first failing message', () => {
    const rules = composeValidators(isRequired, hasLengthAtLeast(5));
    expect(rules('')).toBe(validationMessages.isRequired);
    expect(rules('abc')?.id).toBe(validationMessages.hasLengthAtLeast.id);
    expect(rules('abcde')).toBeUndefined();
  });

  it('passes the whole form on to every rule', () => {
    const rules = composeValidators(isRequired, mustDiffer('other'));
    expect(rules('a', { other: 'a' })?.id).toBe(validationMessages.isNotEqualToField.id);
  });
});

describe('whenGiven', () => {
  it('skips the rule for a blank value and runs it otherwise', () => {
    const rule = whenGiven(hasLengthAtLeast(3));
    expect(rule('  ')).toBeUndefined();
    expect(rule('ab')).toBeDefined();
  });
});

describe('isBlank', () => {
  it('does not count false or 0 as blank', () => {
    expect(isBlank(false)).toBe(false);
    expect(isBlank(0)).toBe(false);
  });
});
