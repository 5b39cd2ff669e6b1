import type * as v from 'valibot';
import type { Validator } from './field.validators.ts';
import { formatDefaultMessage } from './format-message.ts';
import type { MessageDescriptor } from './message-descriptor.ts';

/**
 * The issue a {@link rule} reports. Besides valibot's fields it carries the message descriptor,
 * so forms and the server get `{ id, defaultMessage, values }` instead of an English string;
 * `message` holds the English text for logs and `ValiError`.
 */
export interface RuleIssue extends v.BaseIssue<unknown> {
  readonly kind: 'validation';
  readonly type: 'rule';
  readonly expected: null;
  readonly descriptor: MessageDescriptor;
}

/** A valibot validation action that runs a {@link Validator}. */
export interface RuleAction<TValue> extends v.BaseValidation<TValue, TValue, RuleIssue> {
  readonly type: 'rule';
  readonly reference: typeof rule;
  readonly expects: null;
  readonly requirement: Validator;
}

/** Options of {@link rule}. */
export interface RuleOptions {
  /**
   * Validate this field of an object instead of the value itself. The validator receives the
   * field's value and the whole object (for cross-field rules), and the issue is reported at
   * the field's path.
   */
  readonly field?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'Array' : 'Object';
}

/**
 * Turns a plain validator into a valibot pipe action, so one rule serves a field-by-field form
 * and a whole-form schema alike.
 *
 * @example
 * const emailField = v.pipe(v.string(), v.trim(), rule(isRequired), rule(validateEmail));
 * const passwords = v.pipe(
 *   v.object({ currentPassword: v.string(), newPassword: v.string() }),
 *   rule(mustDiffer('currentPassword'), { field: 'newPassword' }),
 * );
 */
export function rule<TValue>(validator: Validator, options: RuleOptions = {}): RuleAction<TValue> {
  return {
    kind: 'validation',
    type: 'rule',
    reference: rule,
    async: false,
    expects: null,
    requirement: validator,
    '~run'(dataset, config) {
      // Like valibot's own checks: a value that failed its schema is not checked any further.
      if (!dataset.typed) return dataset;
      const values = isRecord(dataset.value) ? dataset.value : undefined;
      const target = options.field === undefined ? dataset.value : values?.[options.field];
      const descriptor = validator(target, values);
      if (descriptor === undefined) return dataset;
      const issue: RuleIssue = {
        kind: 'validation',
        type: 'rule',
        input: target,
        expected: null,
        received: describe(target),
        message: formatDefaultMessage(descriptor),
        requirement: validator,
        path:
          options.field === undefined || values === undefined
            ? undefined
            : [
                {
                  type: 'object',
                  origin: 'value',
                  input: values,
                  key: options.field,
                  value: target,
                },
              ],
        lang: config.lang,
        abortEarly: config.abortEarly,
        abortPipeEarly: config.abortPipeEarly,
        descriptor,
      };
      // valibot's own actions append to the dataset in place; a pipe relies on it.
      const withIssue = dataset as { issues?: v.BaseIssue<unknown>[] };
      if (withIssue.issues) withIssue.issues.push(issue);
      else withIssue.issues = [issue];
      return dataset;
    },
  };
}
