export type { MessageDescriptor } from './message-descriptor.ts';
export { defineMessages, withValues } from './message-descriptor.ts';
export { formatDefaultMessage } from './format-message.ts';
export { validationMessages } from './validation.messages.ts';
export {
  DEFAULT_PASSWORD_POLICY,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  SHIPPING_COUNTRY_CODE,
} from './validation.constants.ts';

export type { Validator } from './field.validators.ts';
export {
  composeValidators,
  hasLengthAtLeast,
  isBlank,
  isConsentGiven,
  isRequired,
  mustDiffer,
  whenGiven,
} from './field.validators.ts';
export { isEmailAddress, validateEmail } from './email.validator.ts';
export type {
  PasswordCharacterClass,
  PasswordPolicy,
  PasswordStoreConfig,
} from './password.validator.ts';
export {
  passwordCharacterClasses,
  passwordPolicyFromStoreConfig,
  validatePassword,
} from './password.validator.ts';
export {
  isFrenchPostcode,
  normalizeFrenchTelephone,
  validateFrenchPostcode,
  validateFrenchTelephone,
  validateShippingCountry,
  validateTelephone,
} from './french-address.validators.ts';

export type { RuleAction, RuleIssue, RuleOptions } from './rule.action.ts';
export { rule } from './rule.action.ts';
export type { FieldValidators, FormErrors, FormValidationResult } from './form-result.ts';
export { issueDescriptor, validateFields, validateForm } from './form-result.ts';
export {
  consentField,
  linesField,
  optionalTextField,
  passwordField,
  textField,
} from './field.schemas.ts';

export type { CheckoutRequirements, CheckoutRequirementsOutput } from './checkout.schema.ts';
export {
  checkCheckoutRequirements,
  checkoutRequirementsSchema,
  missingCheckoutFields,
} from './checkout.schema.ts';
export type {
  ContactField,
  ContactForm,
  ContactFormInput,
  CoreContactField,
  CoreContactForm,
} from './contact.schema.ts';
export {
  contactFieldValidators,
  contactFormSchema,
  coreContactFieldValidators,
  coreContactFormSchema,
} from './contact.schema.ts';
export type {
  ShippingEstimateField,
  ShippingEstimateInput,
  ShippingEstimateRequest,
} from './shipping-estimate.schema.ts';
export {
  shippingEstimateFieldValidators,
  shippingEstimateSchema,
} from './shipping-estimate.schema.ts';
export type {
  FrenchAddress,
  FrenchAddressField,
  FrenchAddressInput,
} from './french-address.schema.ts';
export { frenchAddressFieldValidators, frenchAddressSchema } from './french-address.schema.ts';
export type { CreateAccountField } from './account.schema.ts';
export {
  changePasswordSchema,
  createAccountFieldValidators,
  createAccountSchema,
  requiredEmail,
  resetPasswordSchema,
  signInSchema,
} from './account.schema.ts';
