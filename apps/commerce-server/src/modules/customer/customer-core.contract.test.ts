import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { data, firstError, registerCustomer, signIn } from '../../testing/shop-flows.ts';
import { describeShop } from '../../testing/shop-test-server.ts';

const CREATE =
  'mutation($input: CustomerInput!) { createCustomer(input: $input) { customer { email firstname lastname date_of_birth id } } }';
const UPDATE =
  'mutation($input: CustomerInput!) { updateCustomer(input: $input) { customer { email firstname lastname } } }';
const AVAILABLE = 'query($e: String!) { isEmailAvailable(email: $e) { is_email_available } }';

describeShop(
  "Magento's deprecated account mutations, isEmailAvailable and custom attributes",
  (server) => {
    it('creates an account with createCustomer(CustomerInput), dob standing for date_of_birth', async () => {
      const client = server().client();
      const email = `ancien-${randomUUID()}@example.com`;
      const created = data(
        await client.gql<{
          createCustomer: { customer: { email: string; date_of_birth: string; id: number } };
        }>(CREATE, {
          input: {
            email,
            firstname: 'Paul',
            lastname: 'Girard',
            password: 'Tilleul-Menthe-2026',
            dob: '1980-04-12',
          },
        }),
      ).createCustomer.customer;
      expect(created).toMatchObject({ email, date_of_birth: '1980-04-12' });
      // Customer.id is Magento 2.4.7's deprecated Int.
      expect(created.id).toEqual(expect.any(Number));
      expect(await signIn(client, email, 'Tilleul-Menthe-2026')).toMatch(/.{20,}/);
      expect(
        firstError(
          await client.gql(CREATE, { input: { email, firstname: 'Paul', lastname: 'Girard' } }),
        ),
      ).toEqual({
        message: 'A customer with the same email address already exists in an associated website.',
        category: 'graphql-input',
      });
      expect(firstError(await client.gql(CREATE, { input: {} }))?.message).toBe(
        '"input" value should be specified',
      );
      expect(
        firstError(
          await client.gql(CREATE, { input: { email: 'nope', firstname: 'A', lastname: 'B' } }),
        )?.message,
      ).toBe('"Email" is not a valid email address.');
    });

    it('updates the profile with updateCustomer, and the e-mail only with the current password', async () => {
      const customer = await registerCustomer(server().client());
      const renamed = data(
        await customer.client.gql<{ updateCustomer: { customer: { firstname: string } } }>(UPDATE, {
          input: { firstname: 'Jeannette' },
        }),
      ).updateCustomer.customer;
      expect(renamed.firstname).toBe('Jeannette');
      const email = `nouvelle-${randomUUID()}@example.com`;
      expect(firstError(await customer.client.gql(UPDATE, { input: { email } }))?.message).toBe(
        'Provide the current "password" to change "email".',
      );
      const moved = data(
        await customer.client.gql<{ updateCustomer: { customer: { email: string } } }>(UPDATE, {
          input: { email, password: customer.password },
        }),
      ).updateCustomer.customer;
      expect(moved.email).toBe(email);
      expect(
        firstError(
          await server()
            .client()
            .gql(UPDATE, { input: { firstname: 'X' } }),
        )?.category,
      ).toBe('graphql-authorization');
    });

    it("answers isEmailAvailable with Magento's field and messages", async () => {
      const client = server().client();
      const taken = await registerCustomer(server().client());
      const answer = async (email: string) =>
        data(
          await client.gql<{ isEmailAvailable: { is_email_available: boolean } }>(AVAILABLE, {
            e: email,
          }),
        ).isEmailAvailable.is_email_available;
      expect(await answer(taken.email)).toBe(false);
      expect(await answer(taken.email.toUpperCase())).toBe(false);
      expect(await answer(`libre-${randomUUID()}@example.com`)).toBe(true);
      expect(firstError(await client.gql(AVAILABLE, { e: 'not-an-email' }))).toEqual({
        message: 'Email is invalid',
        category: 'graphql-input',
      });
      expect(firstError(await client.gql(AVAILABLE, { e: ' ' }))?.message).toBe(
        'Email must be specified',
      );
    });

    it('answers the custom attributes of customers and addresses: this store defines none', async () => {
      const customer = await registerCustomer(server().client());
      data(
        await customer.client.gql(
          'mutation { createCustomerAddress(input: { firstname: "J", lastname: "M", street: ["1 rue A"], city: "Lyon", postcode: "69001", country_code: FR, telephone: "0400000000" }) { id } }',
        ),
      );
      expect(
        data(
          await customer.client.gql(
            '{ customer { custom_attributes { code } addresses { custom_attributesV2 { code } } } }',
          ),
        ),
      ).toEqual({ customer: { custom_attributes: [], addresses: [{ custom_attributesV2: [] }] } });
    });
  },
);
