import type { Queryable } from '../../db/database.ts';

/** A customer row. */
export interface CustomerRow {
  customer_id: number;
  store_id: number;
  email: string;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  date_of_birth: string | null;
  gender: number | null;
  taxvat: string | null;
  password_hash: string;
  is_active: boolean;
  failures_num: number;
  first_failure: Date | null;
  lock_expires: Date | null;
  default_billing: number | null;
  default_shipping: number | null;
  favorite_store: string | null;
  marketing_consent: boolean | null;
  created_at: Date;
}

const COLUMNS = `customer_id, store_id, email, firstname, lastname, middlename, prefix, suffix,
  to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, gender, taxvat, password_hash, is_active, failures_num,
  first_failure, lock_expires, default_billing, default_shipping, favorite_store, marketing_consent, created_at`;

export async function customerByEmail(
  db: Queryable,
  email: string,
): Promise<CustomerRow | undefined> {
  const rows = await db.query<CustomerRow>(
    `SELECT ${COLUMNS} FROM customer WHERE lower(email) = lower($1)`,
    [email.trim()],
  );
  return rows[0];
}

export async function customerById(db: Queryable, id: number): Promise<CustomerRow | undefined> {
  const rows = await db.query<CustomerRow>(
    `SELECT ${COLUMNS} FROM customer WHERE customer_id = $1`,
    [id],
  );
  return rows[0];
}

/** Fields of a new account. */
export interface NewCustomer {
  storeId: number;
  email: string;
  firstname: string;
  lastname: string;
  passwordHash: string;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  dateOfBirth?: string | null;
  gender?: number | null;
  taxvat?: string | null;
}

/** Inserts an account; answers undefined when the e-mail is taken (unique index, race-safe). */
export async function insertCustomer(
  db: Queryable,
  customer: NewCustomer,
  now: Date,
): Promise<number | undefined> {
  const rows = await db.query<{ customer_id: number }>(
    `INSERT INTO customer (store_id, email, firstname, lastname, middlename, prefix, suffix, date_of_birth, gender, taxvat,
       password_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12, $12)
     ON CONFLICT DO NOTHING RETURNING customer_id`,
    [
      customer.storeId,
      customer.email,
      customer.firstname,
      customer.lastname,
      customer.middlename ?? null,
      customer.prefix ?? null,
      customer.suffix ?? null,
      customer.dateOfBirth ?? null,
      customer.gender ?? null,
      customer.taxvat ?? null,
      customer.passwordHash,
      now,
    ],
  );
  return rows[0]?.customer_id;
}

/** Editable profile fields (updateCustomerV2). */
export type ProfilePatch = Partial<
  Record<
    'firstname' | 'lastname' | 'middlename' | 'prefix' | 'suffix' | 'taxvat' | 'date_of_birth',
    string | null
  > & {
    gender: number | null;
  }
>;

const PROFILE_COLUMNS = [
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'taxvat',
  'date_of_birth',
  'gender',
] as const;

export async function updateProfile(
  db: Queryable,
  id: number,
  patch: ProfilePatch,
  now: Date,
): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id, now];
  for (const column of PROFILE_COLUMNS) {
    if (!(column in patch)) continue;
    params.push(patch[column] ?? null);
    sets.push(`${column} = $${params.length}${column === 'date_of_birth' ? '::date' : ''}`);
  }
  await db.query(
    `UPDATE customer SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE customer_id = $1`,
    params,
  );
}

export async function setCustomerColumns(
  db: Queryable,
  id: number,
  values: Partial<
    Record<
      | 'email'
      | 'password_hash'
      | 'favorite_store'
      | 'default_billing'
      | 'default_shipping'
      | 'marketing_consent'
      | 'marketing_consent_at'
      | 'is_active',
      unknown
    >
  >,
  now: Date,
): Promise<void> {
  const entries = Object.entries(values);
  const sets = entries.map(([column], index) => `${column} = $${index + 3}`);
  await db.query(
    `UPDATE customer SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE customer_id = $1`,
    [id, now, ...entries.map(([, value]) => value)],
  );
}

/** Records a failed sign-in the way Magento's Authentication model does. */
export async function recordSignInFailure(
  db: Queryable,
  id: number,
  now: Date,
  lockout: { failures: number; lockMs: number },
): Promise<void> {
  // A failure older than the lock period starts a new series.
  await db.query(
    `UPDATE customer SET
       failures_num = CASE WHEN first_failure IS NULL OR first_failure < $3 THEN 1 ELSE failures_num + 1 END,
       first_failure = CASE WHEN first_failure IS NULL OR first_failure < $3 THEN $2 ELSE first_failure END,
       lock_expires = CASE
         WHEN (CASE WHEN first_failure IS NULL OR first_failure < $3 THEN 1 ELSE failures_num + 1 END) >= $4 THEN $5
         ELSE lock_expires END
     WHERE customer_id = $1`,
    [
      id,
      now,
      new Date(now.getTime() - lockout.lockMs),
      lockout.failures,
      new Date(now.getTime() + lockout.lockMs),
    ],
  );
}

export async function clearSignInFailures(db: Queryable, id: number): Promise<void> {
  await db.query(
    'UPDATE customer SET failures_num = 0, first_failure = NULL, lock_expires = NULL WHERE customer_id = $1',
    [id],
  );
}
