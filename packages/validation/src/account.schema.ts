import * as v from 'valibot';
import { validateEmail } from './email.validator.ts';
import { passwordField, textField } from './field.schemas.ts';
import { composeValidators, isRequired, mustDiffer } from './field.validators.ts';
import type { FieldValidators } from './form-result.ts';
import type { PasswordPolicy } from './password.validator.ts';
import { validatePassword } from './password.validator.ts';
import { rule } from './rule.action.ts';

/** Rules of an e-mail field that is required. */
export const requiredEmail = composeValidators(isRequired, validateEmail);

/** The sign-in form: e-mail and password, both required; the password is not checked against the policy. */
export const signInSchema = v.object({
  email: textField(requiredEmail),
  password: passwordField(isRequired),
});

/** Fields of the create-account form. */
export type CreateAccountField = 'firstname' | 'lastname' | 'email' | 'password';

/** Field rules of the create-account form for a store's password policy. */
export function createAccountFieldValidators(
  policy: PasswordPolicy,
): FieldValidators<CreateAccountField> {
  return {
    firstname: isRequired,
    lastname: isRequired,
    email: requiredEmail,
    password: composeValidators(isRequired, validatePassword(policy)),
  };
}

/** The create-account form for a store's password policy (see `passwordPolicyFromStoreConfig`). */
export function createAccountSchema(policy: PasswordPolicy) {
  const rules = createAccountFieldValidators(policy);
  return v.object({
    firstname: textField(rules.firstname),
    lastname: textField(rules.lastname),
    email: textField(rules.email),
    password: passwordField(rules.password),
    is_subscribed: v.optional(v.boolean(), false),
  });
}

/** The reset-password form (link from the e-mail): the e-mail and a new password under the policy. */
export function resetPasswordSchema(policy: PasswordPolicy) {
  return v.object({
    email: textField(requiredEmail),
    newPassword: passwordField(composeValidators(isRequired, validatePassword(policy))),
  });
}

/**
 * The change-password form: the new password follows the policy and must differ from the
 * current one ('currentPassword must be different' until the storefront maps the key to a label).
 */
export function changePasswordSchema(policy: PasswordPolicy) {
  return v.pipe(
    v.object({
      currentPassword: passwordField(isRequired),
      newPassword: passwordField(composeValidators(isRequired, validatePassword(policy))),
    }),
    rule(mustDiffer('currentPassword'), { field: 'newPassword' }),
  );
}
