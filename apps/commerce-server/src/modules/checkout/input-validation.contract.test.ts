import { expect, it } from 'vitest';
import {
  addItems,
  data,
  firstError,
  newCart,
  registerCustomer,
  testProduct,
} from '../../testing/shop-flows.ts';
import type { ShopClient } from '../../testing/shop-test-server.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const ADDRESS = {
  firstname: 'Léa',
  lastname: 'Durand',
  street: ['3 rue Victor Hugo'],
  city: 'Lyon',
  postcode: '69002',
  country_id: 'FR',
  telephone: '0612345678',
};

const TYPE_MESSAGE =
  'Error occurred during "%fieldName" processing. The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.';

// Every address field of the REST address, with a value of the wrong type.
const WRONG_VALUES: ReadonlyArray<[field: string, value: unknown, type: string]> = [
  ['postcode', 69002, 'string'],
  ['postcode', true, 'string'],
  ['telephone', 612345678, 'string'],
  ['telephone', false, 'string'],
  ['country_id', 33, 'string'],
  ['country_id', true, 'string'],
  ['firstname', 1, 'string'],
  ['lastname', { name: 'x' }, 'string'],
  ['city', ['Lyon'], 'string'],
  ['company', 7, 'string'],
  ['region', true, 'string'],
  ['region_id', 'Rhône', 'int'],
  ['street', [3, 'rue'], 'string[]'],
  ['street', 3, 'string[]'],
  ['email', 42, 'string'],
];

async function cartWithItem(server: { db: Parameters<typeof testProduct>[0] }, client: ShopClient) {
  const product = await testProduct(server.db, { qty: 10, price: 1000 });
  const cartId = await newCart(client);
  data(await addItems(client, cartId, [{ sku: product.sku, quantity: 1 }]));
  return cartId;
}

const CART_STATE = `query($c: String!) { cart(cart_id: $c) { email shipping_addresses { postcode }
  billing_address { postcode } selected_payment_method { code } } }`;

describeShop('inputs validated by schema', (server) => {
  it('REST shipping-information: a wrong type in any address field is a 400 naming the field, never a 500, and saves nothing', async () => {
    const client = server().client();
    const cartId = await cartWithItem(server(), client);
    const before = data(await client.gql(CART_STATE, { c: cartId }));
    for (const [field, value, type] of WRONG_VALUES) {
      const answer = await client.rest(
        'POST',
        `/rest/V1/guest-carts/${cartId}/shipping-information`,
        {
          addressInformation: {
            shipping_address: { ...ADDRESS, [field]: value },
            billing_address: ADDRESS,
            shipping_carrier_code: 'colissimo',
            shipping_method_code: 'home',
          },
        },
      );
      expect({ field, value, status: answer.status, body: answer.body }).toMatchObject({
        status: 400,
        body: { message: TYPE_MESSAGE, parameters: { fieldName: field, type } },
      });
    }
    expect(data(await client.gql(CART_STATE, { c: cartId }))).toEqual(before);
  });

  it('REST payment-information: wrong types in the billing address, e-mail or payment method are 400s, and no order is placed', async () => {
    const client = server().client();
    const cartId = await cartWithItem(server(), client);
    const good = { email: 'lea.rest@example.com', paymentMethod: { method: 'banktransfer' } };
    const bodies: ReadonlyArray<[Record<string, unknown>, string]> = [
      ...WRONG_VALUES.map(
        ([field, value]) =>
          [{ ...good, billingAddress: { ...ADDRESS, [field]: value } }, field] as [
            Record<string, unknown>,
            string,
          ],
      ),
      [{ ...good, email: 12 }, 'email'],
      [{ ...good, paymentMethod: 'banktransfer' }, 'paymentMethod'],
      [{ ...good, paymentMethod: { method: true } }, 'method'],
      [
        {
          ...good,
          paymentMethod: { method: 'vitrine_card', additional_data: { payment_method_nonce: 5 } },
        },
        'payment_method_nonce',
      ],
    ];
    for (const [body, field] of bodies) {
      const answer = await client.rest<{ message: string; parameters: Record<string, string> }>(
        'POST',
        `/rest/V1/guest-carts/${cartId}/payment-information`,
        body,
      );
      expect({ field, status: answer.status, message: answer.body.message }).toEqual({
        field,
        status: 400,
        message: TYPE_MESSAGE,
      });
      expect(answer.body.parameters.fieldName).toBe(field);
    }
    const orders = await server().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sales_order o JOIN quote q ON q.quote_id = o.quote_id WHERE q.masked_id = $1`,
      [cartId],
    );
    expect(orders[0]?.n).toBe(0);
  });

  it('REST: the signed-in carts/mine routes check the same schema', async () => {
    const customer = await registerCustomer(server().client());
    const cartId = data(
      await customer.client.gql<{ customerCart: { id: string } }>('{ customerCart { id } }'),
    ).customerCart.id;
    expect(cartId).not.toBe('');
    const answer = await customer.client.rest('POST', '/rest/V1/carts/mine/shipping-information', {
      addressInformation: {
        shippingAddress: { ...ADDRESS, postcode: 69002 },
        shippingCarrierCode: 'colissimo',
        shippingMethodCode: 'home',
      },
    });
    expect(answer).toMatchObject({ status: 400, body: { parameters: { fieldName: 'postcode' } } });
  });

  it('GraphQL: an impossible birth date is a Magento validation message, never "Unexpected error."', async () => {
    const client = server().client();
    for (const date of [
      '2023-02-29',
      '1990-02-30',
      '1990-13-01',
      '1990-04-31',
      '19900101',
      '1990-1-1',
    ]) {
      const answer = await client.gql(
        `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
        {
          input: {
            email: `dob-${date}-${client.ip}@example.com`,
            firstname: 'Jeanne',
            lastname: 'Moreau',
            password: 'Camomille-Lune-2026',
            date_of_birth: date,
          },
        },
      );
      expect(firstError(answer)).toEqual({
        message: `Invalid value of "${date}" provided for the date_of_birth field.`,
        category: 'graphql-input',
      });
    }
    const customer = await registerCustomer(server().client(), { date_of_birth: '2024-02-29' });
    const update = await customer.client.gql(
      `mutation { updateCustomerV2(input: { date_of_birth: "2023-02-29" }) { customer { date_of_birth } } }`,
    );
    expect(firstError(update)?.message).toBe(
      'Invalid value of "2023-02-29" provided for the date_of_birth field.',
    );
    const kept = data(
      await customer.client.gql<{ customer: { date_of_birth: string } }>(
        '{ customer { date_of_birth } }',
      ),
    );
    expect(kept.customer.date_of_birth).toBe('2024-02-29');
  });
});
