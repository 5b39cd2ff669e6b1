import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { textField } from './field.schemas.ts';
import { composeValidators, hasLengthAtLeast, isRequired } from './field.validators.ts';
import { validateFields, validateForm } from './form-result.ts';
import { rule } from './rule.action.ts';
import { validationMessages } from './validation.messages.ts';

const schema = v.object({
  name: textField(composeValidators(isRequired, hasLengthAtLeast(3))),
  city: textField(isRequired),
});

describe('validateForm', () => {
  it('returns the parsed output of a valid form', () => {
    expect(validateForm(schema, { name: ' Jeanne ', city: 'Lyon' })).toEqual({
      success: true,
      output: { name: 'Jeanne', city: 'Lyon' },
    });
  });

  it('returns the first message of each failing field', () => {
    const result = validateForm(schema, { name: '', city: ' ' });
    expect(result).toEqual({
      success: false,
      fieldErrors: { name: validationMessages.isRequired, city: validationMessages.isRequired },
      formErrors: [],
    });
  });

  it('gives input the form could not have produced the generic form error', () => {
    const result = validateForm(schema, { name: 12, city: 'Lyon' });
    expect(!result.success && result.fieldErrors.name).toBe(validationMessages.formError);
    const notAnObject = validateForm(schema, 'name=Jeanne');
    expect(!notAnObject.success && notAnObject.formErrors).toEqual([validationMessages.formError]);
  });

  it('reports an object-level rule as a form error', () => {
    const always = v.pipe(
      v.object({}),
      rule(() => validationMessages.unsupportedCountry),
    );
    expect(validateForm(always, {})).toEqual({
      success: false,
      fieldErrors: {},
      formErrors: [validationMessages.unsupportedCountry],
    });
  });
});

describe('validateFields', () => {
  it('returns only the fields that fail, field by field', () => {
    expect(
      validateFields({ name: isRequired, city: isRequired }, { name: 'Jeanne', city: '' }),
    ).toEqual({ city: validationMessages.isRequired });
  });
});
