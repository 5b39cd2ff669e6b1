import {
  CreateCustomerAddress,
  DeleteCustomerAddress,
  GetAddressBook,
  UpdateCustomerAddress,
  runMutation,
  runQuery,
} from '@vitrine/graphql-client';
import { SHIPPING_COUNTRY_CODE } from '@vitrine/validation';
import { accountShop, failedRead } from './account-data.ts';
import type { Loaded } from './account-data.ts';
import type { Saved } from './information.data.ts';

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
  /** Magento 2.4.7 knows a customer's address by its numeric id. */
  readonly id: number;
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
    // An address without an id could be neither changed nor deleted: it is not listed.
    .filter(
      (address): address is NonNullable<typeof address> & { id: number } =>
        address !== null && typeof address.id === 'number',
    )
    .map((address) => {
      const street = (address.street ?? []).filter((line): line is string => Boolean(line));
      return {
        id: address.id,
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

/** Saves a new address, or changes the one of `id`. */
export async function saveAddress(values: AddressValues, id: number | null): Promise<Saved> {
  const input = toInput(values);
  const result =
    id === null
      ? await runMutation(accountShop(), CreateCustomerAddress, { input })
      : await runMutation(accountShop(), UpdateCustomerAddress, { id, input });
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

/**
 * Deletes an address. Magento refuses to delete the default billing or shipping address; its
 * message reaches the page as a user error.
 */
export async function deleteAddress(id: number): Promise<Saved> {
  const result = await runMutation(accountShop(), DeleteCustomerAddress, { id });
  if (!result.ok) return { ok: false, error: result.error };
  return result.data.deleteCustomerAddress
    ? { ok: true }
    : { ok: false, error: { code: 'not_found', message: 'The address was not deleted.' } };
}
