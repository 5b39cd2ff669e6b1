import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  cartReadyForPayment,
  data,
  firstError,
  newCart,
  placeOrder,
  registerCustomer,
  signIn,
  testProduct,
} from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const CREATE =
  'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email firstname lastname is_subscribed } } }';
const ADDRESS = {
  firstname: 'Jeanne',
  lastname: 'Moreau',
  street: ['8 place Bellecour'],
  city: 'Lyon',
  postcode: '69002',
  country_code: 'FR',
  telephone: '04 78 00 00 00',
};
const ADDRESS_FIELDS =
  'id firstname city postcode country_code street default_shipping default_billing region { region region_code region_id }';

describeShop('customer accounts', (server) => {
  it('U5 creates an account with Magento validation and the store password policy', async () => {
    const client = server().client();
    const email = `nouveau-${randomUUID()}@example.com`;
    const base = { email, firstname: 'Jeanne', lastname: 'Moreau' };
    const problems: Array<[Record<string, unknown>, string]> = [
      [{ ...base, email: 'not-an-email' }, '"Email" is not a valid email address.'],
      [{ ...base, firstname: '  ' }, '"First Name" is required. Enter and try again.'],
      [
        { ...base, firstname: 'Jeanne\r\nBcc: spam@example.com' },
        'Invalid value of "Jeanne  Bcc: spam@example.com" provided for the firstname field.',
      ],
      [
        { ...base, password: 'Ab1!xyz' },
        'The password needs at least 10 characters. Create a new password and try again.',
      ],
      [
        { ...base, password: 'azerty123' },
        'The password needs at least 10 characters. Create a new password and try again.',
      ],
      [
        { ...base, password: 'Azerty123!' },
        'The password is too easy to guess. Create a new password and try again.',
      ],
      [
        { ...base, password: 'Camomille-Lune-2026 ' },
        "The password can't begin or end with a space. Verify the password and try again.",
      ],
    ];
    for (const [input, message] of problems)
      expect(firstError(await client.gql(CREATE, { input })), message).toEqual({
        message,
        category: 'graphql-input',
      });
    const long = `Tisane${'é'.repeat(40)}Menthe42-${'🌿'.repeat(80)}`;
    const created = data(
      await client.gql<{ createCustomerV2: { customer: Record<string, unknown> } }>(CREATE, {
        input: { ...base, password: long, is_subscribed: true },
      }),
    );
    expect(created.createCustomerV2.customer).toEqual({
      email,
      firstname: 'Jeanne',
      lastname: 'Moreau',
      is_subscribed: true,
    });
    expect(await signIn(client, email, long)).toHaveLength(43);
    expect(
      firstError(await client.gql(TOKEN, { e: email, p: long.slice(0, -2) }))?.message,
    ).toMatch(/sign-in was incorrect/);
    expect(
      firstError(
        await client.gql(CREATE, {
          input: { ...base, email: email.toUpperCase(), password: 'Camomille-Lune-2026' },
        }),
      )?.message,
    ).toBe('A customer with the same email address already exists in an associated website.');
  });

  it('updates the profile, the newsletter flag and the e-mail (after the password)', async () => {
    const { client, password } = await registerCustomer(server().client());
    const updated = data(
      await client.gql<{ updateCustomerV2: { customer: Record<string, unknown> } }>(
        'mutation { updateCustomerV2(input: { firstname: "Jeanne-Marie", is_subscribed: true, date_of_birth: "1990-04-12" }) { customer { firstname is_subscribed date_of_birth } } }',
      ),
    );
    expect(updated.updateCustomerV2.customer).toEqual({
      firstname: 'Jeanne-Marie',
      is_subscribed: true,
      date_of_birth: '1990-04-12',
    });
    const next = `nouvelle-${randomUUID()}@example.com`;
    const change =
      'mutation($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }';
    expect(
      firstError(await client.gql(change, { e: next, p: 'Wrong-Password-11' }))?.message,
    ).toMatch(/sign-in was incorrect/);
    expect(data(await client.gql(change, { e: next, p: password }))).toEqual({
      updateCustomerEmail: { customer: { email: next } },
    });
  });

  it('manages addresses by id and uid with default flags and Magento errors', async () => {
    const { client } = await registerCustomer(server().client());
    type Address = {
      id: number;
      default_shipping: boolean;
      default_billing: boolean;
      city: string;
      street: string[];
    };
    const created = data(
      await client.gql<{ createCustomerAddress: Address }>(
        `mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { ${ADDRESS_FIELDS} } }`,
        { a: { ...ADDRESS, default_shipping: true, default_billing: true } },
      ),
    ).createCustomerAddress;
    expect(created).toMatchObject({ city: 'Lyon', default_shipping: true, default_billing: true });
    expect(created.id).toEqual(expect.any(Number));
    const second = data(
      await client.gql<{ createCustomerAddress: Address }>(
        `mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { ${ADDRESS_FIELDS} } }`,
        { a: { ...ADDRESS, city: 'Annecy', postcode: '74000' } },
      ),
    ).createCustomerAddress;
    expect(
      firstError(
        await client.gql(
          `mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }`,
          { a: { ...ADDRESS, street: ['a', 'b', 'c'] } },
        ),
      )?.message,
    ).toBe('"Street Address" cannot contain more than 2 lines.');
    expect(
      firstError(
        await client.gql(
          `mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }`,
          { a: { ...ADDRESS, city: '' } },
        ),
      )?.message,
    ).toBe('"city" is required. Enter and try again.');
    expect(
      firstError(
        await client.gql(
          `mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }`,
          { a: { ...ADDRESS, postcode: '7500' } },
        ),
      )?.message,
    ).toBe('Invalid value of "7500" provided for the postcode field.');
    // A département of Magento's directory, by id: its name and code are filled in.
    const moved = data(
      await client.gql<{ updateCustomerAddress: Address }>(
        `mutation($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Chambéry", postcode: "73000", region: { region_id: 255 }, default_shipping: true }) { ${ADDRESS_FIELDS} } }`,
        { id: second.id },
      ),
    ).updateCustomerAddress;
    expect(moved).toMatchObject({
      city: 'Chambéry',
      default_shipping: true,
      default_billing: false,
      region: { region: 'Savoie', region_code: '73', region_id: 255 },
    });
    expect(
      firstError(
        await client.gql(
          'mutation($id: Int!) { updateCustomerAddress(id: $id, input: { region: { region_id: 12 } }) { id } }',
          { id: second.id },
        ),
      ),
    ).toEqual({
      message: 'Invalid value of "12" provided for the regionId field.',
      category: 'graphql-input',
    });
    expect(
      firstError(
        await client.gql('mutation($id: Int!) { deleteCustomerAddress(id: $id) }', {
          id: created.id,
        }),
      )?.message,
    ).toBe(
      `Customer Address ${created.id} is set as default billing address and cannot be deleted`,
    );
    const customer = data(
      await client.gql<{
        customer: {
          default_shipping: string;
          default_billing: string;
          addresses: Address[];
        };
      }>(`{ customer { default_shipping default_billing addresses { ${ADDRESS_FIELDS} } } }`),
    ).customer;
    expect(customer.default_shipping).toBe(String(second.id));
    expect(customer.default_billing).toBe(String(created.id));
    expect(customer.addresses).toHaveLength(2);
    expect(
      firstError(await client.gql('mutation { deleteCustomerAddress(id: 99999999) }')),
    ).toEqual({
      message: 'Could not find a address with ID "99999999"',
      category: 'graphql-no-such-entity',
    });
  });

  it("keeps one customer's orders and addresses from another, and logs the attempt (A5)", async () => {
    const a = await registerCustomer(server().client());
    const b = await registerCustomer(server().client());
    const address = data(
      await b.client.gql<{ createCustomerAddress: { id: number } }>(
        'mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }',
        { a: ADDRESS },
      ),
    ).createCustomerAddress;
    const product = await testProduct(server().db, { qty: 10 });
    const cartId = await cartReadyForPayment(b.client, [{ sku: product.sku, quantity: 1 }], {
      cartId: await newCart(b.client),
    });
    data(
      await b.client.gql(
        'mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "banktransfer" } }) { cart { id } } }',
        { c: cartId },
      ),
    );
    const number = data(await placeOrder(b.client, cartId)).placeOrder.orderV2?.number ?? '';
    const mine = data(
      await a.client.gql<{ customer: { orders: { total_count: number; items: unknown[] } } }>(
        'query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { total_count items { number } } } }',
        { n: number },
      ),
    );
    expect(mine.customer.orders).toEqual({ total_count: 0, items: [] });
    const theirs = data(
      await b.client.gql<{ customer: { orders: { total_count: number } } }>(
        'query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { total_count } } }',
        { n: number },
      ),
    );
    expect(theirs.customer.orders.total_count).toBe(1);
    expect(
      firstError(
        await a.client.gql(
          'query($n: String!, $e: String!) { guestOrder(input: { number: $n, email: $e, postcode: "75003" }) { number } }',
          { n: number, e: a.email },
        ),
      )?.message,
    ).toBe("We couldn't locate an order with the information provided.");
    // Even with the right e-mail, a registered customer's order is read signed in (Magento).
    expect(
      firstError(
        await a.client.gql(
          'query($n: String!, $e: String!) { guestOrder(input: { number: $n, email: $e, postcode: "75003" }) { number } }',
          { n: number, e: b.email },
        ),
      ),
    ).toEqual({ message: 'Please login to view the order.', category: 'graphql-authorization' });
    for (const mutation of [
      [
        'mutation($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Pirate" }) { city } }',
        { id: address.id },
        String(address.id),
      ],
      [
        'mutation($id: Int!) { deleteCustomerAddress(id: $id) }',
        { id: address.id },
        String(address.id),
      ],
    ] as const) {
      expect(firstError(await a.client.gql(mutation[0], mutation[1]))).toEqual({
        message: `Current customer does not have permission to address with ID "${mutation[2]}"`,
        category: 'graphql-authorization',
      });
    }
    const still = data(
      await b.client.gql<{ customer: { addresses: Array<{ city: string }> } }>(
        '{ customer { addresses { city } } }',
      ),
    );
    expect(still.customer.addresses).toEqual([{ city: 'Lyon' }]);
    expect(server().logs.some((line) => line.msg === 'address of another customer refused')).toBe(
      true,
    );
    // Another customer's saved address cannot be used as a shipping address either.
    const aCart = await newCart(a.client);
    expect(
      firstError(
        await a.client.gql(
          'mutation($c: String!, $id: Int!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ customer_address_id: $id }] }) { cart { id } } }',
          { c: aCart, id: address.id },
        ),
      )?.category,
    ).toBe('graphql-authorization');
  });
});

const TOKEN =
  'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';
