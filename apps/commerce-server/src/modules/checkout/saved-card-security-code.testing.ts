import { createHash, randomUUID } from 'node:crypto';
import {
  cartReadyForPayment,
  choosePayment,
  data,
  newCart,
  placeOrder,
  testProduct,
  tokeniseCard,
} from '../../testing/shop-flows.ts';
import type { PlaceOrderAnswer } from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import type { ShopTestServer } from '../../testing/shop-test-server.ts';

export const CLIENT_KEY = { 'X-Client-Key': 'test_ORSALISDEMOCLIENTKEY0000000000' };
export const REQUIRED = 'The security code of the saved card is required.';
export const NOT_VALID = 'The security code of the saved card is not valid. Enter it again.';
export const INVALID_FIELDS = {
  error: {
    code: 'invalid_fields',
    message: 'The security code is not valid.',
    fields: { cvc: 'The security code is not valid.' },
  },
};

export type Tokens = { customerPaymentTokens: { items: Array<{ public_hash: string }> } };
export type Details = { submitPaymentDetails: PlaceOrderAnswer['placeOrder'] };

export const securityCodes = (
  client: ShopClient,
  body: unknown,
  headers: Record<string, string> = CLIENT_KEY,
) =>
  client.rest<{ token: string; expiresAt: string }>(
    'POST',
    '/payment/v1/security-codes',
    body,
    headers,
  );

/**
 * The saved-card security-code tests' shop steps on one test server: a cart ready to pay, a card
 * saved by paying with it, choosing it, and the stored rows of its tokens and payments.
 */
export function savedCardSteps(server: () => ShopTestServer) {
  async function cart(client: ShopClient) {
    const product = await testProduct(server().db, { qty: 20, price: 1290 });
    return cartReadyForPayment(client, [{ sku: product.sku, quantity: 1 }], {
      cartId: await newCart(client),
    });
  }

  /** Pays a cart with a new card the customer saves; answers the saved card's public hash. */
  async function savedCard(client: ShopClient, number = '4111111111111111') {
    const cartId = await cart(client);
    data(
      await choosePayment(client, cartId, {
        code: 'vitrine_card',
        vitrine_card: {
          payment_method_nonce: await tokeniseCard(client, number),
          is_active_payment_token_enabler: true,
        },
      }),
    );
    const paid = data(await placeOrder(client, cartId, randomUUID())).placeOrder;
    if (paid.payment_status?.result_code !== 'Authorised')
      throw new Error(`card not saved: ${JSON.stringify(paid)}`);
    const items = data(
      await client.gql<Tokens>('{ customerPaymentTokens { items { public_hash } } }'),
    ).customerPaymentTokens.items;
    return items[items.length - 1]?.public_hash ?? '';
  }

  const chooseSaved = (
    client: ShopClient,
    cartId: string,
    hash: string,
    securityCodeToken?: string,
  ) =>
    choosePayment(client, cartId, {
      code: 'vitrine_card_vault',
      vitrine_card_vault: {
        public_hash: hash,
        ...(securityCodeToken === undefined ? {} : { security_code_token: securityCodeToken }),
      },
    });

  const codeRow = async (token: string) =>
    (
      await server().db.query<Record<string, unknown>>(
        'SELECT * FROM payment_security_code_token WHERE token_hash = $1',
        [createHash('sha256').update(token).digest('hex')],
      )
    )[0];

  const paymentsOf = (cartId: string) =>
    server().db.query<{ state: string }>(
      'SELECT p.state FROM payment_transaction p JOIN quote q USING (quote_id) WHERE q.masked_id = $1 ORDER BY p.created_at',
      [cartId],
    );
  return { cart, savedCard, chooseSaved, codeRow, paymentsOf };
}
