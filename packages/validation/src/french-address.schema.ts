import * as v from 'valibot';
import { validateEmail } from './email.validator.ts';
import { linesField, optionalTextField, textField } from './field.schemas.ts';
import { composeValidators, isRequired } from './field.validators.ts';
import type { FieldValidators } from './form-result.ts';
import {
  validateFrenchPostcode,
  validateFrenchTelephone,
  validateShippingCountry,
} from './french-address.validators.ts';
import { SHIPPING_COUNTRY_CODE } from './validation.constants.ts';

/** Fields of an address (spec §3, Address) that have a rule. */
export type FrenchAddressField =
  'firstname' | 'lastname' | 'street' | 'city' | 'postcode' | 'telephone' | 'country_id' | 'email';

/**
 * Field rules of a French address: names, first street line, city, postcode (5 digits),
 * telephone (French number) and country (FR) are required; e-mail is optional but must be
 * valid when given. Region is free: France needs none for delivery.
 */
export const frenchAddressFieldValidators: FieldValidators<FrenchAddressField> = {
  firstname: isRequired,
  lastname: isRequired,
  street: isRequired,
  city: isRequired,
  postcode: composeValidators(isRequired, validateFrenchPostcode),
  telephone: composeValidators(isRequired, validateFrenchTelephone),
  country_id: composeValidators(isRequired, validateShippingCountry),
  email: validateEmail,
};

/** A delivery or billing address in France, with Magento's field names. */
export const frenchAddressSchema = v.object({
  firstname: textField(frenchAddressFieldValidators.firstname),
  lastname: textField(frenchAddressFieldValidators.lastname),
  street: linesField(frenchAddressFieldValidators.street),
  city: textField(frenchAddressFieldValidators.city),
  postcode: textField(frenchAddressFieldValidators.postcode),
  telephone: textField(frenchAddressFieldValidators.telephone),
  country_id: v.pipe(
    v.optional(textField(frenchAddressFieldValidators.country_id), SHIPPING_COUNTRY_CODE),
    v.transform((code: string) => code.toUpperCase()),
  ),
  region: optionalTextField(),
  region_code: optionalTextField(),
  region_id: v.optional(v.nullable(v.number())),
  email: optionalTextField(frenchAddressFieldValidators.email),
});

/** What the address form accepts. */
export type FrenchAddressInput = v.InferInput<typeof frenchAddressSchema>;
/** A valid French address: trimmed, country upper-cased. */
export type FrenchAddress = v.InferOutput<typeof frenchAddressSchema>;
