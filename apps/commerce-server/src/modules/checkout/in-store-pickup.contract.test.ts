import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  addItems,
  choosePayment,
  data,
  firstError,
  newCart,
  placeOrder,
  testProduct,
} from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

/** What a storefront sends for a pickup: the shopper's name and phone at the shop's address. */
const SHOPPER_AT_SHOP = {
  firstname: 'Inès',
  lastname: 'Girard',
  company: 'Orsalis Annecy',
  street: ['3 rue Royale'],
  city: 'Annecy',
  postcode: '74000',
  country_code: 'FR',
  telephone: '06 12 34 56 78',
};

const SET_ADDRESS =
  'mutation($c: String!, $a: CartAddressInput!, $p: String) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a, pickup_location_code: $p }] }) { cart { shipping_addresses { firstname telephone city pickup_location_code available_shipping_methods { carrier_code method_code } } } } }';

interface SetAddressAnswer {
  setShippingAddressesOnCart: {
    cart: {
      shipping_addresses: Array<{
        firstname: string;
        telephone: string;
        city: string;
        pickup_location_code: string | null;
        available_shipping_methods: Array<{ carrier_code: string; method_code: string }>;
      }>;
    };
  };
}

describeShop('in-store pickup order (MSI click-and-collect)', (server) => {
  it('keeps the pickup location on a guest order and names the shop in the confirmation mail', async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 5, price: 1200 });
    const annecy = data(
      await client.gql<{
        pickupLocations: { items: Array<{ pickup_location_code: string; name: string }> };
      }>(
        '{ pickupLocations(filters: { city: { eq: "Annecy" } }) { items { pickup_location_code name } } }',
      ),
    ).pickupLocations.items[0];
    expect(annecy?.pickup_location_code).toMatch(/^ORS\d{3}$/);
    const email = `retrait-${randomUUID()}@example.com`;
    const cartId = await newCart(client);
    data(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]));
    data(
      await client.gql(
        'mutation($c: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: $e }) { cart { id } } }',
        { c: cartId, e: email },
      ),
    );
    const address = data(
      await client.gql<SetAddressAnswer>(SET_ADDRESS, {
        c: cartId,
        a: SHOPPER_AT_SHOP,
        p: annecy?.pickup_location_code,
      }),
    ).setShippingAddressesOnCart.cart.shipping_addresses[0];
    expect(address).toMatchObject({
      firstname: 'Inès',
      telephone: '06 12 34 56 78',
      city: 'Annecy',
      pickup_location_code: annecy?.pickup_location_code,
    });
    // In-store pickup is offered, and the relay-point method no longer exists.
    expect(address?.available_shipping_methods).toEqual([
      { carrier_code: 'instore', method_code: 'pickup' },
      { carrier_code: 'colissimo', method_code: 'home' },
    ]);
    data(
      await client.gql(
        'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "instore", method_code: "pickup" }] }) { cart { id } } }',
        { c: cartId },
      ),
    );
    data(
      await client.gql(
        'mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: { firstname: "Inès", lastname: "Girard", street: ["5 avenue de Genève"], city: "Annecy", postcode: "74000", country_code: "FR", telephone: "0612345678" } } }) { cart { id } } }',
        { c: cartId },
      ),
    );
    data(await choosePayment(client, cartId, { code: 'banktransfer' }));
    const placed = data(await placeOrder(client, cartId)).placeOrder.orderV2;
    expect(placed?.total.grand_total.value).toBe(12);
    const [row] = await server().db.query<{ pickup_location_code: string | null; company: string }>(
      `SELECT a.pickup_location_code, a.company FROM sales_order_address a JOIN sales_order o USING (order_id)
        WHERE o.increment_id = $1 AND a.address_type = 'shipping'`,
      [placed?.number],
    );
    expect(row).toEqual({
      pickup_location_code: annecy?.pickup_location_code,
      company: 'Orsalis Annecy',
    });
    const tracked = data(
      await client.gql<{ guestOrder: { carrier: string; shipping_address: { company: string } } }>(
        'query($n: String!, $e: String!) { guestOrder(input: { number: $n, email: $e, postcode: "74000" }) { carrier shipping_address { company } } }',
        { n: placed?.number, e: email },
      ),
    ).guestOrder;
    expect(tracked).toEqual({
      carrier: 'Retrait en magasin',
      shipping_address: { company: 'Orsalis Annecy' },
    });
    const outbox = await client.rest<{ items: Array<{ kind: string; text: string }> }>(
      'GET',
      `/dev/mail-outbox?to=${encodeURIComponent(email)}`,
    );
    const mail = outbox.body.items.find((item) => item.kind === 'order_confirmation');
    expect(mail?.text).toContain(
      `À retirer à la boutique ${annecy?.name}, 3 rue Royale, 74000 Annecy`,
    );
    expect(mail?.text).not.toContain('Livraison à :');
  });

  it("refuses an unknown pickup_location_code with Magento's message and keeps the address as it was", async () => {
    const client = server().client();
    const product = await testProduct(server().db, { qty: 5 });
    const cartId = await newCart(client);
    data(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]));
    const refused = await client.gql(SET_ADDRESS, { c: cartId, a: SHOPPER_AT_SHOP, p: 'ORS999' });
    expect(firstError(refused)?.message).toBe(
      'Invalid value of "ORS999" provided for the pickup_location_code field.',
    );
    const cart = data(
      await client.gql<{ cart: { shipping_addresses: unknown[] } }>(
        'query($c: String!) { cart(cart_id: $c) { shipping_addresses { city } } }',
        { c: cartId },
      ),
    ).cart;
    expect(cart.shipping_addresses).toEqual([]);
  });
});
