import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { data, firstError, PARIS_ADDRESS, testProduct } from '../testing/shop-flows.ts';
import type { ShopClient } from '../testing/shop-test-server.ts';
import { describeShop } from '../testing/shop-test-server.ts';

/** Core operations only: every document here validates against Magento Open Source 2.4.7. */
const CART = `id email total_quantity prices { grand_total { value currency } }
  shipping_addresses { city available_shipping_methods { carrier_code method_code available } }
  available_payment_methods { code title }
  selected_payment_method { code }`;

interface CartAnswer {
  id: string;
  shipping_addresses: Array<{
    available_shipping_methods: Array<{ carrier_code: string; method_code: string }>;
  }>;
  available_payment_methods: Array<{ code: string; title: string }>;
  selected_payment_method: { code: string };
}

async function guestCartReadyForPayment(client: ShopClient, sku: string, email: string) {
  const cartId = data(
    await client.gql<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    ),
  ).createGuestCart.cart.id;
  const added = data(
    await client.gql<{ addProductsToCart: { user_errors: unknown[] } }>(
      'mutation($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 2 }]) { cart { id } user_errors { code message } } }',
      { c: cartId, s: sku },
    ),
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  data(
    await client.gql(
      'mutation($c: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: $e }) { cart { email } } }',
      { c: cartId, e: email },
    ),
  );
  const shipped = data(
    await client.gql<{ setShippingAddressesOnCart: { cart: CartAnswer } }>(
      `mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { ${CART} } } }`,
      { c: cartId, a: PARIS_ADDRESS },
    ),
  ).setShippingAddressesOnCart.cart;
  data(
    await client.gql(
      'mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }',
      { c: cartId },
    ),
  );
  const method = shipped.shipping_addresses[0]?.available_shipping_methods[0];
  const priced = data(
    await client.gql<{ setShippingMethodsOnCart: { cart: CartAnswer } }>(
      `mutation($c: String!, $k: String!, $m: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: $k, method_code: $m }] }) { cart { ${CART} } } }`,
      { c: cartId, k: method?.carrier_code, m: method?.method_code },
    ),
  ).setShippingMethodsOnCart.cart;
  return { cartId, cart: priced };
}

describeShop(
  'the stock-Magento profile (COMMERCE_EXTENSIONS=none)',
  (server) => {
    it('has no extension field: vitrine_extensions fails validation, as on a stock Magento', async () => {
      const answer = await server()
        .client()
        .gql('{ storeConfig { store_code vitrine_extensions } }');
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors?.[0]?.message).toBe(
        'Cannot query field "vitrine_extensions" on type "StoreConfig".',
      );
    });

    it('routes store-locator URLs to null (no AbsoStore without the module); catalogue URLs still resolve', async () => {
      const client = server().client();
      const store = (
        await server().db.query<{ request_path: string }>(
          "SELECT request_path FROM url_rewrite WHERE entity_type = 'abso-store' LIMIT 1",
        )
      )[0]?.request_path;
      for (const url of ['magasins', String(store)]) {
        expect(
          data(
            await client.gql('query($u: String!) { route(url: $u) { relative_url } }', { u: url }),
          ),
        ).toEqual({ route: null });
      }
      const home = data(
        await client.gql<{ route: { __typename: string } }>('{ route(url: "/") { __typename } }'),
      );
      expect(home.route.__typename).toBe('CmsPage');
    });

    it('places a guest order paid by bank transfer with core operations only; the card is neither offered nor accepted', async () => {
      const client = server().client();
      const product = await testProduct(server().db, { qty: 10, price: 1250 });
      const email = `stock-${randomUUID()}@example.com`;
      const { cartId, cart } = await guestCartReadyForPayment(client, product.sku, email);
      expect(cart.available_payment_methods).toEqual([
        { code: 'banktransfer', title: 'Virement bancaire' },
      ]);
      expect(
        firstError(
          await client.gql(
            'mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "vitrine_card" } }) { cart { id } } }',
            { c: cartId },
          ),
        ),
      ).toEqual({
        message: 'The requested Payment Method is not available.',
        category: 'graphql-input',
      });
      const paidByCard = await client.rest<{ message: string }>(
        'POST',
        `/rest/V1/guest-carts/${cartId}/payment-information`,
        { email, paymentMethod: { method: 'vitrine_card' } },
      );
      expect(paidByCard.status).toBe(400);
      expect(paidByCard.body.message).toBe('The requested Payment Method is not available.');
      expect(
        (await client.rest('POST', '/payment/v1/card-tokens', { number: '4111111111111111' }))
          .status,
      ).toBe(404);
      expect(
        (await client.rest('POST', '/payment/v1/security-codes', { cvc: '737', publicHash: 'x' }))
          .status,
      ).toBe(404);
      data(
        await client.gql(
          'mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "banktransfer" } }) { cart { selected_payment_method { code } } } }',
          { c: cartId },
        ),
      );
      const placed = data(
        await client.gql<{
          placeOrder: {
            order: { order_number: string };
            orderV2: { number: string; token: string };
            errors: unknown[];
          };
        }>(
          'mutation($c: String!) { placeOrder(input: { cart_id: $c }) { order { order_number } orderV2 { number token } errors { code message } } }',
          { c: cartId },
        ),
      ).placeOrder;
      expect(placed.errors).toEqual([]);
      // The number a shopper sees is the increment id, in both of Magento's fields.
      expect(placed.order.order_number).toMatch(/^\d{9}$/);
      expect(placed.orderV2.number).toBe(placed.order.order_number);
      const tracked = data(
        await client.gql<{
          guestOrder: { number: string; total: { grand_total: { value: number } } };
        }>(
          'query($n: String!, $e: String!) { guestOrder(input: { number: $n, email: $e, postcode: "75003" }) { number total { grand_total { value } } } }',
          { n: placed.order.order_number, e: email },
        ),
      );
      expect(tracked.guestOrder).toEqual({
        number: placed.order.order_number,
        total: { grand_total: { value: 29.9 } },
      });
    });

    it("takes a contact request with Magento's four fields", async () => {
      const answer = await server()
        .client()
        .gql(
          'mutation { contactUs(input: { name: "Léa", email: "lea@example.com", comment: "Bonjour", telephone: "0612345678" }) { status } }',
        );
      expect(data(answer)).toEqual({ contactUs: { status: true } });
      const extras = await server()
        .client()
        .gql(
          'mutation { contactUs(input: { name: "Léa", email: "lea@example.com", comment: "Bonjour", contactReason: "order" }) { status } }',
        );
      expect(extras.body.errors?.[0]?.message).toBe(
        'Field "contactReason" is not defined by type "ContactUsInput".',
      );
    });

    it('has no subscription: no offer, no subscribed cart line, no customer subscriptions (extension `subscriptions`)', async () => {
      const client = server().client();
      const errorOf = async (query: string, variables?: Record<string, unknown>) =>
        (await client.gql(query, variables)).body.errors?.[0]?.message;
      expect(
        await errorOf(
          '{ products(search: "vitamine") { items { vitrine_subscription_offer { frequencies } } } }',
        ),
      ).toBe('Cannot query field "vitrine_subscription_offer" on type "ProductInterface".');
      const product = await testProduct(server().db, { qty: 10 });
      await server().db.query(
        'UPDATE product SET subscription_eligible = true WHERE product_id = $1',
        [product.productId],
      );
      const cartId = data(
        await client.gql<{ createEmptyCart: string }>('mutation { createEmptyCart }'),
      ).createEmptyCart;
      expect(
        await errorOf(
          'mutation($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1, vitrine_subscription: { frequency_days: 30 } }]) { user_errors { message } } }',
          { c: cartId, s: product.sku },
        ),
      ).toMatch(/Field "vitrine_subscription" is not defined by type "CartItemInput"/);
      expect(
        await errorOf(
          'mutation { setVitrineCartItemSubscription(input: { cart_id: "x", cart_item_uid: "y" }) { cart { id } } }',
        ),
      ).toBe('Cannot query field "setVitrineCartItemSubscription" on type "Mutation".');
      expect(await errorOf('{ customer { vitrine_subscriptions { total_count } } }')).toBe(
        'Cannot query field "vitrine_subscriptions" on type "Customer".',
      );
    });
  },
  { env: { COMMERCE_EXTENSIONS: 'none' } },
);
