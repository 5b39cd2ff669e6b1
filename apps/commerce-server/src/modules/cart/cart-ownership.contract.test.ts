import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import {
  addItems,
  cartReadyForPayment,
  data,
  firstError,
  newCart,
  PARIS_ADDRESS,
  placeOrder,
  registerCustomer,
  testProduct,
} from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { describeShop } from '../../testing/shop-test-server.ts';
import { newMaskedId } from './cart.repository.ts';

/** Everything a cart operation could change, to prove a refused call changed nothing. */
async function snapshot(db: Queryable, maskedId: string): Promise<string> {
  const quote = await db.query('SELECT * FROM quote WHERE masked_id = $1', [maskedId]);
  const id = (quote[0] as { quote_id?: number } | undefined)?.quote_id ?? -1;
  const items = await db.query('SELECT * FROM quote_item WHERE quote_id = $1 ORDER BY item_id', [
    id,
  ]);
  const addresses = await db.query(
    'SELECT * FROM quote_address WHERE quote_id = $1 ORDER BY address_type',
    [id],
  );
  const orders = await db.query('SELECT count(*)::int AS n FROM sales_order WHERE quote_id = $1', [
    id,
  ]);
  const payments = await db.query(
    'SELECT count(*)::int AS n FROM payment_transaction WHERE quote_id = $1',
    [id],
  );
  return JSON.stringify({ quote, items, addresses, orders, payments });
}

type Operation = (
  client: ShopClient,
  cartId: string,
  itemUid: string,
) => Promise<{ status: number; body: unknown }>;

const OPERATIONS: Record<string, Operation> = {
  cart: (c, id) => c.gql('query($c: String!) { cart(cart_id: $c) { id } }', { c: id }),
  addProductsToCart: (c, id) =>
    c.gql(
      'mutation($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "ORS-000002", quantity: 1 }]) { cart { id } } }',
      { c: id },
    ),
  updateCartItems: (c, id, uid) =>
    c.gql(
      'mutation($c: String!, $u: ID) { updateCartItems(input: { cart_id: $c, cart_items: [{ cart_item_uid: $u, quantity: 5 }] }) { cart { id } } }',
      { c: id, u: uid },
    ),
  removeItemFromCart: (c, id, uid) =>
    c.gql(
      'mutation($c: String!, $u: ID) { removeItemFromCart(input: { cart_id: $c, cart_item_uid: $u }) { cart { id } } }',
      { c: id, u: uid },
    ),
  setShippingAddressesOnCart: (c, id) =>
    c.gql(
      'mutation($c: String!, $a: CartAddressInput) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      { c: id, a: { ...PARIS_ADDRESS, city: 'Marseille', postcode: '13001' } },
    ),
  setBillingAddressOnCart: (c, id) =>
    c.gql(
      'mutation($c: String!, $a: CartAddressInput) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a } }) { cart { id } } }',
      { c: id, a: { ...PARIS_ADDRESS, city: 'Nice', postcode: '06000' } },
    ),
  setShippingMethodsOnCart: (c, id) =>
    c.gql(
      'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "colissimo", method_code: "home" }] }) { cart { id } } }',
      { c: id },
    ),
  setPaymentMethodOnCart: (c, id) =>
    c.gql(
      'mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "banktransfer" } }) { cart { id } } }',
      { c: id },
    ),
  applyCouponToCart: (c, id) =>
    c.gql(
      'mutation($c: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: "BIENVENUE10" }) { cart { id } } }',
      { c: id },
    ),
  removeCouponFromCart: (c, id) =>
    c.gql(
      'mutation($c: String!) { removeCouponFromCart(input: { cart_id: $c }) { cart { id } } }',
      { c: id },
    ),
  estimateShippingMethods: (c, id) =>
    c.gql(
      'mutation($c: String!) { estimateShippingMethods(input: { cart_id: $c, address: { country_code: FR } }) { carrier_code } }',
      { c: id },
    ),
  addOrUpdateGuestConsent: (c, id) =>
    c.gql(
      'mutation($c: String!) { addOrUpdateGuestConsent(isConsent: true, cartId: $c) { is_consent } }',
      { c: id },
    ),
  placeOrder: (c, id) => placeOrder(c, id, `ownership-${id}-${c.ip}`),
  submitPaymentDetails: (c, id) =>
    c.gql(
      'mutation($c: String!) { submitPaymentDetails(input: { cart_id: $c, payment_reference: "PSPNONE", details: "{}" }) { errors { code } } }',
      { c: id },
    ),
  'REST shipping-information': async (c, id) => {
    const answer = await c.rest('POST', `/rest/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: {
        shipping_address: { ...PARIS_ADDRESS, country_id: 'FR' },
        shipping_carrier_code: 'colissimo',
        shipping_method_code: 'home',
      },
    });
    return { status: answer.status, body: answer.body };
  },
  'REST payment-information': async (c, id) => {
    const answer = await c.rest('POST', `/rest/V1/guest-carts/${id}/payment-information`, {
      email: 'x@example.com',
      paymentMethod: { method: 'banktransfer' },
    });
    return { status: answer.status, body: answer.body };
  },
};

function refusal(answer: {
  status: number;
  body: unknown;
}): { message: string; category?: unknown } | undefined {
  const body = answer.body as {
    errors?: Array<{ message: string; extensions?: { category?: unknown } }>;
    message?: string;
  };
  if (body.errors?.[0])
    return { message: body.errors[0].message, category: body.errors[0].extensions?.category };
  if (typeof body.message === 'string') return { message: body.message, category: answer.status };
  return undefined;
}

describeShop('cart ownership', (server) => {
  // Three carts, each with a line, an address and a shipping method, so any change would show.
  const carts = async () => {
    const db = server().db;
    const product = await testProduct(db, { qty: 100 });
    const guest = server().client();
    const a = await registerCustomer(server().client());
    const b = await registerCustomer(server().client());
    const guestCart = await cartReadyForPayment(guest, [{ sku: product.sku, quantity: 2 }]);
    const aCart = await cartReadyForPayment(a.client, [{ sku: product.sku, quantity: 2 }], {
      cartId: await newCart(a.client),
    });
    const bCart = await cartReadyForPayment(b.client, [{ sku: product.sku, quantity: 2 }], {
      cartId: await newCart(b.client),
    });
    const uidOf = async (client: ShopClient, id: string) =>
      data(
        await client.gql<{ cart: { items: Array<{ uid: string }> } }>(
          'query($c: String!) { cart(cart_id: $c) { items { uid } } }',
          { c: id },
        ),
      ).cart.items[0]?.uid ?? '';
    return {
      guest,
      a: a.client,
      b: b.client,
      guestCart: { id: guestCart, uid: await uidOf(guest, guestCart) },
      aCart: { id: aCart, uid: await uidOf(a.client, aCart) },
      bCart: { id: bCart, uid: await uidOf(b.client, bCart) },
    };
  };

  it("A1 refuses every cart operation on a cart that is not the caller's, with Magento's message, and changes nothing", async () => {
    const setup = await carts();
    const cases: Array<[string, ShopClient, { id: string; uid: string }]> = [
      ['guest on a customer cart', setup.guest, setup.aCart],
      ["customer A on customer B's cart", setup.a, setup.bCart],
      ["customer A on a guest's cart", setup.a, setup.guestCart],
    ];
    for (const [label, client, target] of cases) {
      for (const [name, operation] of Object.entries(OPERATIONS)) {
        const rest = name.startsWith('REST');
        if (rest && client !== setup.guest) continue; // guest-carts routes act as a guest whoever calls
        const before = await snapshot(server().db, target.id);
        const answer = await operation(client, target.id, target.uid);
        const error = refusal(answer);
        expect(error, `${label}: ${name}`).toEqual({
          message: `The current user cannot perform operations on cart "${target.id}"`,
          category: rest ? 401 : 'graphql-authorization',
        });
        expect(await snapshot(server().db, target.id), `${label}: ${name} changed the cart`).toBe(
          before,
        );
      }
    }
    // Merging someone else's cart into one's own, or taking it over, is refused the same way.
    const before = await snapshot(server().db, setup.bCart.id);
    expect(
      refusal(
        await setup.a.gql('mutation($s: String!) { mergeCarts(source_cart_id: $s) { id } }', {
          s: setup.bCart.id,
        }),
      )?.message,
    ).toBe(`The current user cannot perform operations on cart "${setup.bCart.id}"`);
    expect(
      refusal(
        await setup.a.gql(
          'mutation($s: String!) { assignCustomerToGuestCart(cart_id: $s) { id } }',
          { s: setup.bCart.id },
        ),
      )?.message,
    ).toBe(`The current user cannot perform operations on cart "${setup.bCart.id}"`);
    expect(await snapshot(server().db, setup.bCart.id)).toBe(before);
  });

  it("A2 answers unknown, empty, ordered and other-store carts with Magento's messages", async () => {
    const client = server().client();
    const unknown = 'A'.repeat(32);
    expect(
      firstError(
        await client.gql('query($c: String!) { cart(cart_id: $c) { id } }', { c: unknown }),
      ),
    ).toEqual({
      message: `Could not find a cart with ID "${unknown}"`,
      category: 'graphql-no-such-entity',
    });
    expect(firstError(await client.gql('query { cart(cart_id: "") { id } }'))?.message).toBe(
      'Required parameter "cart_id" is missing',
    );
    const product = await testProduct(server().db, { qty: 5 });
    const cartId = await cartReadyForPayment(client, [{ sku: product.sku, quantity: 1 }]);
    data(
      await client.gql(
        'mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "banktransfer" } }) { cart { id } } }',
        { c: cartId },
      ),
    );
    expect(data(await placeOrder(client, cartId)).placeOrder.errors).toEqual([]);
    expect(firstError(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]))).toEqual(
      { message: "The cart isn't active.", category: 'graphql-no-such-entity' },
    );
    expect(data(await placeOrder(client, cartId)).placeOrder.errors).toEqual([
      { code: 'CART_NOT_ACTIVE', message: "The cart isn't active." },
    ]);
    expect(data(await placeOrder(client, unknown)).placeOrder.errors).toEqual([
      { code: 'CART_NOT_FOUND', message: `Could not find a cart with ID "${unknown}"` },
    ]);
    const otherStore = newMaskedId();
    await server().db.query(
      'INSERT INTO quote (masked_id, store_id, created_at, updated_at) VALUES ($1, 99, now(), now())',
      [otherStore],
    );
    expect(
      firstError(
        await client.gql('query($c: String!) { cart(cart_id: $c) { id } }', { c: otherStore }),
      )?.message,
    ).toBe(`Wrong store code specified for cart "${otherStore}"`);
  });

  it('keeps customer-only operations for signed-in customers', async () => {
    const guest = server().client();
    expect(firstError(await guest.gql('query { customerCart { id } }'))).toEqual({
      message: 'The request is allowed for logged in customer',
      category: 'graphql-authorization',
    });
    expect(
      firstError(await guest.gql('mutation { mergeCarts(source_cart_id: "x") { id } }'))?.message,
    ).toBe("The current customer isn't authorized.");
    const customer = await registerCustomer(server().client());
    const own = data(
      await customer.client.gql<{ customerCart: { id: string } }>('query { customerCart { id } }'),
    ).customerCart.id;
    expect(await newCart(customer.client)).toBe(own);
    expect(
      firstError(await customer.client.gql('mutation { createGuestCart { cart { id } } }'))
        ?.message,
    ).toBe("Use 'Query.customerCart' for logged in customer.");
    expect(
      firstError(
        await customer.client.gql(
          'mutation($c: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: "a@b.fr" }) { cart { id } } }',
          { c: own },
        ),
      )?.message,
    ).toBe('The request is not allowed for logged in customers');
  });

  it('merges a guest cart into the customer cart on sign-in and closes the guest cart', async () => {
    const product = await testProduct(server().db, { qty: 20 });
    const guest = server().client();
    const guestCart = await newCart(guest);
    data(await addItems(guest, guestCart, [{ sku: product.sku, quantity: 2 }]));
    const customer = await registerCustomer(server().client());
    const own = await newCart(customer.client);
    data(await addItems(customer.client, own, [{ sku: product.sku, quantity: 1 }]));
    const merged = data(
      await customer.client.gql<{ mergeCarts: { id: string; items: Array<{ quantity: number }> } }>(
        'mutation($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id items { quantity } } }',
        {
          s: guestCart,
          d: own,
        },
      ),
    ).mergeCarts;
    expect(merged).toEqual({ id: own, items: [{ quantity: 3 }] });
    expect(
      firstError(
        await guest.gql('query($c: String!) { cart(cart_id: $c) { id } }', { c: guestCart }),
      )?.message,
    ).toBe("The cart isn't active.");
  });
});

describe('masked cart ids', () => {
  it('A3 are 32 characters from the CSPRNG, unique over 10 000 draws, never numeric ids', () => {
    const ids = Array.from({ length: 10_000 }, () => newMaskedId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), () => !/^\d+$/.test(newMaskedId())));
  });
});
