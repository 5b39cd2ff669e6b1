import * as v from 'valibot';
import type { Validator } from './field.validators.ts';
import { isBlank } from './field.validators.ts';
import { formatDefaultMessage } from './format-message.ts';
import { rule } from './rule.action.ts';
import { validationMessages } from './validation.messages.ts';

// Wrong-type input cannot come from the form itself, so it gets the generic form error.
const NOT_A_STRING = formatDefaultMessage(validationMessages.formError);

/**
 * A text field: a missing value counts as empty, surrounding whitespace is trimmed, then
 * `validator` runs (compose `isRequired` into it for a required field). Outputs the string.
 */
export function textField(validator: Validator) {
  return v.pipe(v.nullish(v.string(NOT_A_STRING), ''), v.trim(), rule<string>(validator));
}

/**
 * An optional text field: like {@link textField}, but outputs `undefined` when left blank, so
 * the server sends no empty string where the API expects no value.
 */
export function optionalTextField(validator?: Validator) {
  return v.pipe(
    textField(validator ?? (() => undefined)),
    v.transform((value: string) => (value === '' ? undefined : value)),
  );
}

/** A password field: never trimmed (a space is a character of the password). */
export function passwordField(validator: Validator) {
  return v.pipe(v.nullish(v.string(NOT_A_STRING), ''), rule<string>(validator));
}

/** A checkbox that must be ticked: any input, checked by `validator`, output `true`. */
export function consentField(validator: Validator) {
  return v.pipe(
    // The default makes valibot run the rule when the key is missing (an unticked box is not sent).
    v.optional(v.unknown(), false),
    rule<unknown>(validator),
    v.transform(() => true as const),
  );
}

/**
 * A list of text lines (street): each trimmed, trailing blank lines dropped, then `validator`
 * runs on the list.
 */
export function linesField(validator: Validator) {
  return v.pipe(
    v.nullish(v.array(v.string(NOT_A_STRING), NOT_A_STRING), []),
    v.transform((lines: string[]) => {
      const trimmed = lines.map((line) => line.trim());
      while (trimmed.length > 0 && isBlank(trimmed[trimmed.length - 1])) trimmed.pop();
      return trimmed;
    }),
    rule<string[]>(validator),
  );
}
