import type { Validator } from './field.validators.ts';
import { hasLengthAtLeast, isBlank } from './field.validators.ts';
import {
  DEFAULT_PASSWORD_POLICY,
  PASSWORD_CHARACTER_CLASS_COUNT,
  PASSWORD_SPECIAL_CHARACTERS,
} from './validation.constants.ts';
import { validationMessages } from './validation.messages.ts';

/** The password rules a store enforces. */
export interface PasswordPolicy {
  /** Minimum number of characters. @defaultValue 10 */
  readonly minimumLength: number;
  /** How many of the 4 character classes must appear. @defaultValue 3 */
  readonly requiredClasses: number;
}

/**
 * The store config fields that carry the policy. Magento's GraphQL types them as strings, and
 * they are absent until store config has loaded.
 */
export interface PasswordStoreConfig {
  readonly minimum_password_length?: string | number | null;
  readonly required_character_classes_number?: string | number | null;
}

function toWholeNumber(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : Number(raw);
  return Number.isInteger(value) ? value : undefined;
}

/**
 * Builds the policy from store config, falling back to the spec's defaults (10 characters, 3
 * classes) for a missing or malformed field. The class count is clamped to 1–4: a store asking
 * for 5 classes would make every password invalid.
 */
export function passwordPolicyFromStoreConfig(
  config: PasswordStoreConfig | undefined,
): PasswordPolicy {
  const minimumLength = toWholeNumber(config?.minimum_password_length);
  const requiredClasses = toWholeNumber(config?.required_character_classes_number);
  return {
    minimumLength:
      minimumLength !== undefined && minimumLength > 0
        ? minimumLength
        : DEFAULT_PASSWORD_POLICY.minimumLength,
    requiredClasses:
      requiredClasses === undefined
        ? DEFAULT_PASSWORD_POLICY.requiredClasses
        : Math.min(Math.max(requiredClasses, 1), PASSWORD_CHARACTER_CLASS_COUNT),
  };
}

/** A character class of the password policy. */
export type PasswordCharacterClass = 'lowercase' | 'uppercase' | 'digits' | 'special';

// ASCII only, as in Magento: an accented letter is allowed in a password but counts for no class.
const CLASS_TESTS: Readonly<Record<PasswordCharacterClass, (character: string) => boolean>> = {
  lowercase: (character) => character >= 'a' && character <= 'z',
  uppercase: (character) => character >= 'A' && character <= 'Z',
  digits: (character) => character >= '0' && character <= '9',
  special: (character) => PASSWORD_SPECIAL_CHARACTERS.includes(character),
};

/** The character classes present in `password`. */
export function passwordCharacterClasses(password: string): Set<PasswordCharacterClass> {
  const found = new Set<PasswordCharacterClass>();
  for (const character of password) {
    for (const [name, test] of Object.entries(CLASS_TESTS) as [
      PasswordCharacterClass,
      (c: string) => boolean,
    ][]) {
      if (test(character)) found.add(name);
    }
  }
  return found;
}

/**
 * The password rule for a policy: too short gives 'Must contain at least {value} character(s).',
 * too few classes gives 'A password must contain at least 3 of the following: lowercase,
 * uppercase, digits, special characters.' Blank values pass: combine with `isRequired`.
 *
 * @example
 * const rule = validatePassword(passwordPolicyFromStoreConfig(storeConfig));
 * rule('short'); // hasLengthAtLeast descriptor with { value: 10 }
 */
export function validatePassword(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): Validator {
  const length = hasLengthAtLeast(policy.minimumLength);
  return (value, values) => {
    if (isBlank(value)) return undefined;
    const tooShort = length(value, values);
    if (tooShort !== undefined) return tooShort;
    const password = typeof value === 'string' ? value : String(value);
    return passwordCharacterClasses(password).size >= policy.requiredClasses
      ? undefined
      : validationMessages.validatePassword;
  };
}
