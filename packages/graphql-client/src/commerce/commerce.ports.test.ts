import type { CartFunctions, EstimateShippingFn } from '@vitrine/cart-core';
import type { CheckoutFunctions, PaymentFunctions } from '@vitrine/checkout-machine';
import { describe, expectTypeOf, it } from 'vitest';
import type { Commerce } from './commerce.ts';

// Compile-time checks (tsc runs them in `typecheck`): the bound functions fit the machines' ports.
// `Commerce` is derived from the commerce functions, so a port that changes fails here, once.
// The session's ports are checked in the session package (which already depends on this one).
describe('createCommerce', () => {
  it('provides cart-core’s cart functions and shipping estimate', () => {
    expectTypeOf<Commerce>().toExtend<CartFunctions>();
    expectTypeOf<Commerce['estimateShipping']>().toExtend<EstimateShippingFn>();
  });

  it('provides checkout-machine’s checkout functions (but renewCart) and payment functions', () => {
    expectTypeOf<Commerce>().toExtend<Omit<CheckoutFunctions, 'renewCart'>>();
    expectTypeOf<Commerce>().toExtend<PaymentFunctions>();
  });
});
