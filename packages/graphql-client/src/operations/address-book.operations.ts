/**
 * The address book in Magento Open Source 2.4.7's contract: addresses are known by their numeric
 * `id` (`updateCustomerAddress(id: Int!)`, `deleteCustomerAddress(id: Int!)`); the `uid`s and
 * the `…V2` mutations are Adobe Commerce 2.4.9's.
 */
import { graphql } from '../graphql.ts';

/** The customer's addresses. */
export const GetAddressBook = graphql(`
  query GetAddressBook {
    customer {
      addresses {
        id
        firstname
        lastname
        company
        street
        city
        postcode
        country_code
        telephone
        default_shipping
        default_billing
      }
    }
  }
`);

/** Adds an address to the book. */
export const CreateCustomerAddress = graphql(`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      id
    }
  }
`);

/** Changes an address of the book. */
export const UpdateCustomerAddress = graphql(`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      id
    }
  }
`);

/**
 * Deletes an address. Magento refuses the default billing and shipping addresses ("Customer
 * Address 2 is set as default billing address and can not be deleted").
 */
export const DeleteCustomerAddress = graphql(`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`);
