import * as v from 'valibot';
import type { Validator } from './field.validators.ts';
import type { MessageDescriptor } from './message-descriptor.ts';
import type { RuleIssue } from './rule.action.ts';
import { validationMessages } from './validation.messages.ts';

/** Messages of a failed form: the first per field (by dot path), and those about the whole form. */
export interface FormErrors {
  readonly fieldErrors: Readonly<Record<string, MessageDescriptor>>;
  readonly formErrors: readonly MessageDescriptor[];
}

/** The outcome of {@link validateForm}. */
export type FormValidationResult<TOutput> =
  { readonly success: true; readonly output: TOutput } | ({ readonly success: false } & FormErrors);

function isRuleIssue(issue: v.BaseIssue<unknown>): issue is RuleIssue {
  return issue.type === 'rule' && 'descriptor' in issue;
}

/**
 * The descriptor of a valibot issue. Issues from this package's rules carry their own; any other
 * (a number where a string belongs, a field that is not an object) is the generic form error of
 * spec §5, since the shopper cannot have caused it through the form.
 */
export function issueDescriptor(issue: v.BaseIssue<unknown>): MessageDescriptor {
  return isRuleIssue(issue) ? issue.descriptor : validationMessages.formError;
}

/**
 * Runs a whole-form schema and returns either its output or its messages, first message per
 * field (spec §5: "the first error message is shown").
 *
 * @example
 * const result = validateForm(contactFormSchema, formData);
 * if (!result.success) showErrors(result.fieldErrors);
 */
export function validateForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): FormValidationResult<v.InferOutput<TSchema>> {
  // abortPipeEarly: a field stops at its first failing rule, which is the one shown.
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output };
  const fieldErrors: Record<string, MessageDescriptor> = {};
  const formErrors: MessageDescriptor[] = [];
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path === null || path === '') formErrors.push(issueDescriptor(issue));
    else fieldErrors[path] ??= issueDescriptor(issue);
  }
  return { success: false, fieldErrors, formErrors };
}

/** One validator per field of a form. */
export type FieldValidators<TField extends string> = Readonly<Record<TField, Validator>>;

/**
 * Runs a map of field validators over a form's values without valibot, for forms that validate
 * on submit field by field. Returns only the fields that fail.
 */
export function validateFields<TField extends string>(
  validators: FieldValidators<TField>,
  values: Readonly<Record<string, unknown>>,
): Partial<Record<TField, MessageDescriptor>> {
  const errors: Partial<Record<TField, MessageDescriptor>> = {};
  for (const field of Object.keys(validators) as TField[]) {
    const message = validators[field](values[field], values);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}
