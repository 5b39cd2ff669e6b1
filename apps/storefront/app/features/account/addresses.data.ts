import { graphql, runMutation, runQuery } from '@vitrine/graphql-client';
import { SHIPPING_COUNTRY_CODE } from '@vitrine/validation';
import { accountShop, failedRead } from './account-data.ts';
import type { Loaded } from './account-data.ts';
import type { Saved } from './information.data.ts';

const GetAddressBook = graphql(`
  query GetAddressBook {
    customer {
      addresses {
        uid
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

const CreateAddress = graphql(`
  mutation CreateAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      uid
    }
  }
`);

const UpdateAddress = graphql(`
  mutation UpdateAddress($uid: ID!, $input: CustomerAddressInput!) {
    updateCustomerAddressV2(uid: $uid, input: $input) {
      uid
    }
  }
`);

const DeleteAddress = graphql(`
  mutation DeleteAddress($uid: ID!) {
    deleteCustomerAddressV2(uid: $uid)
  }
`);

/** The fields of the address form (France only: the country is fixed). */
export interface AddressValues {
  firstname: string;
  lastname: string;
  company: string;
  street1: string;
  street2: string;
  postcode: string;
  city: string;
  telephone: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** A saved address. */
export interface SavedAddress {
  readonly uid: string;
  readonly values: AddressValues;
  readonly countryCode: string;
}

/** An empty address form. */
export const EMPTY_ADDRESS: AddressValues = {
  firstname: '',
  lastname: '',
  company: '',
  street1: '',
  street2: '',
  postcode: '',
  city: '',
  telephone: '',
  defaultShipping: false,
  defaultBilling: false,
};

/** Reads the address book, default addresses first. */
export async function loadAddresses(): Promise<Loaded<SavedAddress[]>> {
  const result = await runQuery(accountShop(), GetAddressBook, {});
  if (!result.ok) return failedRead(result.error);
  const addresses = (result.data.customer?.addresses ?? [])
    .filter((address) => address !== null)
    .map((address) => {
      const street = (address.street ?? []).filter((line): line is string => Boolean(line));
      return {
        uid: address.uid,
        countryCode: address.country_code ?? SHIPPING_COUNTRY_CODE,
        values: {
          firstname: address.firstname ?? '',
          lastname: address.lastname ?? '',
          company: address.company ?? '',
          street1: street[0] ?? '',
          street2: street.slice(1).join(' '),
          postcode: address.postcode ?? '',
          city: address.city ?? '',
          telephone: address.telephone ?? '',
          defaultShipping: address.default_shipping === true,
          defaultBilling: address.default_billing === true,
        },
      };
    });
  const rank = (address: SavedAddress) =>
    (address.values.defaultShipping ? 0 : 1) + (address.values.defaultBilling ? 0 : 1);
  return { ok: true, data: addresses.sort((a, b) => rank(a) - rank(b)) };
}

function toInput(values: AddressValues) {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    company: values.company.trim(),
    street: [values.street1.trim(), values.street2.trim()].filter(Boolean),
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    telephone: values.telephone.trim(),
    country_code: SHIPPING_COUNTRY_CODE,
    default_shipping: values.defaultShipping,
    default_billing: values.defaultBilling,
  } as const;
}

/** Saves a new address, or changes the one of `uid`. */
export async function saveAddress(values: AddressValues, uid: string | null): Promise<Saved> {
  const input = toInput(values);
  const result = uid
    ? await runMutation(accountShop(), UpdateAddress, { uid, input })
    : await runMutation(accountShop(), CreateAddress, { input });
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

/** Deletes an address. */
export async function deleteAddress(uid: string): Promise<Saved> {
  const result = await runMutation(accountShop(), DeleteAddress, { uid });
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}
