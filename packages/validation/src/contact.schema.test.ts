import { describe, expect, it } from 'vitest';
import {
  contactFieldValidators,
  contactFormSchema,
  coreContactFieldValidators,
  coreContactFormSchema,
} from './contact.schema.ts';
import { validateFields, validateForm } from './form-result.ts';
import { validationMessages } from './validation.messages.ts';

const valid = {
  name: 'Jeanne Martin',
  email: 'jeanne.martin@exemple.fr',
  comment: 'Ma commande est arrivée incomplète.',
  isConsent: true,
  contactReason: 'order',
};

describe('contact form', () => {
  it('accepts the required fields alone and drops blank optional ones', () => {
    const result = validateForm(contactFormSchema, { ...valid, telephone: ' ', orderNumber: '' });
    expect(result).toEqual({
      success: true,
      output: { ...valid, telephone: undefined, orderNumber: undefined },
    });
  });

  it('keeps a given telephone and order number, trimmed', () => {
    const result = validateForm(contactFormSchema, {
      ...valid,
      telephone: ' 06 12 34 56 78 ',
      orderNumber: ' 000000123 ',
    });
    expect(result.success && result.output).toMatchObject({
      telephone: '06 12 34 56 78',
      orderNumber: '000000123',
    });
  });

  it('requires name, email, comment, consent and contact reason', () => {
    const result = validateForm(contactFormSchema, {});
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        name: validationMessages.isRequired,
        email: validationMessages.isRequired,
        comment: validationMessages.isRequired,
        isConsent: validationMessages.consentRequired,
        contactReason: validationMessages.isRequired,
      },
      formErrors: [],
    });
  });

  it('rejects a malformed e-mail and telephone', () => {
    const result = validateForm(contactFormSchema, {
      ...valid,
      email: 'jeanne@',
      telephone: '12',
    });
    expect(!result.success && result.fieldErrors).toEqual({
      email: validationMessages.validateEmail,
      telephone: validationMessages.validateTelephone,
    });
  });

  it('rejects consent that is not ticked', () => {
    const result = validateForm(contactFormSchema, { ...valid, isConsent: false });
    expect(!result.success && result.fieldErrors).toEqual({
      isConsent: validationMessages.consentRequired,
    });
  });

  it('offers the same rules field by field', () => {
    expect(validateFields(contactFieldValidators, { ...valid, comment: '  ' })).toEqual({
      comment: validationMessages.isRequired,
    });
  });
});

describe('contact form of a stock Magento (no contact-extras)', () => {
  it('requires only name, email and comment, and outputs nothing Magento does not accept', () => {
    const result = validateForm(coreContactFormSchema, {
      name: ' Jeanne Martin ',
      email: 'jeanne.martin@exemple.fr',
      comment: 'Une question sur le magnésium.',
      telephone: '',
      isConsent: false,
      contactReason: '',
    });
    expect(result).toEqual({
      success: true,
      output: {
        name: 'Jeanne Martin',
        email: 'jeanne.martin@exemple.fr',
        comment: 'Une question sur le magnésium.',
        telephone: undefined,
      },
    });
  });

  it('reports the missing fields without asking for consent or a reason', () => {
    expect(validateForm(coreContactFormSchema, {})).toEqual({
      success: false,
      fieldErrors: {
        name: validationMessages.isRequired,
        email: validationMessages.isRequired,
        comment: validationMessages.isRequired,
      },
      formErrors: [],
    });
    expect(Object.keys(coreContactFieldValidators).sort()).toEqual([
      'comment',
      'email',
      'name',
      'telephone',
    ]);
  });
});
