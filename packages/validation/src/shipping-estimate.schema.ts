import * as v from 'valibot';
import { textField } from './field.schemas.ts';
import { composeValidators, isRequired } from './field.validators.ts';
import type { FieldValidators } from './form-result.ts';
import { validateFrenchPostcode, validateShippingCountry } from './french-address.validators.ts';

/** Fields of a shipping estimate request. */
export type ShippingEstimateField = 'cartId' | 'postcode' | 'countryCode';

/**
 * Field rules of a shipping estimate: cartId, postcode and countryCode are required (spec §5).
 * The store ships to France only, so the country must be FR and the postcode French.
 */
export const shippingEstimateFieldValidators: FieldValidators<ShippingEstimateField> = {
  cartId: isRequired,
  postcode: composeValidators(isRequired, validateFrenchPostcode),
  countryCode: composeValidators(isRequired, validateShippingCountry),
};

/** The input of `estimateShippingMethods`: `{ cartId, postcode, countryCode }`. */
export const shippingEstimateSchema = v.object({
  cartId: textField(shippingEstimateFieldValidators.cartId),
  postcode: textField(shippingEstimateFieldValidators.postcode),
  countryCode: v.pipe(
    textField(shippingEstimateFieldValidators.countryCode),
    v.transform((code: string) => code.toUpperCase()),
  ),
});

/** What a shipping estimate request accepts. */
export type ShippingEstimateInput = v.InferInput<typeof shippingEstimateSchema>;
/** A valid shipping estimate request. */
export type ShippingEstimateRequest = v.InferOutput<typeof shippingEstimateSchema>;
