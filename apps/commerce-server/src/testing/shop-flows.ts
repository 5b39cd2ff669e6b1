import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { GraphqlResponse } from './test-server.ts';
import type { ShopClient } from './shop-test-server.ts';

/** The answer's data, or an Error with the GraphQL errors (so a failing flow says why). */
export function data<T>(response: GraphqlResponse<T>): T {
  if (response.body.errors?.length || !response.body.data) {
    throw new Error(
      `GraphQL call failed (HTTP ${response.status}): ${JSON.stringify(response.body.errors ?? response.body)}`,
    );
  }
  return response.body.data;
}

/** The first error of an answer (message and category), or undefined. */
export function firstError<T>(
  response: GraphqlResponse<T>,
): { message: string; category: unknown } | undefined {
  const error = response.body.errors?.[0];
  return error && { message: error.message, category: error.extensions?.category };
}

/** The cart fields the suites read. */
export const CART_FIELDS = `id email total_quantity total_summary_quantity_including_config
  items { __typename uid quantity is_available errors { code message } product { sku name }
    prices { price { value currency } price_including_tax { value } row_total { value } row_total_including_tax { value } total_item_discount { value } }
    ... on ConfigurableCartItem { configurable_options { configurable_product_option_uid configurable_product_option_value_uid option_label value_label } configured_variant { sku } } }
  prices { grand_total { value currency } subtotal_including_tax { value } subtotal_excluding_tax { value }
    applied_taxes { label amount { value } } discounts { label amount { value } } }
  applied_coupons { code }
  shipping_addresses { firstname city postcode country { code }
    available_shipping_methods { carrier_code method_code amount { value } price_excl_tax { value } price_incl_tax { value } available error_message }
    selected_shipping_method { carrier_code method_code amount { value } } }
  billing_address { firstname city }
  available_payment_methods { code title is_deferred }
  selected_payment_method { code title }`;

/** A French delivery address. */
export const PARIS_ADDRESS = {
  firstname: 'Léa',
  lastname: 'Durand',
  street: ['3 rue Victor Hugo'],
  city: 'Paris',
  postcode: '75003',
  country_code: 'FR',
  telephone: '06 12 34 56 78',
};

/** A new guest cart (or the signed-in client's cart). */
export async function newCart(client: ShopClient): Promise<string> {
  return data(await client.gql<{ createEmptyCart: string }>('mutation { createEmptyCart }'))
    .createEmptyCart;
}

/** addProductsToCart; answers the whole output. */
export async function addItems(
  client: ShopClient,
  cartId: string,
  items: ReadonlyArray<Record<string, unknown>>,
) {
  return client.gql<{
    addProductsToCart: {
      cart: Record<string, unknown>;
      user_errors: Array<{ code: string; message: string }>;
    };
  }>(
    `mutation($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } } }`,
    { cartId, items },
  );
}

/** Inserts a simple product only tests use (not visible in listings), so stock tests own their stock. */
export async function testProduct(
  db: Queryable,
  options: { qty: number; price?: number; specialPrice?: number },
): Promise<{ sku: string; productId: number }> {
  for (;;) {
    const productId = 900_000_000 + randomInt(90_000_000);
    const sku = `TEST-${randomUUID().slice(0, 8)}`;
    const price = options.price ?? 1990;
    const rows = await db.query<{ product_id: number }>(
      `INSERT INTO product (product_id, type_id, sku, name, url_key, visibility, status, price, special_price, min_price, max_price, qty, in_stock)
       VALUES ($1, 'simple', $2, $3, $4, 1, 1, $5, $6, $5, $5, $7, $7 > 0) ON CONFLICT DO NOTHING RETURNING product_id`,
      [
        productId,
        sku,
        `Produit de test ${sku}`,
        sku.toLowerCase(),
        price,
        options.specialPrice ?? null,
        options.qty,
      ],
    );
    if (rows.length > 0) return { sku, productId };
  }
}

/** The stock left of a product. */
export async function stockOf(db: Queryable, sku: string): Promise<number> {
  return (
    (await db.query<{ qty: number }>('SELECT qty FROM product WHERE sku = $1', [sku]))[0]?.qty ??
    Number.NaN
  );
}

/** A customer account, signed in. */
export async function registerCustomer(
  client: ShopClient,
  overrides: Record<string, unknown> = {},
) {
  const email = `client-${randomUUID()}@example.com`;
  const password = 'Camomille-Lune-2026';
  const input = { email, password, firstname: 'Jeanne', lastname: 'Moreau', ...overrides };
  data(
    await client.gql(
      'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      { input },
    ),
  );
  const token = await signIn(client, String(input.email), String(input.password));
  return {
    email: String(input.email),
    password: String(input.password),
    token,
    client: client.withToken(token),
  };
}

/** generateCustomerToken. */
export async function signIn(client: ShopClient, email: string, password: string): Promise<string> {
  const answer = data(
    await client.gql<{ generateCustomerToken: { token: string } }>(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      {
        e: email,
        p: password,
      },
    ),
  );
  return answer.generateCustomerToken.token;
}

/** Tokenises a card at the card endpoint with the seeded client key. */
export async function tokeniseCard(client: ShopClient, number: string): Promise<string> {
  const answer = await client.rest<{ token: string }>(
    'POST',
    '/payment/v1/card-tokens',
    {
      number,
      expiryMonth: 3,
      expiryYear: 2030,
      cvc: number.startsWith('3') ? '7373' : '737',
      holderName: 'Léa Durand',
    },
    { 'X-Client-Key': 'test_ORSALISDEMOCLIENTKEY0000000000' },
  );
  if (answer.status !== 201)
    throw new Error(`tokenisation failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/**
 * Tokenises a saved card's security code at the security-code endpoint with the seeded client key
 * (the seeded shop asks for it again: store config `payment_saved_card_cvc`).
 */
export async function tokeniseSecurityCode(
  client: ShopClient,
  publicHash: string,
  cvc = '737',
): Promise<string> {
  const answer = await client.rest<{ token: string }>(
    'POST',
    '/payment/v1/security-codes',
    { cvc, publicHash },
    { 'X-Client-Key': 'test_ORSALISDEMOCLIENTKEY0000000000' },
  );
  if (answer.status !== 201)
    throw new Error(
      `security code tokenisation failed: ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  return answer.body.token;
}

/** A cart with items, e-mail (guests), address, same billing and a shipping method: only payment is left. */
export async function cartReadyForPayment(
  client: ShopClient,
  items: ReadonlyArray<Record<string, unknown>>,
  options: { email?: string; carrier?: [string, string]; cartId?: string } = {},
): Promise<string> {
  const cartId = options.cartId ?? (await newCart(client));
  const added = data(await addItems(client, cartId, items));
  if (added.addProductsToCart.user_errors.length > 0)
    throw new Error(`add failed: ${JSON.stringify(added.addProductsToCart.user_errors)}`);
  if (!client.token) {
    data(
      await client.gql(
        'mutation($c: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: $e }) { cart { id } } }',
        { c: cartId, e: options.email ?? `invite-${randomUUID()}@example.com` },
      ),
    );
  }
  data(
    await client.gql(
      'mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      {
        c: cartId,
        a: PARIS_ADDRESS,
      },
    ),
  );
  data(
    await client.gql(
      'mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }',
      { c: cartId },
    ),
  );
  const [carrier, method] = options.carrier ?? ['colissimo', 'home'];
  data(
    await client.gql(
      'mutation($c: String!, $k: String!, $m: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: $k, method_code: $m }] }) { cart { id } } }',
      {
        c: cartId,
        k: carrier,
        m: method,
      },
    ),
  );
  return cartId;
}

/** The fields of placeOrder the suites read. */
export const PLACE_ORDER = `mutation($c: String!) { placeOrder(input: { cart_id: $c }) {
  orderV2 { number status token email total { grand_total { value } } items { product_sku quantity_ordered } }
  errors { code message }
  payment_status { result_code is_final payment_reference action { type token payment_reference } order_number } } }`;

/** The fields of submitPaymentDetails the suites read. */
export const PAYMENT_DETAILS = `mutation($c: String!, $r: String!, $d: String!) { submitPaymentDetails(input: { cart_id: $c, payment_reference: $r, details: $d }) {
  orderV2 { number status } errors { code message }
  payment_status { result_code is_final payment_reference action { type token } order_number } } }`;

/** Output of placeOrder. */
export interface PlaceOrderAnswer {
  placeOrder: {
    orderV2: {
      number: string;
      status: string;
      token: string;
      email: string;
      total: { grand_total: { value: number } };
      items: Array<{ product_sku: string; quantity_ordered: number }>;
    } | null;
    errors: Array<{ code: string; message: string }>;
    payment_status: {
      result_code: string;
      is_final: boolean;
      payment_reference: string;
      action: { type: string; token: string; payment_reference: string } | null;
      order_number: string | null;
    } | null;
  };
}

/** Sets a payment method (card token for vitrine_card). */
export async function choosePayment(
  client: ShopClient,
  cartId: string,
  method: Record<string, unknown>,
) {
  return client.gql(
    'mutation($c: String!, $m: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: $m }) { cart { selected_payment_method { code } } } }',
    {
      c: cartId,
      m: method,
    },
  );
}

/** placeOrder with an optional Idempotency-Key. */
export function placeOrder(client: ShopClient, cartId: string, key?: string) {
  return client.gql<PlaceOrderAnswer>(
    PLACE_ORDER,
    { c: cartId },
    key ? { 'Idempotency-Key': key } : {},
  );
}
