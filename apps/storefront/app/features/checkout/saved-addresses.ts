import type { SavedAddress } from '@vitrine/checkout-machine';
import { GetCheckoutAddresses, runQuery } from '@vitrine/graphql-client';
import type { ResultOf } from '@vitrine/graphql-client';
import type { ShopRuntime } from '../../shop/runtime.client.ts';

type RawAddress = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof GetCheckoutAddresses>['customer']>['addresses']>[number]
>;

/**
 * A saved address as the checkout takes it, named by Magento 2.4.7's integer `id` (sent as
 * `customer_address_id`); addresses outside France cannot be delivered to, and one without an id
 * cannot be named on the cart.
 */
export function toSavedAddress(raw: RawAddress): SavedAddress | null {
  const country = raw.country_code ?? 'FR';
  if (country !== 'FR' || raw.id === null || raw.id === undefined) return null;
  return {
    id: raw.id,
    isDefaultShipping: raw.default_shipping === true,
    isDefaultBilling: raw.default_billing === true,
    address: {
      firstname: raw.firstname ?? '',
      lastname: raw.lastname ?? '',
      street: (raw.street ?? []).filter((line): line is string => Boolean(line)),
      city: raw.city ?? '',
      postcode: raw.postcode ?? '',
      telephone: raw.telephone ?? '',
      country_id: country,
      ...(raw.company ? { company: raw.company } : {}),
      ...(raw.region?.region_code ? { region_code: raw.region.region_code } : {}),
      ...(raw.region?.region_id ? { region_id: raw.region.region_id } : {}),
    },
  };
}

/** What the address book answered: the customer's e-mail and their French addresses. */
export interface CustomerAddressBook {
  readonly email: string | null;
  readonly addresses: readonly SavedAddress[];
}

/** Loads the signed-in customer's address book; `null` when it could not be read. */
export async function loadAddressBook(runtime: ShopRuntime): Promise<CustomerAddressBook | null> {
  const result = await runQuery(runtime.shop, GetCheckoutAddresses, {});
  if (!result.ok || !result.data.customer) return null;
  const addresses = (result.data.customer.addresses ?? [])
    .map((raw) => (raw ? toSavedAddress(raw) : null))
    .filter((address): address is SavedAddress => address !== null)
    // The default delivery address first: it is the one most shoppers pick.
    .sort((a, b) => Number(b.isDefaultShipping) - Number(a.isDefaultShipping));
  return { email: result.data.customer.email ?? null, addresses };
}
