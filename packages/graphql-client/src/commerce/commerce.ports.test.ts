import type { CartFunctions, EstimateShippingFn } from '@vitrine/cart-core';
import { describe, expectTypeOf, it } from 'vitest';
import type { Commerce } from './commerce.ts';

// Compile-time checks (tsc runs them in `typecheck`): the bound functions fit the machines' ports.
describe('createCommerce', () => {
  it('provides cart-core’s cart functions and shipping estimate', () => {
    expectTypeOf<Commerce>().toExtend<CartFunctions>();
    expectTypeOf<Commerce['estimateShipping']>().toExtend<EstimateShippingFn>();
  });
});
