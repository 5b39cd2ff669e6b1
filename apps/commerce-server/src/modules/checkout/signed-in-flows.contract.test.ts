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

  it('orders with a saved address, a separate billing address and in-store pickup (MSI), saving new addresses to the book', async () => {
    const customer = await registerCustomer(server().client());
    const saved = data(
      await customer.client.gql<{ createCustomerAddress: { id: number } }>(
        'mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }',
        { a: ADDRESS },
      ),
    ).createCustomerAddress;
    const product = await testProduct(server().db, { qty: 10, price: 1000 });
    const cartId = await newCart(customer.client);
    data(await addItems(customer.client, cartId, [{ sku: product.sku, quantity: 1 }]));
    const location = data(
      await customer.client.gql<{
        pickupLocations: {
          items: Array<{ pickup_location_code: string; city: string; street: string }>;
        };
      }>(
        'query($s: String!) { pickupLocations(area: { search_term: "69002:FR", radius: 20 }, productsInfo: [{ sku: $s }]) { items { pickup_location_code city street } } }',
        { s: product.sku },
      ),
    ).pickupLocations.items[0];
    expect(location?.city).toBe('Lyon');
    const setAddress =
      'mutation($c: String!, $id: Int!, $p: String) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ customer_address_id: $id, pickup_location_code: $p }] }) { cart { shipping_addresses { firstname street city pickup_location_code available_shipping_methods { carrier_code method_code amount { value } } } } } }';
    type Shipping = {
      firstname: string;
      street: string[];
      city: string;
      pickup_location_code: string | null;
      available_shipping_methods: Array<{
        carrier_code: string;
        method_code: string;
        amount: { value: number };
      }>;
    };
    const shipping = data(
      await customer.client.gql<{
        setShippingAddressesOnCart: { cart: { shipping_addresses: Shipping[] } };
      }>(setAddress, { c: cartId, id: saved.id, p: location?.pickup_location_code }),
    ).setShippingAddressesOnCart.cart.shipping_addresses[0];
    // The address becomes the point of sale's; the shopper's name stays (Magento MSI).
    expect(shipping).toMatchObject({
      firstname: 'Jeanne',
      city: location?.city,
      pickup_location_code: location?.pickup_location_code,
    });
    expect(shipping?.street.join(', ')).toBe(location?.street);
    expect(shipping?.available_shipping_methods[0]).toEqual({
      carrier_code: 'instore',
      method_code: 'pickup',
      amount: { value: 0 },
    });
    expect(
      firstError(await customer.client.gql(setAddress, { c: cartId, id: saved.id, p: 'nowhere' }))
        ?.message,
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
          'mutation($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a, customer_address_id: 1 } }) { cart { id } } }',
          { c: cartId, a: PARIS_ADDRESS },
        ),
      )?.message,
    ).toBe(
      'The billing address cannot contain "customer_address_id" and "address" at the same time.',
    );
    const chooseMethod =
      'mutation($c: String!, $k: String!, $m: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: $k, method_code: $m }] }) { cart { shipping_addresses { pickup_location_code } } } }';
    data(await customer.client.gql(chooseMethod, { c: cartId, k: 'instore', m: 'pickup' }));
    data(await choosePayment(customer.client, cartId, { code: 'banktransfer' }));
    const order = data(await placeOrder(customer.client, cartId)).placeOrder.orderV2;
    expect(order?.total.grand_total.value).toBe(10);
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
      carrier: 'Retrait en magasin',
      shipping_address: { city: location?.city },
      billing_address: { city: 'Paris' },
    });
    // Another method than in-store pickup forgets the pickup location (Magento's plugin).
    const next = await newCart(customer.client);
    data(await addItems(customer.client, next, [{ sku: product.sku, quantity: 1 }]));
    data(
      await customer.client.gql(setAddress, {
        c: next,
        id: saved.id,
        p: location?.pickup_location_code,
      }),
    );
    expect(
      data(
        await customer.client.gql<{
          setShippingMethodsOnCart: {
            cart: { shipping_addresses: Array<{ pickup_location_code: string | null }> };
          };
        }>(chooseMethod, { c: next, k: 'colissimo', m: 'home' }),
      ).setShippingMethodsOnCart.cart.shipping_addresses,
    ).toEqual([{ pickup_location_code: null }]);
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
        'query($n: [String]) { customer { orders(filter: { number: { in: $n } }, scope: STORE) { total_count items { number } page_info { total_pages } } } }',
        { n: numbers.slice(0, 2) },
      ),
    ).customer.orders;
    expect(filtered.items.map((item) => item.number).sort()).toEqual(numbers.slice(0, 2).sort());
    const address = data(
      await customer.client.gql<{ createCustomerAddress: { id: number } }>(
        'mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }',
        { a: ADDRESS },
      ),
    ).createCustomerAddress;
    expect(
      data(
        await customer.client.gql('mutation($id: Int!) { deleteCustomerAddress(id: $id) }', {
          id: address.id,
        }),
      ),
    ).toEqual({ deleteCustomerAddress: true });
  });
});
