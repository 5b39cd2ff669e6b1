import type { Validator } from './field.validators.ts';
import { isBlank } from './field.validators.ts';
import { SHIPPING_COUNTRY_CODE } from './validation.constants.ts';
import { validationMessages } from './validation.messages.ts';

const FRENCH_POSTCODE = /^\d{5}$/;

/** Whether `value` is a French postcode: exactly 5 digits (after trimming). */
export function isFrenchPostcode(value: string): boolean {
  return FRENCH_POSTCODE.test(value.trim());
}

/** Postcode of a French address: 5 digits. Blank values pass: combine with `isRequired`. */
export const validateFrenchPostcode: Validator = (value) => {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && isFrenchPostcode(value)
    ? undefined
    : validationMessages.validatePostcode;
};

// Separators people type between digit groups: spaces (incl. no-break), dots, dashes, slashes.
const SEPARATORS = /[\s.\-/\u00a0\u202f]/g;
// Country codes of the French numbering plan: metropolitan France, then the overseas
// departments that share the 10-digit national format (Réunion/Mayotte, Guadeloupe, Guyane,
// Martinique).
const FRENCH_COUNTRY_CODES = ['33', '262', '590', '594', '596'] as const;
// National prefixes of the overseas departments, which dial abroad under their own country code
// (0692 12 34 56 is +262 692 12 34 56, not +33).
const OVERSEAS_PREFIXES: Readonly<Record<string, string>> = {
  '262': '262',
  '263': '262',
  '269': '262',
  '639': '262',
  '692': '262',
  '693': '262',
  '590': '590',
  '690': '590',
  '691': '590',
  '594': '594',
  '694': '594',
  '596': '596',
  '696': '596',
  '697': '596',
};
// National significant number: 9 digits, first one 1–9 (0 is the trunk prefix).
const NATIONAL_NUMBER = /^[1-9]\d{8}$/;

function internationalDigits(compact: string): string | undefined {
  if (compact.startsWith('+')) return compact.slice(1);
  if (compact.startsWith('00')) return compact.slice(2);
  return undefined;
}

/**
 * The number in E.164 form (`+33612345678`) when `value` is a French phone number, else
 * `undefined`. Accepts the national form (`06 12 34 56 78`, `06.12.34.56.78`), the international
 * forms `+33 6 12 34 56 78`, `0033 6 12 34 56 78` and `+33 (0)6 12 34 56 78`, and the overseas
 * departments (+262, +590, +594, +596, or their national 0262/0692… numbers).
 */
export function normalizeFrenchTelephone(value: string): string | undefined {
  // "(0)" is the trunk prefix written in brackets after the country code; it is not dialled.
  const compact = value.trim().replace(/\(0\)/g, '').replace(SEPARATORS, '');
  if (/^0\d{9}$/.test(compact)) {
    const national = compact.slice(1);
    if (!NATIONAL_NUMBER.test(national)) return undefined;
    return `+${OVERSEAS_PREFIXES[national.slice(0, 3)] ?? '33'}${national}`;
  }
  const international = internationalDigits(compact);
  if (international === undefined) return undefined;
  for (const code of FRENCH_COUNTRY_CODES) {
    const national = international.slice(code.length);
    if (international.startsWith(code) && NATIONAL_NUMBER.test(national)) {
      return `+${code}${national}`;
    }
  }
  return undefined;
}

/** Telephone of a French address (see {@link normalizeFrenchTelephone}). Blank values pass. */
export const validateFrenchTelephone: Validator = (value) => {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && normalizeFrenchTelephone(value) !== undefined
    ? undefined
    : validationMessages.validateFrenchTelephone;
};

// E.164: a country code and subscriber number of at most 15 digits in all, no leading zero.
const INTERNATIONAL_NUMBER = /^[1-9]\d{7,14}$/;

/**
 * Telephone of the contact form, where a shopper abroad may write: a French number in any form
 * above, or an international number (`+` or `00`, then 8 to 15 digits). Blank values pass.
 */
export const validateTelephone: Validator = (value) => {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return validationMessages.validateTelephone;
  if (normalizeFrenchTelephone(value) !== undefined) return undefined;
  const digits = internationalDigits(value.trim().replace(SEPARATORS, ''));
  return digits !== undefined && INTERNATIONAL_NUMBER.test(digits)
    ? undefined
    : validationMessages.validateTelephone;
};

/** Country of a delivery address: the store ships to France only (spec §1). Blank values pass. */
export const validateShippingCountry: Validator = (value) => {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && value.trim().toUpperCase() === SHIPPING_COUNTRY_CODE
    ? undefined
    : validationMessages.unsupportedCountry;
};
