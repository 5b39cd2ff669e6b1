import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasLengthAtLeast, isRequired, mustDiffer } from './field.validators.ts';
import { rule } from './rule.action.ts';
import type { RuleIssue } from './rule.action.ts';
import { validationMessages } from './validation.messages.ts';

describe('rule', () => {
  it('reports the descriptor of the failing validator, with its English text as message', () => {
    const result = v.safeParse(v.pipe(v.string(), rule(hasLengthAtLeast(4))), 'abc');
    expect(result.success).toBe(false);
    const issue = result.issues?.[0] as RuleIssue;
    expect(issue.descriptor).toEqual({
      ...validationMessages.hasLengthAtLeast,
      values: { value: 4 },
    });
    expect(issue.message).toBe('Must contain at least 4 character(s).');
  });

  it('lets a valid value through unchanged', () => {
    expect(v.parse(v.pipe(v.string(), rule(isRequired)), 'ok')).toBe('ok');
  });

  it('reports every failing rule unless the pipe aborts early', () => {
    const schema = v.pipe(
      v.string(),
      rule(isRequired),
      rule(hasLengthAtLeast(0)),
      rule(isRequired),
    );
    expect(v.safeParse(schema, ' ').issues).toHaveLength(2);
    expect(v.safeParse(schema, ' ', { abortPipeEarly: true }).issues).toHaveLength(1);
  });

  it('checks a field against the whole object and reports it at that field', () => {
    const schema = v.pipe(
      v.object({ currentPassword: v.string(), newPassword: v.string() }),
      rule(mustDiffer('currentPassword'), { field: 'newPassword' }),
    );
    const result = v.safeParse(schema, {
      currentPassword: 'A#1aaaaaaa',
      newPassword: 'A#1aaaaaaa',
    });
    const issue = result.issues?.[0];
    expect(issue && v.getDotPath(issue)).toBe('newPassword');
    expect((issue as RuleIssue).descriptor.values).toEqual({ value: 'currentPassword' });
  });

  it('does not run on a value that already failed its schema', () => {
    const result = v.safeParse(v.pipe(v.string(), rule(isRequired)), 42);
    expect(result.issues).toHaveLength(1);
    expect(result.issues?.[0]?.type).toBe('string');
  });

  it('makes parse throw a ValiError that reads in English', () => {
    expect(() => v.parse(v.pipe(v.string(), rule(isRequired)), '')).toThrow('Is required.');
  });
});
