import { describe, expect, it } from 'vitest';
import { checkCheckoutRequirements } from './checkout.schema.ts';
import { validateEmail } from './email.validator.ts';
import { hasLengthAtLeast, isConsentGiven, isRequired, mustDiffer } from './field.validators.ts';
import { issueDescriptor } from './form-result.ts';
import { formatDefaultMessage } from './format-message.ts';
import {
  validateFrenchPostcode,
  validateFrenchTelephone,
  validateShippingCountry,
  validateTelephone,
} from './french-address.validators.ts';
import type { MessageDescriptor } from './message-descriptor.ts';
import { validatePassword } from './password.validator.ts';
import { validationMessages } from './validation.messages.ts';

type MessageKey = keyof typeof validationMessages;

// One example per message: the rule that produces it, and the English text the shopper reads,
// written out in full so a change of wording fails here. Spec §5 and §8 fix the first seven.
const examples: Record<MessageKey, { produce: () => MessageDescriptor | undefined; text: string }> =
  {
    isRequired: { produce: () => isRequired('   '), text: 'Is required.' },
    hasLengthAtLeast: {
      produce: () => hasLengthAtLeast(2)('a'),
      text: 'Must contain at least 2 character(s).',
    },
    consentRequired: { produce: () => isConsentGiven(false), text: 'This field is mandatory' },
    isNotEqualToField: {
      produce: () => mustDiffer('currentPassword')('same', { currentPassword: 'same' }),
      text: 'currentPassword must be different',
    },
    validateEmail: {
      produce: () => validateEmail('jean.dupont'),
      text: 'Please enter a valid email',
    },
    validatePassword: {
      produce: () => validatePassword()('abcdefghij'),
      text: 'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.',
    },
    missingRequiredInformation: {
      produce: () => checkCheckoutRequirements({ cartId: '' }),
      text: 'Missing required information: cartId',
    },
    validatePostcode: {
      produce: () => validateFrenchPostcode('7500'),
      text: 'Please enter a valid 5-digit postcode.',
    },
    validateFrenchTelephone: {
      produce: () => validateFrenchTelephone('12345'),
      text: 'Please enter a valid French phone number.',
    },
    validateTelephone: {
      produce: () => validateTelephone('call me'),
      text: 'Please enter a valid phone number.',
    },
    unsupportedCountry: {
      produce: () => validateShippingCountry('BE'),
      text: 'Delivery is only available in France.',
    },
    formError: {
      produce: () =>
        issueDescriptor({
          kind: 'schema',
          type: 'string',
          input: 3,
          expected: 'string',
          received: '3',
          message: 'Invalid type',
        }),
      text: 'An error has occurred. Please check the input and try again.',
    },
  };

describe('validation messages', () => {
  it.each(Object.entries(examples))('%s reads as the spec words it', (key, example) => {
    const descriptor = example.produce();
    expect(descriptor?.id).toBe(validationMessages[key as MessageKey].id);
    expect(descriptor && formatDefaultMessage(descriptor)).toBe(example.text);
  });

  it('keeps the ids the storefront catalogue and Magento storefronts use', () => {
    expect(validationMessages.validateEmail.id).toBe('formValidation.validateEmail');
    expect(validationMessages.formError.id).toBe('formError.errorMessage');
  });

  it('gives every message a distinct id', () => {
    const ids = Object.values(validationMessages).map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
