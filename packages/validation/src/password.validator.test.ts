import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PasswordCharacterClass } from './password.validator.ts';
import {
  passwordCharacterClasses,
  passwordPolicyFromStoreConfig,
  validatePassword,
} from './password.validator.ts';
import { validationMessages } from './validation.messages.ts';

const CLASS_CHARACTERS: Record<PasswordCharacterClass, string[]> = {
  lowercase: [...'abcdefghijklmnopqrstuvwxyz'],
  uppercase: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
  digits: [...'0123456789'],
  special: [...'@$!%*?&#'],
};
const CLASSES = Object.keys(CLASS_CHARACTERS) as PasswordCharacterClass[];
// Characters that belong to no class: they are allowed but never count.
const OTHER_CHARACTERS = [...' -_+=.,;:/\\()[]{}<>~^"\'éÉçàüß€'];

/** A password using exactly the given classes (each at least once), padded to `length`. */
function passwordOf(classes: PasswordCharacterClass[], minLength: number) {
  return fc
    .tuple(
      ...classes.map((name) =>
        fc.string({ unit: fc.constantFrom(...CLASS_CHARACTERS[name]), minLength: 1, maxLength: 6 }),
      ),
      fc.string({ unit: fc.constantFrom(...OTHER_CHARACTERS), maxLength: 4 }),
    )
    .map((parts) => {
      const text = parts.join('');
      const pad = parts[0]?.[0] ?? 'a';
      return text.length >= minLength ? text : text + pad.repeat(minLength - text.length);
    });
}

const policies = fc.record({
  minimumLength: fc.integer({ min: 1, max: 20 }),
  requiredClasses: fc.integer({ min: 1, max: 4 }),
});

describe('validatePassword (properties)', () => {
  it('accepts a long enough password exactly when it uses enough classes', () => {
    fc.assert(
      fc.property(
        policies.chain((policy) =>
          fc.subarray(CLASSES, { minLength: 1 }).chain((classes) =>
            passwordOf(classes, policy.minimumLength).map((password) => ({
              policy,
              classes,
              password,
            })),
          ),
        ),
        ({ policy, classes, password }) => {
          const message = validatePassword(policy)(password);
          if (classes.length >= policy.requiredClasses) return message === undefined;
          return message === validationMessages.validatePassword;
        },
      ),
    );
  });

  it('asks for the minimum length first, whatever the classes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }).chain((minimumLength) =>
          fc
            .string({ unit: 'grapheme-composite', minLength: 1, maxLength: minimumLength - 1 })
            .filter((text) => text.trim() !== '' && Array.from(text).length < minimumLength)
            .map((password) => ({ minimumLength, password })),
        ),
        ({ minimumLength, password }) => {
          const message = validatePassword({ minimumLength, requiredClasses: 3 })(password);
          return (
            message?.id === validationMessages.hasLengthAtLeast.id &&
            message.values?.value === minimumLength
          );
        },
      ),
    );
  });

  it('never rejects an accepted password because characters were added to it', () => {
    fc.assert(
      fc.property(
        passwordOf(['lowercase', 'uppercase', 'digits'], 10),
        fc.string({ unit: 'grapheme', maxLength: 10 }),
        fc.string({ unit: 'grapheme', maxLength: 10 }),
        (password, before, after) => validatePassword()(before + password + after) === undefined,
      ),
    );
  });

  it('does not count characters outside the four classes as special', () => {
    fc.assert(
      fc.property(
        fc.subarray(
          CLASSES.filter((name) => name !== 'special'),
          { minLength: 2, maxLength: 2 },
        ),
        fc.string({ unit: fc.constantFrom(...OTHER_CHARACTERS), minLength: 1, maxLength: 10 }),
        (classes, others) => {
          const password =
            classes.map((name) => CLASS_CHARACTERS[name].slice(0, 5).join('')).join('') + others;
          return validatePassword()(password) === validationMessages.validatePassword;
        },
      ),
    );
  });
});

describe('validatePassword (examples)', () => {
  const rule = validatePassword();

  it.each(['Orsalis2024', 'orsalis#2024', 'ORSALIS#2024', 'Orsalis#Vit'])(
    'accepts %s',
    (password) => {
      expect(rule(password)).toBeUndefined();
    },
  );

  it('rejects a password of 9 characters with all classes for its length', () => {
    expect(rule('Orsa#2024')).toEqual({
      ...validationMessages.hasLengthAtLeast,
      values: { value: 10 },
    });
  });

  it.each(['orsalisvitamine', 'orsalis2024', 'ORSALIS#$!%', 'orsalis-vit-é'])(
    'rejects %s for using fewer than 3 classes',
    (password) => {
      expect(rule(password)).toBe(validationMessages.validatePassword);
    },
  );

  it('lists the classes it finds', () => {
    expect([...passwordCharacterClasses('aB3@ é-')].sort()).toEqual([
      'digits',
      'lowercase',
      'special',
      'uppercase',
    ]);
  });
});

describe('passwordPolicyFromStoreConfig', () => {
  it('reads the policy from the string fields of store config', () => {
    expect(
      passwordPolicyFromStoreConfig({
        minimum_password_length: '12',
        required_character_classes_number: '4',
      }),
    ).toEqual({ minimumLength: 12, requiredClasses: 4 });
  });

  it('uses 10 characters and 3 classes until store config is loaded', () => {
    expect(passwordPolicyFromStoreConfig(undefined)).toEqual({
      minimumLength: 10,
      requiredClasses: 3,
    });
    expect(
      passwordPolicyFromStoreConfig({
        minimum_password_length: null,
        required_character_classes_number: 'x',
      }),
    ).toEqual({ minimumLength: 10, requiredClasses: 3 });
  });

  it('keeps the class count between 1 and 4', () => {
    expect(
      passwordPolicyFromStoreConfig({ required_character_classes_number: 7 }).requiredClasses,
    ).toBe(4);
    expect(
      passwordPolicyFromStoreConfig({ required_character_classes_number: 0 }).requiredClasses,
    ).toBe(1);
  });
});
