import * as v from 'valibot';
import { validateEmail } from './email.validator.ts';
import { optionalTextField } from './field.schemas.ts';
import type { Validator } from './field.validators.ts';
import { isBlank } from './field.validators.ts';
import type { MessageDescriptor } from './message-descriptor.ts';
import { withValues } from './message-descriptor.ts';
import { rule } from './rule.action.ts';
import { validationMessages } from './validation.messages.ts';

/** What a checkout step needs before it calls the server. */
export interface CheckoutRequirements {
  readonly cartId?: string | null | undefined;
  readonly email?: string | null | undefined;
  /**
   * Whether this step needs the guest's e-mail: the shipping address and payment steps of a
   * guest do; a signed-in customer's cart already has one.
   */
  readonly requireEmail?: boolean | undefined;
}

/** The names of the checkout fields that are missing, in the order the message lists them. */
export function missingCheckoutFields(input: CheckoutRequirements): ('cartId' | 'email')[] {
  const missing: ('cartId' | 'email')[] = [];
  if (isBlank(input.cartId)) missing.push('cartId');
  if (input.requireEmail === true && isBlank(input.email)) missing.push('email');
  return missing;
}

/**
 * Checkout requirements: 'Missing required information: {fields}' with the missing field names
 * joined by commas ('cartId', 'email', or 'cartId, email'), as spec §5 and §8 word it.
 */
export function checkCheckoutRequirements(
  input: CheckoutRequirements,
): MessageDescriptor | undefined {
  const missing = missingCheckoutFields(input);
  return missing.length === 0
    ? undefined
    : withValues(validationMessages.missingRequiredInformation, { fields: missing.join(', ') });
}

const checkoutRequirementsRule: Validator = (_value, values) =>
  checkCheckoutRequirements({
    cartId: typeof values?.cartId === 'string' ? values.cartId : undefined,
    email: typeof values?.email === 'string' ? values.email : undefined,
    requireEmail: values?.requireEmail === true,
  });

/**
 * Checkout requirements as a schema: the missing-information message is a form error (it names
 * several fields at once); an e-mail that is given but malformed is an error of `email`.
 */
export const checkoutRequirementsSchema = v.pipe(
  v.object({
    cartId: optionalTextField(),
    email: optionalTextField(validateEmail),
    requireEmail: v.optional(v.boolean(), false),
  }),
  rule(checkoutRequirementsRule),
);

/** A checkout whose requirements are met. */
export type CheckoutRequirementsOutput = v.InferOutput<typeof checkoutRequirementsSchema>;
