import type { RequestContext } from '../../graphql/context.ts';
import { authorizationError, inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { withDirectoryRegion } from '../directory/index.ts';
import { nowDate } from '../platform/index.ts';
import { addressById, deleteAddress, insertAddress, updateAddress } from './address.repository.ts';
import type { AddressRow } from './address.repository.ts';
import { normaliseAddress } from './address.input.ts';
import type { RawAddress } from './address.input.ts';
import { customerById, setCustomerColumns } from './customer.repository.ts';
import type { CustomerRow } from './customer.repository.ts';

/** CustomerAddressInput plus its default flags. */
export type AddressInput = RawAddress & {
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
};

/** The GraphQL CustomerAddress of a row. */
export function toCustomerAddress(
  row: AddressRow,
  customer: Pick<CustomerRow, 'default_billing' | 'default_shipping'>,
) {
  return {
    ...row,
    id: row.address_id,
    region: { region: row.region, region_code: row.region_code, region_id: row.region_id },
    country_id: row.country_code,
    default_shipping: customer.default_shipping === row.address_id,
    default_billing: customer.default_billing === row.address_id,
  };
}

/**
 * The customer's own address, or Magento's errors: unknown id → no such entity, another
 * customer's → authorisation (logged: an id guessed from outside is worth knowing about).
 */
export async function ownAddress(
  context: RequestContext,
  customerId: number,
  addressId: number | undefined,
  shown: string,
): Promise<AddressRow> {
  const row = addressId === undefined ? undefined : await addressById(context.db, addressId);
  if (!row) throw noSuchEntityError(`Could not find a address with ID "${shown}"`);
  if (row.customer_id !== customerId) {
    context.logger.warn('address of another customer refused', { customerId, addressId });
    throw authorizationError(
      `Current customer does not have permission to address with ID "${shown}"`,
    );
  }
  return row;
}

async function applyDefaults(
  context: RequestContext,
  customerId: number,
  addressId: number,
  input: AddressInput,
  now: Date,
): Promise<void> {
  const values: { default_shipping?: number | null; default_billing?: number | null } = {};
  const customer = await customerById(context.db, customerId);
  if (input.default_shipping === true) values.default_shipping = addressId;
  if (input.default_shipping === false && customer?.default_shipping === addressId)
    values.default_shipping = null;
  if (input.default_billing === true) values.default_billing = addressId;
  if (input.default_billing === false && customer?.default_billing === addressId)
    values.default_billing = null;
  if (Object.keys(values).length > 0) await setCustomerColumns(context.db, customerId, values, now);
}

export async function createAddress(
  context: RequestContext,
  customerId: number,
  input: AddressInput,
) {
  const normalised = normaliseAddress(input, true);
  const values = await withDirectoryRegion(context.db, normalised.country_code, normalised);
  const now = nowDate(context.services);
  const id = await insertAddress(context.db, customerId, values, now);
  await applyDefaults(context, customerId, id, input, now);
  return reload(context, customerId, id);
}

export async function editAddress(
  context: RequestContext,
  customerId: number,
  row: AddressRow,
  input: AddressInput | null | undefined,
) {
  const now = nowDate(context.services);
  if (input) {
    const given = normaliseAddress(input, false);
    const values = await withDirectoryRegion(
      context.db,
      given.country_code ?? row.country_code,
      given,
    );
    if (Object.keys(values).length > 0)
      await updateAddress(context.db, row.address_id, values, now);
    await applyDefaults(context, customerId, row.address_id, input, now);
  }
  return reload(context, customerId, row.address_id);
}

export async function removeAddress(
  context: RequestContext,
  customerId: number,
  row: AddressRow,
  shown: string,
): Promise<boolean> {
  const customer = await customerById(context.db, customerId);
  if (customer?.default_billing === row.address_id) {
    throw inputError(
      `Customer Address ${shown} is set as default billing address and cannot be deleted`,
    );
  }
  if (customer?.default_shipping === row.address_id) {
    throw inputError(
      `Customer Address ${shown} is set as default shipping address and cannot be deleted`,
    );
  }
  await deleteAddress(context.db, row.address_id);
  return true;
}

async function reload(context: RequestContext, customerId: number, addressId: number) {
  const [row, customer] = await Promise.all([
    addressById(context.db, addressId),
    customerById(context.db, customerId),
  ]);
  if (!row || !customer) throw new Error('address vanished');
  return toCustomerAddress(row, customer);
}
