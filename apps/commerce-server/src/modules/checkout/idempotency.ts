import type { Queryable } from '../../db/database.ts';

/** Header naming one attempt of a non-repeatable call (placeOrder, payment-information, details). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A processing record older than this is taken over (its server died mid-way). */
export const STALE_AFTER_MS = 2 * 60_000;

/** What the first call with a key found. */
export type KeyClaim =
  { kind: 'new' } | { kind: 'replay'; response: unknown } | { kind: 'busy' } | { kind: 'mismatch' };

/** Reads and checks an Idempotency-Key value: 1–64 characters of letters, digits, '-', '_', ':' or '.'; anything else is {@link INVALID_KEY_VALUE}. */
export function parseIdempotencyKey(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return /^[A-Za-z0-9_.:-]{1,64}$/.test(value) ? value : INVALID_KEY_VALUE;
}

/** What {@link parseIdempotencyKey} answers for a malformed key (it cannot be a valid key: it has a space). */
export const INVALID_KEY_VALUE = 'invalid key';

/** Message of a malformed key. */
export const INVALID_KEY =
  "The Idempotency-Key header must be 1 to 64 letters, digits, '-', '_', ':' or '.'.";

/**
 * Claims a key for one operation on one scope (the cart). The first caller gets `new`; a repeat
 * gets the stored answer (`replay`) or `busy` while the first is still running; the same key on
 * another operation or cart is a client bug (`mismatch`).
 */
export async function claimKey(
  db: Queryable,
  key: string,
  operation: string,
  scope: string,
  now: Date,
): Promise<KeyClaim> {
  const inserted = await db.query(
    `INSERT INTO idempotency_record (key, operation, scope, state, created_at, updated_at) VALUES ($1, $2, $3, 'processing', $4, $4)
     ON CONFLICT DO NOTHING RETURNING key`,
    [key, operation, scope, now],
  );
  if (inserted.length > 0) return { kind: 'new' };
  const rows = await db.query<{
    operation: string;
    scope: string;
    state: string;
    response: unknown;
    updated_at: Date;
  }>(
    'SELECT operation, scope, state, response, updated_at FROM idempotency_record WHERE key = $1',
    [key],
  );
  const record = rows[0];
  if (!record) return claimKey(db, key, operation, scope, now);
  if (record.operation !== operation || record.scope !== scope) return { kind: 'mismatch' };
  if (record.state === 'done') return { kind: 'replay', response: record.response };
  const taken = await db.query(
    `UPDATE idempotency_record SET updated_at = $2 WHERE key = $1 AND state = 'processing' AND updated_at < $3 RETURNING key`,
    [key, now, new Date(now.getTime() - STALE_AFTER_MS)],
  );
  return taken.length > 0 ? { kind: 'new' } : { kind: 'busy' };
}

/** Stores the final answer of a key (inside the transaction that made it final, when there is one). */
export async function completeKey(
  db: Queryable,
  key: string,
  response: unknown,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE idempotency_record SET state = 'done', response = $2::jsonb, updated_at = $3 WHERE key = $1`,
    [key, JSON.stringify(response), now],
  );
}

/** Forgets a key whose call failed before anything final happened, so the client may retry with it. */
export async function releaseKey(db: Queryable, key: string): Promise<void> {
  await db.query(`DELETE FROM idempotency_record WHERE key = $1 AND state = 'processing'`, [key]);
}

/** The stored final answer of a key for this operation and scope, if there is one. */
export async function storedResponse(
  db: Queryable,
  key: string,
  operation: string,
  scope: string,
): Promise<unknown> {
  const rows = await db.query<{ response: unknown }>(
    `SELECT response FROM idempotency_record WHERE key = $1 AND operation = $2 AND scope = $3 AND state = 'done'`,
    [key, operation, scope],
  );
  return rows[0]?.response;
}
