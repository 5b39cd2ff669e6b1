import type { MessageDescriptor } from './message-descriptor.ts';
import { withValues } from './message-descriptor.ts';
import { validationMessages } from './validation.messages.ts';

/**
 * A field validator: returns the message to show, or `undefined` when the value is valid.
 * `values` holds the whole form, for rules that compare fields.
 */
export type Validator = (
  value: unknown,
  values?: Readonly<Record<string, unknown>>,
) => MessageDescriptor | undefined;

/**
 * Whether a value counts as not given: `undefined`, `null`, a string that is empty or only
 * whitespace, or an empty list (street lines).
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.every(isBlank);
  return false;
}

/** Required value: 'Is required.' when the value is empty or only whitespace (spec §5). */
export const isRequired: Validator = (value) =>
  isBlank(value) ? validationMessages.isRequired : undefined;

/**
 * Minimum length: 'Must contain at least {value} character(s).' Counts Unicode code points, so
 * an accented letter or an emoji is one character, as the shopper sees it. Blank values pass:
 * combine with {@link isRequired} when the field is required.
 */
export function hasLengthAtLeast(minimum: number): Validator {
  return (value) => {
    if (isBlank(value)) return undefined;
    const text = typeof value === 'string' ? value : String(value);
    return Array.from(text).length >= minimum
      ? undefined
      : withValues(validationMessages.hasLengthAtLeast, { value: minimum });
  };
}

/** Consent checkbox: 'This field is mandatory' unless it is ticked (`true`). */
export const isConsentGiven: Validator = (value) =>
  value === true ? undefined : validationMessages.consentRequired;

/**
 * Must differ from another field: '{value} must be different', with `{value}` set to the other
 * field's key (the storefront maps it to a label). Blank values pass.
 *
 * @example
 * const newPasswordRules = composeValidators(isRequired, mustDiffer('currentPassword'));
 */
export function mustDiffer(otherField: string): Validator {
  return (value, values) => {
    if (isBlank(value) || values === undefined) return undefined;
    return values[otherField] === value
      ? withValues(validationMessages.isNotEqualToField, { value: otherField })
      : undefined;
  };
}

/**
 * Chains validators and returns the first message, which is what the form shows (spec §5:
 * "the first error message is shown").
 */
export function composeValidators(...validators: readonly Validator[]): Validator {
  return (value, values) => {
    for (const validator of validators) {
      const message = validator(value, values);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/** Runs `validator` only when a value is given: the rule of an optional field. */
export function whenGiven(validator: Validator): Validator {
  return (value, values) => (isBlank(value) ? undefined : validator(value, values));
}
