import { expect, it } from 'vitest';
import {
  addItems,
  choosePayment,
  data,
  firstError,
  newCart,
  PARIS_ADDRESS,
  placeOrder,
  registerCustomer,
  testProduct,
} from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const ADDRESS = {
  firstname: 'Jeanne',
  lastname: 'Moreau',
  street: ['8 place Bellecour'],
  city: 'Lyon',
  postcode: '69002',
  country_code: 'FR',
  telephone: '04 78 00 00 00',
};

describeShop('signed-in cart and order flows', (server) => {
  it('takes over a guest cart on sign-in with assignCustomerToGuestCart, keeping the previous lines', async () => {
    const product = await testProduct(server().db, { qty: 20 });
    const other = await testProduct(server().db, { qty: 20 });
    const guest = server().client();
    const guestCart = await newCart(guest);
    data(await addItems(guest, guestCart, [{ sku: product.sku, quantity: 1 }]));
    const customer = await registerCustomer(server().client({ ip: guest.ip }));
    const previous = await newCart(customer.client);
    data(await addItems(customer.client, previous, [{ sku: other.sku, quantity: 2 }]));
    const assigned = data(
      await customer.client.gql<{
        assignCustomerToGuestCart: {
          id: string;
          items: Array<{ product: { sku: string }; quantity: number }>;
        };
      }>(
        'mutation($c: String!) { assignCustomerToGuestCart(cart_id: $c) { id items { product { sku } quantity } } }',
        { c: guestCart },
      ),
    ).assignCustomerToGuestCart;
    expect(assigned.id).toBe(guestCart);
    expect(assigned.items.map((item) => [item.product.sku, item.quantity]).sort()).toEqual(
      [
        [other.sku, 2],
        [product.sku, 1],
      ].sort(),
    );
    expect(
      data(await customer.client.gql<{ customerCart: { id: string } }>('{ customerCart { id } }'))
        .customerCart.id,
    ).toBe(guestCart);
    expect(
      firstError(
        await guest.gql('query($c: String!) { cart(cart_id: $c) { id } }', { c: guestCart }),
      )?.category,
    ).toBe('graphql-authorization');
    expect(
      firstError(
        await customer.client.gql('query($c: String!) { cart(cart_id: $c) { id } }', {
          c: previous,
        }),
      )?.message,
    ).toBe("The cart isn't active.");
  });

  it('orders with a saved address, a separate billing address and a pick-up point, saving new addresses to the book', async () => {
    const customer = await registerCustomer(server().client());
    const saved = data(
      await customer.client.gql<{ createCustomerAddress: { uid: string } }>(
        'mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { uid } }',
        { a: ADDRESS },
      ),
    ).createCustomerAddress;
    const product = await testProduct(server().db, { qty: 10, price: 1000 });
    const cartId = await newCart(customer.client);
    data(await addItems(customer.client, cartId, [{ sku: product.sku, quantity: 1 }]));
    const store = data(
      await customer.client.gql<{ absoStores: { items: Array<{ identifier: string }> } }>(
        '{ absoStores(pageSize: 1) { items { identifier } } }',
      ),
    ).absoStores.items[0]?.identifier;
    const shipping = data(
      await customer.client.gql<{
        setShippingAddressesOnCart: {
          cart: { shipping_addresses: Array<{ city: string; pickup_location_code: string }> };
        };
      }>(
        'mutation($c: String!, $u: ID!, $p: String) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ customer_address_uid: $u, pickup_location_code: $p }] }) { cart { shipping_addresses { city pickup_location_code } } } }',
        { c: cartId, u: saved.uid, p: store },
      ),
    ).setShippingAddressesOnCart.cart.shipping_addresses[0];
    expect(shipping).toEqual({ city: 'Lyon', pickup_location_code: store });
    expect(
      firstError(
        await customer.client.gql(
          'mutation($c: String!, $u: ID!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ customer_address_uid: $u, pickup_location_code: "nowhere" }] }) { cart { id } } }',
          { c: cartId, u: saved.uid },
        ),
      )?.message,
    ).toBe('Invalid value of "nowhere" provided for the pickup_location_code field.');
    const billing = data(
      await customer.client.gql<{
        setBillingAddressOnCart: { cart: { billing_address: { city: string } } };
      }>(
        'mutation($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a } }) { cart { billing_address { city } } } }',
        { c: cartId, a: { ...PARIS_ADDRESS, save_in_address_book: true } },
      ),
    ).setBillingAddressOnCart.cart.billing_address;
    expect(billing.city).toBe('Paris');
    expect(
      firstError(
        await customer.client.gql(
          'mutation($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a, customer_address_uid: "MQ==" } }) { cart { id } } }',
          { c: cartId, a: PARIS_ADDRESS },
        ),
      )?.message,
    ).toBe(
      'The billing address cannot contain "customer_address_id" and "address" at the same time.',
    );
    data(
      await customer.client.gql(
        'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "relay", method_code: "pickup" }] }) { cart { id } } }',
        { c: cartId },
      ),
    );
    data(await choosePayment(customer.client, cartId, { code: 'banktransfer' }));
    const order = data(await placeOrder(customer.client, cartId)).placeOrder.orderV2;
    expect(order?.total.grand_total.value).toBe(13.5);
    const book = data(
      await customer.client.gql<{
        customer: {
          addresses: Array<{ city: string }>;
          orders: {
            items: Array<{
              number: string;
              shipping_address: { city: string };
              billing_address: { city: string };
              carrier: string;
            }>;
          };
        };
      }>(
        '{ customer { addresses { city } orders { items { number carrier shipping_address { city } billing_address { city } } } } }',
      ),
    ).customer;
    expect(book.addresses.map((address) => address.city).sort()).toEqual(['Lyon', 'Paris']);
    expect(book.orders.items[0]).toEqual({
      number: order?.number,
      carrier: 'Point relais',
      shipping_address: { city: 'Lyon' },
      billing_address: { city: 'Paris' },
    });
    const guestLookup = data(
      await server()
        .client()
        .gql<{ guestOrder: { number: string } }>(
          'query($n: String!, $e: String!) { guestOrder(input: { number: $n, email: $e, lastname: "durand" }) { number } }',
          { n: order?.number, e: customer.email },
        ),
    );
    expect(guestLookup.guestOrder.number).toBe(order?.number);
  });

  it('pages, filters and sorts the customer orders and deletes a non-default address', async () => {
    const customer = await registerCustomer(server().client());
    const product = await testProduct(server().db, { qty: 10 });
    const numbers: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const cartId = await newCart(customer.client);
      data(await addItems(customer.client, cartId, [{ sku: product.sku, quantity: 1 }]));
      data(
        await customer.client.gql(
          'mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
          { c: cartId, a: PARIS_ADDRESS },
        ),
      );
      data(
        await customer.client.gql(
          'mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }',
          { c: cartId },
        ),
      );
      data(
        await customer.client.gql(
          'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "colissimo", method_code: "home" }] }) { cart { id } } }',
          { c: cartId },
        ),
      );
      data(await choosePayment(customer.client, cartId, { code: 'banktransfer' }));
      numbers.push(
        data(await placeOrder(customer.client, cartId)).placeOrder.orderV2?.number ?? '',
      );
    }
    type Orders = {
      customer: {
        orders: {
          total_count: number;
          items: Array<{ number: string }>;
          page_info: { total_pages: number };
        };
      };
    };
    const page = data(
      await customer.client.gql<Orders>(
        '{ customer { orders(pageSize: 2, currentPage: 2, sort: { sort_field: NUMBER, sort_direction: ASC }) { total_count items { number } page_info { total_pages } } } }',
      ),
    ).customer.orders;
    expect(page).toEqual({
      total_count: 3,
      items: [{ number: numbers[2] }],
      page_info: { total_pages: 2 },
    });
    const filtered = data(
      await customer.client.gql<Orders>(
        'query($n: [String]) { customer { orders(filter: { number: { in: $n }, status: { eq: "pending" } }) { total_count items { number } page_info { total_pages } } } }',
        { n: numbers.slice(0, 2) },
      ),
    ).customer.orders;
    expect(filtered.items.map((item) => item.number).sort()).toEqual(numbers.slice(0, 2).sort());
    const address = data(
      await customer.client.gql<{ createCustomerAddress: { uid: string } }>(
        'mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { uid } }',
        { a: ADDRESS },
      ),
    ).createCustomerAddress;
    expect(
      data(
        await customer.client.gql('mutation($u: ID!) { deleteCustomerAddressV2(uid: $u) }', {
          u: address.uid,
        }),
      ),
    ).toEqual({ deleteCustomerAddressV2: true });
  });
});
