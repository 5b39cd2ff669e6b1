import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/** SHA-256 of a token: tokens and reset codes are stored only as this hash. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function insertToken(
  db: Queryable,
  hash: string,
  customerId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO customer_token (token_hash, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hash, customerId, now, expiresAt],
  );
}

/** The customer of a live token (not revoked, not expired, active account). */
export async function customerOfToken(
  db: Queryable,
  hash: string,
  now: Date,
): Promise<number | undefined> {
  const rows = await db.query<{ customer_id: number }>(
    `SELECT t.customer_id FROM customer_token t JOIN customer c USING (customer_id)
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2 AND c.is_active`,
    [hash, now],
  );
  return rows[0]?.customer_id;
}

export async function revokeToken(db: Queryable, hash: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE customer_token SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [hash, now],
  );
}

/** Revokes every token of a customer except `keep` (password change keeps the current session). */
export async function revokeCustomerTokens(
  db: Queryable,
  customerId: number,
  now: Date,
  keep?: string,
): Promise<void> {
  await db.query(
    'UPDATE customer_token SET revoked_at = $2 WHERE customer_id = $1 AND revoked_at IS NULL AND token_hash IS DISTINCT FROM $3',
    [customerId, now, keep ?? null],
  );
}
