import type { Queryable } from '../../db/database.ts';

/** A customer address row. */
export interface AddressRow {
  address_id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  vat_id: string | null;
  fax: string | null;
}

/** Address fields as written. */
export type AddressValues = Omit<AddressRow, 'address_id' | 'customer_id'>;

const COLUMNS = `address_id, customer_id, firstname, lastname, middlename, prefix, suffix, company, street, city, region,
  region_code, region_id, postcode, country_code, telephone, vat_id, fax`;

const WRITABLE = [
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'company',
  'street',
  'city',
  'region',
  'region_code',
  'region_id',
  'postcode',
  'country_code',
  'telephone',
  'vat_id',
  'fax',
] as const;

export function addressesOf(db: Queryable, customerId: number): Promise<AddressRow[]> {
  return db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM customer_address WHERE customer_id = $1 ORDER BY address_id`,
    [customerId],
  );
}

export async function addressById(
  db: Queryable,
  addressId: number,
): Promise<AddressRow | undefined> {
  const rows = await db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM customer_address WHERE address_id = $1`,
    [addressId],
  );
  return rows[0];
}

export async function insertAddress(
  db: Queryable,
  customerId: number,
  values: AddressValues,
  now: Date,
): Promise<number> {
  const params = WRITABLE.map((column) => values[column]);
  const rows = await db.query<{ address_id: number }>(
    `INSERT INTO customer_address (customer_id, ${WRITABLE.join(', ')}, created_at, updated_at)
     VALUES ($1, ${WRITABLE.map((_, index) => `$${index + 2}`).join(', ')}, $${WRITABLE.length + 2}, $${WRITABLE.length + 2})
     RETURNING address_id`,
    [customerId, ...params, now],
  );
  const id = rows[0]?.address_id;
  if (id === undefined) throw new Error('address insert returned no id');
  return id;
}

export async function updateAddress(
  db: Queryable,
  addressId: number,
  values: Partial<AddressValues>,
  now: Date,
): Promise<void> {
  const entries = WRITABLE.filter((column) => column in values).map(
    (column) => [column, values[column]] as const,
  );
  await db.query(
    `UPDATE customer_address SET ${[...entries.map(([column], index) => `${column} = $${index + 3}`), 'updated_at = $2'].join(', ')} WHERE address_id = $1`,
    [addressId, now, ...entries.map(([, value]) => value)],
  );
}

export async function deleteAddress(db: Queryable, addressId: number): Promise<void> {
  await db.query('DELETE FROM customer_address WHERE address_id = $1', [addressId]);
}
