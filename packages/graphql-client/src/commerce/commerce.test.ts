import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createShopClient } from '../client/create-shop-client.ts';
import { toShopExtensions } from '../extensions/shop-extensions.ts';
import { createFakeBackend } from '../testing/fake-backend.ts';
import { createCommerce } from './commerce.ts';
import type { Commerce } from './commerce.ts';
import type { checkCart } from './cart.commerce.ts';
import type { signIn } from './customer.commerce.ts';
import type { FormGuard } from './forms.commerce.ts';

function commerceOver(extensions: readonly string[] = []) {
  const backend = createFakeBackend({
    graphql: {
      GetCartSummaryQuantity: () => ({
        data: {
          cart: { id: 'cart-1', total_quantity: 3, total_summary_quantity_including_config: 4 },
        },
      }),
      GetCart: () => ({ data: { cart: { id: 'cart-1', total_quantity: 3 } } }),
      SignIn: () => ({ data: { generateCustomerToken: { token: 'token-1' } } }),
    },
  });
  const shop = createShopClient({
    backendUrl: 'http://backend.test',
    fetch: backend.fetch,
    log: vi.fn(),
  });
  return { commerce: createCommerce(shop, { extensions: toShopExtensions(extensions) }), backend };
}

describe('createCommerce', () => {
  it('binds every function to the shop client, and the cart functions to the offered extensions', async () => {
    const offered = commerceOver(['cart-quantity']);
    expect(offered.commerce.extensions.has('cart-quantity')).toBe(true);
    expect(await offered.commerce.checkCart({ cartId: 'cart-1' })).toEqual({
      ok: true,
      cartId: 'cart-1',
      totalSummaryQuantity: 4,
    });
    expect(offered.backend.requests.map((request) => request.operationName)).toEqual([
      'GetCartSummaryQuantity',
    ]);

    const stock = commerceOver();
    expect(await stock.commerce.checkCart({ cartId: 'cart-1' })).toEqual({
      ok: true,
      cartId: 'cart-1',
      totalSummaryQuantity: 3,
    });
    expect(await stock.commerce.signIn({ email: 'a@b.fr', password: 'secret-1A' })).toEqual({
      ok: true,
      token: 'token-1',
    });
    expect(stock.backend.requests.map((request) => request.operationName)).toEqual([
      'GetCart',
      'SignIn',
    ]);
  });

  it('derives each signature from the function it binds (the parameters after the shop)', () => {
    expectTypeOf<Commerce['signIn']>().parameters.toEqualTypeOf<
      [input: { email: string; password: string }, guard?: FormGuard]
    >();
    expectTypeOf<Commerce['signIn']>().returns.toEqualTypeOf<ReturnType<typeof signIn>>();
    // The extensions are bound too: only the input is left.
    expectTypeOf<Commerce['checkCart']>().parameters.toEqualTypeOf<[input: { cartId: string }]>();
    expectTypeOf<Commerce['checkCart']>().returns.toEqualTypeOf<ReturnType<typeof checkCart>>();
  });
});
