import * as v from 'valibot';
import { consentField, optionalTextField, textField } from './field.schemas.ts';
import type { FieldValidators } from './form-result.ts';
import { composeValidators, isConsentGiven, isRequired } from './field.validators.ts';
import { validateEmail } from './email.validator.ts';
import { validateTelephone } from './french-address.validators.ts';

/** Fields of Magento's own contact form (`ContactUsInput`: name, email, telephone, comment). */
export type CoreContactField = 'name' | 'email' | 'comment' | 'telephone';

/** Fields of the contact form with extension `contact-extras` (spec §3, Contact form). */
export type ContactField = CoreContactField | 'isConsent' | 'contactReason' | 'orderNumber';

/**
 * Field rules of the contact form on a stock Magento: name, email and comment required,
 * telephone optional (Magento_ContactGraphQl 2.4.7).
 */
export const coreContactFieldValidators: FieldValidators<CoreContactField> = {
  name: isRequired,
  email: composeValidators(isRequired, validateEmail),
  comment: isRequired,
  telephone: validateTelephone,
};

/**
 * Field rules of the contact form with extension `contact-extras`: isConsent and contactReason
 * are required too, orderNumber is optional (spec §5, Contact mutation).
 */
export const contactFieldValidators: FieldValidators<ContactField> = {
  ...coreContactFieldValidators,
  isConsent: isConsentGiven,
  contactReason: isRequired,
  orderNumber: () => undefined,
};

/** Magento's own contact form as a whole. */
export const coreContactFormSchema = v.object({
  name: textField(coreContactFieldValidators.name),
  email: textField(coreContactFieldValidators.email),
  comment: textField(coreContactFieldValidators.comment),
  telephone: optionalTextField(coreContactFieldValidators.telephone),
});

/** The contact form with extension `contact-extras`, as the storefront submits it and the server checks it. */
export const contactFormSchema = v.object({
  ...coreContactFormSchema.entries,
  isConsent: consentField(contactFieldValidators.isConsent),
  contactReason: textField(contactFieldValidators.contactReason),
  orderNumber: optionalTextField(),
});

/** What the contact form accepts. */
export type ContactFormInput = v.InferInput<typeof contactFormSchema>;
/** A valid contact form: trimmed, blank optional fields removed, consent `true`. */
export type ContactForm = v.InferOutput<typeof contactFormSchema>;
/** A valid contact form of a stock Magento. */
export type CoreContactForm = v.InferOutput<typeof coreContactFormSchema>;
