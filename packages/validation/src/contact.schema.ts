import * as v from 'valibot';
import { consentField, optionalTextField, textField } from './field.schemas.ts';
import type { FieldValidators } from './form-result.ts';
import { composeValidators, isConsentGiven, isRequired } from './field.validators.ts';
import { validateEmail } from './email.validator.ts';
import { validateTelephone } from './french-address.validators.ts';

/** Fields of the contact form (spec §3, Contact form). */
export type ContactField =
  'name' | 'email' | 'comment' | 'telephone' | 'isConsent' | 'contactReason' | 'orderNumber';

/**
 * Field rules of the contact form: name, email, comment, isConsent and contactReason are
 * required; telephone and orderNumber are optional (spec §5, Contact mutation).
 */
export const contactFieldValidators: FieldValidators<ContactField> = {
  name: isRequired,
  email: composeValidators(isRequired, validateEmail),
  comment: isRequired,
  telephone: validateTelephone,
  isConsent: isConsentGiven,
  contactReason: isRequired,
  orderNumber: () => undefined,
};

/** The contact form as a whole, as the storefront submits it and the server checks it. */
export const contactFormSchema = v.object({
  name: textField(contactFieldValidators.name),
  email: textField(contactFieldValidators.email),
  comment: textField(contactFieldValidators.comment),
  telephone: optionalTextField(contactFieldValidators.telephone),
  isConsent: consentField(contactFieldValidators.isConsent),
  contactReason: textField(contactFieldValidators.contactReason),
  orderNumber: optionalTextField(),
});

/** What the contact form accepts. */
export type ContactFormInput = v.InferInput<typeof contactFormSchema>;
/** A valid contact form: trimmed, blank optional fields removed, consent `true`. */
export type ContactForm = v.InferOutput<typeof contactFormSchema>;
