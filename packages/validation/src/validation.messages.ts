import { defineMessages } from './message-descriptor.ts';

/**
 * Every message this package can return. `defaultMessage` is the spec's English text exactly
 * where the spec gives one (§5, §8); the texts the spec leaves out are recorded in decision 021.
 */
export const validationMessages = defineMessages({
  isRequired: { id: 'validation.isRequired', defaultMessage: 'Is required.' },
  hasLengthAtLeast: {
    id: 'validation.hasLengthAtLeast',
    defaultMessage: 'Must contain at least {value} character(s).',
  },
  consentRequired: { id: 'validation.consentRequired', defaultMessage: 'This field is mandatory' },
  isNotEqualToField: {
    id: 'validation.isNotEqualToField',
    defaultMessage: '{value} must be different',
  },
  validateEmail: {
    id: 'formValidation.validateEmail',
    defaultMessage: 'Please enter a valid email',
  },
  validatePassword: {
    id: 'validation.validatePassword',
    defaultMessage:
      'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.',
  },
  missingRequiredInformation: {
    id: 'checkout.missingRequiredInformation',
    defaultMessage: 'Missing required information: {fields}',
  },
  validatePostcode: {
    id: 'validation.validateFrenchPostcode',
    defaultMessage: 'Please enter a valid 5-digit postcode.',
  },
  validateFrenchTelephone: {
    id: 'validation.validateFrenchTelephone',
    defaultMessage: 'Please enter a valid French phone number.',
  },
  validateTelephone: {
    id: 'validation.validateTelephone',
    defaultMessage: 'Please enter a valid phone number.',
  },
  unsupportedCountry: {
    id: 'validation.unsupportedCountry',
    defaultMessage: 'Delivery is only available in France.',
  },
  formError: {
    id: 'formError.errorMessage',
    defaultMessage: 'An error has occurred. Please check the input and try again.',
  },
});
