import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  cartReadyForPayment,
  choosePayment,
  data,
  firstError,
  newCart,
  placeOrder,
  registerCustomer,
  testProduct,
  tokeniseCard,
  tokeniseSecurityCode,
} from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

type Tokens = {
  customerPaymentTokens: {
    items: Array<{
      public_hash: string;
      payment_method_code: string;
      type: string;
      details: string;
    }>;
  };
};

const TOKENS =
  '{ customerPaymentTokens { items { public_hash payment_method_code type details } } }';
const DELETE =
  'mutation($h: String!) { deletePaymentToken(public_hash: $h) { result customerPaymentTokens { items { public_hash } } } }';

const tokensOf = async (client: ShopClient) =>
  data(await client.gql<Tokens>(TOKENS)).customerPaymentTokens.items;

describeShop('saved cards (Magento vault)', (server) => {
  async function cart(client: ShopClient, signedIn: boolean) {
    const product = await testProduct(server().db, { qty: 20, price: 1290 });
    return cartReadyForPayment(
      client,
      [{ sku: product.sku, quantity: 1 }],
      signedIn ? { cartId: await newCart(client) } : {},
    );
  }

  async function payNewCard(client: ShopClient, signedIn: boolean, number: string, save: boolean) {
    const cartId = await cart(client, signedIn);
    data(
      await choosePayment(client, cartId, {
        code: 'vitrine_card',
        vitrine_card: {
          payment_method_nonce: await tokeniseCard(client, number),
          is_active_payment_token_enabler: save,
        },
      }),
    );
    return data(await placeOrder(client, cartId, randomUUID())).placeOrder;
  }

  it('stores a token (brand, last four, expiry; never the number) only when a signed-in customer asks and the card is authorised', async () => {
    const customer = await registerCustomer(server().client());
    const before = await server().db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM payment_vault_token',
    );
    expect((await payNewCard(customer.client, true, '4111111111111111', false)).errors).toEqual([]);
    expect(await tokensOf(customer.client)).toEqual([]);
    // A refused card is never saved, even when asked.
    const refused = await payNewCard(customer.client, true, '4000000000000002', true);
    expect(refused.payment_status?.result_code).toBe('Refused');
    expect(await tokensOf(customer.client)).toEqual([]);
    // A guest's wish to save is ignored: a guest has no vault.
    const guest = await payNewCard(server().client(), false, '4111111111111111', true);
    expect(guest.payment_status?.result_code).toBe('Authorised');
    const after = await server().db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM payment_vault_token',
    );
    expect(after[0]?.count).toBe(before[0]?.count);
    const paid = await payNewCard(customer.client, true, '4111111111111111', true);
    expect(paid.payment_status?.result_code).toBe('Authorised');
    const tokens = await tokensOf(customer.client);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ payment_method_code: 'vitrine_card', type: 'card' });
    expect(JSON.parse(tokens[0]?.details ?? '{}')).toEqual({
      type: 'VI',
      maskedCC: '1111',
      expirationDate: '03/2030',
    });
    const rows = await server().db.query(
      'SELECT * FROM payment_vault_token WHERE public_hash = $1',
      [tokens[0]?.public_hash],
    );
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
  });

  it('pays only with the customer’s own, undeleted token, with Magento’s message otherwise', async () => {
    const anne = await registerCustomer(server().client());
    const bruno = await registerCustomer(server().client());
    await payNewCard(anne.client, true, '4111111111111111', true);
    await payNewCard(anne.client, true, '4111111111111111', true);
    await payNewCard(bruno.client, true, '4111111111111111', true);
    const [first, second] = await tokensOf(anne.client);
    const hash = first?.public_hash ?? '';
    // Bruno may pay with a saved card, but not with Anne's.
    const brunoCart = await cart(bruno.client, true);
    expect(
      firstError(
        await choosePayment(bruno.client, brunoCart, {
          code: 'vitrine_card_vault',
          vitrine_card_vault: { public_hash: hash },
        }),
      )?.message,
    ).toBe(`Could not find a token using public hash: ${hash}`);
    expect(firstError(await bruno.client.gql(DELETE, { h: hash }))?.message).toBe(
      `Could not find a token using public hash: ${hash}`,
    );
    // A guest is not offered saved cards at all.
    const guestCart = await cart(server().client(), false);
    expect(
      firstError(
        await choosePayment(server().client(), guestCart, {
          code: 'vitrine_card_vault',
          vitrine_card_vault: { public_hash: hash },
        }),
      )?.message,
    ).toBe('The requested Payment Method is not available.');
    // Anne pays with her own card: no number typed (its security code only), the order placed.
    const anneCart = await cart(anne.client, true);
    data(
      await choosePayment(anne.client, anneCart, {
        code: 'vitrine_card_vault',
        vitrine_card_vault: {
          public_hash: hash,
          security_code_token: await tokeniseSecurityCode(anne.client, hash),
        },
      }),
    );
    const paid = data(await placeOrder(anne.client, anneCart, randomUUID())).placeOrder;
    expect(paid.payment_status?.result_code).toBe('Authorised');
    expect(paid.orderV2?.number).toMatch(/^\d{9}$/);
    // Deleted, the token pays no more and cannot be deleted twice.
    expect(data(await anne.client.gql(DELETE, { h: hash }))).toEqual({
      deletePaymentToken: {
        result: true,
        customerPaymentTokens: { items: [{ public_hash: second?.public_hash }] },
      },
    });
    expect(firstError(await anne.client.gql(DELETE, { h: hash }))?.message).toBe(
      `Could not find a token using public hash: ${hash}`,
    );
    const again = await cart(anne.client, true);
    expect(
      firstError(
        await choosePayment(anne.client, again, {
          code: 'vitrine_card_vault',
          vitrine_card_vault: { public_hash: hash },
        }),
      )?.message,
    ).toBe(`Could not find a token using public hash: ${hash}`);
  });

  it('refuses to charge a token deleted after it was chosen for the cart', async () => {
    const customer = await registerCustomer(server().client());
    // Two cards: with one left the vault method stays offered, so the token itself is checked.
    await payNewCard(customer.client, true, '4111111111111111', true);
    await payNewCard(customer.client, true, '4111111111111111', true);
    const [token] = await tokensOf(customer.client);
    const cartId = await cart(customer.client, true);
    data(
      await choosePayment(customer.client, cartId, {
        code: 'vitrine_card_vault',
        vitrine_card_vault: {
          public_hash: token?.public_hash,
          security_code_token: await tokeniseSecurityCode(
            customer.client,
            token?.public_hash ?? '',
          ),
        },
      }),
    );
    data(await customer.client.gql(DELETE, { h: token?.public_hash }));
    const placed = data(await placeOrder(customer.client, cartId, randomUUID())).placeOrder;
    expect(placed.orderV2).toBeNull();
    expect(placed.errors).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message: `Could not find a token using public hash: ${token?.public_hash}`,
      },
    ]);
    const charged = await server().db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM payment_transaction WHERE quote_id IN (SELECT quote_id FROM quote WHERE masked_id = $1) AND state = 'authorised'",
      [cartId],
    );
    expect(charged[0]?.count ?? 0).toBe(0);
  });
});
