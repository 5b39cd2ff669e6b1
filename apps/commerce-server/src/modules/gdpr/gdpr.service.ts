import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { addressesOf, customerById, revokeCustomerTokens } from '../customer/index.ts';
import type { CustomerRow } from '../customer/index.ts';
import { gdprConfirmMail, gdprExportMail, enqueueMail } from '../mail/index.ts';

/** The kinds of GDPR request (RGPD art. 15/20 access and portability, art. 17 erasure). */
export const GDPR_TYPES = ['export', 'erase'] as const;
export type GdprType = (typeof GDPR_TYPES)[number];

export interface GdprRow {
  request_id: number;
  customer_id: number | null;
  type: GdprType;
  code: string;
  status: 'pending' | 'confirmed';
  created_at: Date;
  confirmed_at: Date | null;
}

export async function gdprRequestByCode(
  db: Queryable,
  type: string,
  code: string,
): Promise<GdprRow | undefined> {
  return (
    await db.query<GdprRow>(
      'SELECT request_id, customer_id, type, code, status, created_at, confirmed_at FROM gdpr_request WHERE type = $1 AND code = $2',
      [type, code],
    )
  )[0];
}

/** Records a request and mails its confirmation link (the route /gdpr-request/type/{type}/code/{code}). */
export async function createGdprRequest(
  tx: Queryable,
  customer: CustomerRow,
  type: GdprType,
  storefrontUrl: string,
  now: Date,
): Promise<GdprRow> {
  const code = randomBytes(16).toString('hex');
  const rows = await tx.query<GdprRow>(
    `INSERT INTO gdpr_request (customer_id, type, code, status, created_at) VALUES ($1, $2, $3, 'pending', $4)
     RETURNING request_id, customer_id, type, code, status, created_at, confirmed_at`,
    [customer.customer_id, type, code, now],
  );
  const row = rows[0];
  if (!row) throw new Error('gdpr insert returned no row');
  await enqueueMail(
    tx,
    gdprConfirmMail(
      customer.email,
      customer.firstname,
      type,
      `${storefrontUrl}/gdpr-request/type/${type}/code/${code}`,
    ),
    now,
  );
  return row;
}

async function exportData(tx: Queryable, customer: CustomerRow) {
  const orders = await tx.query(
    'SELECT increment_id AS number, status, grand_total, created_at FROM sales_order WHERE customer_id = $1 ORDER BY created_at',
    [customer.customer_id],
  );
  return {
    account: {
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
      date_of_birth: customer.date_of_birth,
      created_at: customer.created_at,
    },
    addresses: (await addressesOf(tx, customer.customer_id)).map(
      ({ address_id: _, customer_id: __, ...address }) => address,
    ),
    orders,
    marketing_consent: customer.marketing_consent,
  };
}

/**
 * Erasure: the account is anonymised and closed; its orders stay (French accounting law keeps
 * them for 10 years) but no longer point to a person's e-mail or name.
 */
async function erase(tx: Queryable, customer: CustomerRow, now: Date): Promise<void> {
  const id = customer.customer_id;
  await tx.query('DELETE FROM customer_address WHERE customer_id = $1', [id]);
  await tx.query('UPDATE payment_vault_token SET is_active = false WHERE customer_id = $1', [id]);
  await tx.query('DELETE FROM wishlist WHERE customer_id = $1', [id]);
  await tx.query(
    "UPDATE newsletter_subscriber SET status = 'UNSUBSCRIBED', email = 'erased-' || subscriber_id || '@invalid', customer_id = NULL WHERE customer_id = $1 OR lower(email) = lower($2)",
    [id, customer.email],
  );
  await tx.query(
    "UPDATE sales_order SET customer_email = 'erased-' || order_id || '@invalid', customer_firstname = '-', customer_lastname = '-' WHERE customer_id = $1",
    [id],
  );
  await revokeCustomerTokens(tx, id, now);
  await tx.query(
    `UPDATE customer SET email = 'erased-' || customer_id || '@invalid', firstname = '-', lastname = '-', middlename = NULL, prefix = NULL, suffix = NULL,
       date_of_birth = NULL, gender = NULL, taxvat = NULL, is_active = false, default_billing = NULL, default_shipping = NULL, favorite_store = NULL, updated_at = $2
     WHERE customer_id = $1`,
    [id, now],
  );
}

/** Carries out a confirmed request (once; a second confirmation changes nothing). */
export async function confirmGdprRequest(
  tx: Queryable,
  request: GdprRow,
  now: Date,
): Promise<GdprRow> {
  if (request.status === 'confirmed' || request.customer_id === null) return request;
  const customer = await customerById(tx, request.customer_id);
  if (!customer) return request;
  if (request.type === 'export')
    await enqueueMail(
      tx,
      gdprExportMail(customer.email, customer.firstname, await exportData(tx, customer)),
      now,
    );
  else await erase(tx, customer, now);
  const rows = await tx.query<GdprRow>(
    `UPDATE gdpr_request SET status = 'confirmed', confirmed_at = $2 WHERE request_id = $1
     RETURNING request_id, customer_id, type, code, status, created_at, confirmed_at`,
    [request.request_id, now],
  );
  return rows[0] ?? request;
}
