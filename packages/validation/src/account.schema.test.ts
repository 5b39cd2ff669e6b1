import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  createAccountFieldValidators,
  createAccountSchema,
  resetPasswordSchema,
  signInSchema,
} from './account.schema.ts';
import { validateFields, validateForm } from './form-result.ts';
import { DEFAULT_PASSWORD_POLICY } from './validation.constants.ts';
import { validationMessages } from './validation.messages.ts';

describe('sign-in form', () => {
  it('requires a valid e-mail and a password, and keeps the password as typed', () => {
    expect(validateForm(signInSchema, { email: ' jeanne@exemple.fr', password: ' x ' })).toEqual({
      success: true,
      output: { email: 'jeanne@exemple.fr', password: ' x ' },
    });
    const result = validateForm(signInSchema, { email: 'jeanne', password: '' });
    expect(!result.success && result.fieldErrors).toEqual({
      email: validationMessages.validateEmail,
      password: validationMessages.isRequired,
    });
  });
});

describe('create-account form', () => {
  const form = {
    firstname: 'Jeanne',
    lastname: 'Martin',
    email: 'jeanne@exemple.fr',
    password: 'Orsalis#2024',
  };

  it('accepts a password that follows the policy', () => {
    const result = validateForm(createAccountSchema(DEFAULT_PASSWORD_POLICY), form);
    expect(result).toEqual({ success: true, output: { ...form, is_subscribed: false } });
  });

  it('applies the store policy: length first, then classes', () => {
    const schema = createAccountSchema({ minimumLength: 12, requiredClasses: 4 });
    const short = validateForm(schema, { ...form, password: 'Orsalis#24' });
    expect(!short.success && short.fieldErrors.password).toEqual({
      ...validationMessages.hasLengthAtLeast,
      values: { value: 12 },
    });
    const weak = validateForm(schema, { ...form, password: 'Orsalis20245' });
    expect(!weak.success && weak.fieldErrors.password).toBe(validationMessages.validatePassword);
  });

  it('offers the same rules field by field', () => {
    expect(
      validateFields(createAccountFieldValidators(DEFAULT_PASSWORD_POLICY), {
        ...form,
        lastname: '',
      }),
    ).toEqual({ lastname: validationMessages.isRequired });
  });
});

describe('reset-password form', () => {
  it('applies the policy to the new password', () => {
    const result = validateForm(resetPasswordSchema(DEFAULT_PASSWORD_POLICY), {
      email: 'jeanne@exemple.fr',
      newPassword: 'motdepasse',
    });
    expect(!result.success && result.fieldErrors).toEqual({
      newPassword: validationMessages.validatePassword,
    });
  });
});

describe('change-password form', () => {
  const schema = changePasswordSchema(DEFAULT_PASSWORD_POLICY);

  it('rejects a new password equal to the current one', () => {
    const result = validateForm(schema, {
      currentPassword: 'Orsalis#2024',
      newPassword: 'Orsalis#2024',
    });
    expect(!result.success && result.fieldErrors).toEqual({
      newPassword: {
        ...validationMessages.isNotEqualToField,
        values: { value: 'currentPassword' },
      },
    });
  });

  it('accepts a different new password', () => {
    expect(
      validateForm(schema, { currentPassword: 'Orsalis#2024', newPassword: 'Orsalis#2025' })
        .success,
    ).toBe(true);
  });
});
