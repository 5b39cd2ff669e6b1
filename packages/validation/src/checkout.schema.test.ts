import { describe, expect, it } from 'vitest';
import {
  checkCheckoutRequirements,
  checkoutRequirementsSchema,
  missingCheckoutFields,
} from './checkout.schema.ts';
import { formatDefaultMessage } from './format-message.ts';
import { validateForm } from './form-result.ts';
import { validationMessages } from './validation.messages.ts';

describe('checkout requirements', () => {
  it('needs a cart id at every step', () => {
    const message = checkCheckoutRequirements({ cartId: null });
    expect(message?.id).toBe(validationMessages.missingRequiredInformation.id);
    expect(message && formatDefaultMessage(message)).toBe('Missing required information: cartId');
  });

  it("needs a guest's e-mail where the step asks for it", () => {
    const message = checkCheckoutRequirements({ cartId: 'c1', email: ' ', requireEmail: true });
    expect(message && formatDefaultMessage(message)).toBe('Missing required information: email');
  });

  it('lists every missing field in one message', () => {
    const message = checkCheckoutRequirements({ requireEmail: true });
    expect(message?.values).toEqual({ fields: 'cartId, email' });
    expect(missingCheckoutFields({ requireEmail: true })).toEqual(['cartId', 'email']);
  });

  it('passes a signed-in step without e-mail, and a guest step with both', () => {
    expect(checkCheckoutRequirements({ cartId: 'c1' })).toBeUndefined();
    expect(
      checkCheckoutRequirements({ cartId: 'c1', email: 'jeanne@exemple.fr', requireEmail: true }),
    ).toBeUndefined();
  });

  it('reports missing information as a form error of the schema', () => {
    const result = validateForm(checkoutRequirementsSchema, { cartId: '', requireEmail: true });
    expect(!result.success && result.formErrors.map(formatDefaultMessage)).toEqual([
      'Missing required information: cartId, email',
    ]);
  });

  it('reports a malformed e-mail at the email field', () => {
    const result = validateForm(checkoutRequirementsSchema, {
      cartId: 'c1',
      email: 'jeanne',
      requireEmail: true,
    });
    expect(!result.success && result.fieldErrors).toEqual({
      email: validationMessages.validateEmail,
    });
  });

  it('outputs the trimmed cart id and e-mail', () => {
    expect(
      validateForm(checkoutRequirementsSchema, { cartId: ' c1 ', email: ' jeanne@exemple.fr ' }),
    ).toEqual({
      success: true,
      output: { cartId: 'c1', email: 'jeanne@exemple.fr', requireEmail: false },
    });
  });
});
