import { isEmailAddress } from '@vitrine/validation';
import * as v from 'valibot';
import { inputError } from '../../graphql/errors.ts';

// Control characters (CR, LF, NUL…) have no place in a name, a city or a comment line; refusing
// them stops header injection into mails (ASVS 1.3.11) and log forging (16.4.1).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK = /[\r\n]/;

/** Longest free-text field accepted (comments); single-line fields are much shorter. */
export const MAX_TEXT_LENGTH = 5000;
export const MAX_LINE_LENGTH = 255;

/** Whether a single-line value carries a line break or another control character. */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return CONTROL.test(value) || (!multiline && LINE_BREAK.test(value));
}

/**
 * A trimmed single-line text, or undefined when absent/blank. Refuses control characters and
 * overlong values with Magento's "Invalid value" message.
 */
export function optionalLine(value: string | null | undefined, field: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (hasControlCharacters(value) || value.length > MAX_LINE_LENGTH) {
    throw inputError(
      `Invalid value of "${value.length > 40 ? `${value.slice(0, 40)}…` : value.replace(/[\r\n]/g, ' ')}" provided for the ${field} field.`,
    );
  }
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A required single-line text (`"<label>" is required. Enter and try again.` when blank). */
export function requiredLine(
  value: string | null | undefined,
  field: string,
  label = field,
): string {
  const text = optionalLine(value, field);
  if (text === undefined) throw inputError(`"${label}" is required. Enter and try again.`);
  return text;
}

/** A trimmed e-mail address in the storefront's accepted format, or `message` as an input error. */
export function emailAddress(value: string | null | undefined, message: string): string {
  const email = (value ?? '').trim();
  if (!isEmailAddress(email)) throw inputError(message);
  return email;
}

// YYYY-MM-DD with month 01–12 and day 01–31; the round trip below catches 30 February and 2023-02-29.
const ISO_DATE = v.pipe(
  v.string(),
  v.isoDate(),
  v.check((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
  }),
);

/** Whether `value` is a real day of the calendar written YYYY-MM-DD (no rollover, no time part). */
export function isCalendarDate(value: string): boolean {
  return v.is(ISO_DATE, value);
}
