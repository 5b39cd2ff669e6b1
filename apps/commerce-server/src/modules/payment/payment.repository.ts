import type { Queryable } from '../../db/database.ts';
import type { CardScenario } from './test-cards.ts';

/** A tokenised card (no number, no CVC). */
export interface CardTokenRow {
  token_hash: string;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  scenario: CardScenario;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertCardToken(
  db: Queryable,
  row: Omit<CardTokenRow, 'used_at'> & { holder_name: string | null },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_card_token (token_hash, brand, last_four, exp_month, exp_year, holder_name, scenario, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.token_hash,
      row.brand,
      row.last_four,
      row.exp_month,
      row.exp_year,
      row.holder_name,
      row.scenario,
      now,
      row.expires_at,
    ],
  );
}

export async function cardToken(db: Queryable, hash: string): Promise<CardTokenRow | undefined> {
  const rows = await db.query<CardTokenRow>(
    'SELECT token_hash, brand, last_four, exp_month, exp_year, scenario, expires_at, used_at FROM payment_card_token WHERE token_hash = $1',
    [hash],
  );
  return rows[0];
}

/** Uses a token once: false when it was already used (a nonce pays one attempt). */
export async function useCardToken(db: Queryable, hash: string, now: Date): Promise<boolean> {
  return (
    (
      await db.query(
        'UPDATE payment_card_token SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING token_hash',
        [hash, now],
      )
    ).length > 0
  );
}

/** A saved card's security code, tokenised (never the code): the saved card it is for. */
export interface SecurityCodeTokenRow {
  token_hash: string;
  public_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertSecurityCodeToken(
  db: Queryable,
  row: Omit<SecurityCodeTokenRow, 'used_at'>,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_security_code_token (token_hash, public_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [row.token_hash, row.public_hash, now, row.expires_at],
  );
}

export async function securityCodeToken(
  db: Queryable,
  hash: string,
): Promise<SecurityCodeTokenRow | undefined> {
  const rows = await db.query<SecurityCodeTokenRow>(
    'SELECT token_hash, public_hash, expires_at, used_at FROM payment_security_code_token WHERE token_hash = $1',
    [hash],
  );
  return rows[0];
}

/**
 * Uses a security-code token once, for the saved card it was issued for and before it expires:
 * false when it is unknown, another card's, expired or already used (it pays one attempt).
 */
export async function useSecurityCodeToken(
  db: Queryable,
  hash: string,
  publicHash: string,
  now: Date,
): Promise<boolean> {
  return (
    (
      await db.query(
        `UPDATE payment_security_code_token SET used_at = $3
          WHERE token_hash = $1 AND public_hash = $2 AND used_at IS NULL AND expires_at > $3 RETURNING token_hash`,
        [hash, publicHash, now],
      )
    ).length > 0
  );
}

/**
 * One card payment attempt. An authorised payment is flagged `needs_reconciliation` from the
 * moment it is recorded until an order takes it or it is voided: money taken without an order is
 * always found (reliability C3).
 */
export interface PaymentRow {
  reference: string;
  quote_id: number;
  order_id: number | null;
  idempotency_key: string | null;
  method: string;
  amount: number;
  currency: string;
  state: 'action_required' | 'authorised' | 'refused' | 'error' | 'voided' | 'cancelled';
  stage: 'fingerprint' | 'challenge' | null;
  result_code: string;
  refusal_reason: string | null;
  scenario: CardScenario;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  store_card: boolean;
  customer_id: number | null;
  cart_fingerprint: string;
  needs_reconciliation: boolean;
  note: string | null;
  created_at: Date;
}

const PAYMENT_COLUMNS = `reference, quote_id, order_id, idempotency_key, method, amount, currency, state, stage, result_code, refusal_reason,
  scenario, brand, last_four, exp_month, exp_year, store_card, customer_id, cart_fingerprint, needs_reconciliation, note, created_at`;

export async function insertPayment(
  db: Queryable,
  row: Omit<PaymentRow, 'order_id' | 'needs_reconciliation' | 'note' | 'created_at'>,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_transaction (reference, quote_id, idempotency_key, method, amount, currency, state, stage, result_code, refusal_reason,
       scenario, brand, last_four, exp_month, exp_year, store_card, customer_id, cart_fingerprint, needs_reconciliation, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $7 = 'authorised', $19, $19)`,
    [
      row.reference,
      row.quote_id,
      row.idempotency_key,
      row.method,
      row.amount,
      row.currency,
      row.state,
      row.stage,
      row.result_code,
      row.refusal_reason,
      row.scenario,
      row.brand,
      row.last_four,
      row.exp_month,
      row.exp_year,
      row.store_card,
      row.customer_id,
      row.cart_fingerprint,
      now,
    ],
  );
}

export async function paymentByReference(
  db: Queryable,
  reference: string,
): Promise<PaymentRow | undefined> {
  const rows = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payment_transaction WHERE reference = $1`,
    [reference],
  );
  return rows[0];
}

export async function paymentByKey(db: Queryable, key: string): Promise<PaymentRow | undefined> {
  const rows = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payment_transaction WHERE idempotency_key = $1`,
    [key],
  );
  return rows[0];
}

export async function updatePayment(
  db: Queryable,
  reference: string,
  patch: Partial<
    Pick<
      PaymentRow,
      | 'state'
      | 'stage'
      | 'result_code'
      | 'refusal_reason'
      | 'order_id'
      | 'needs_reconciliation'
      | 'note'
    >
  >,
  now: Date,
): Promise<void> {
  const entries = Object.entries(patch);
  await db.query(
    `UPDATE payment_transaction SET ${[...entries.map(([column], index) => `${column} = $${index + 3}`), 'updated_at = $2'].join(', ')} WHERE reference = $1`,
    [reference, now, ...entries.map(([, value]) => value)],
  );
}

/** A saved card. */
export interface VaultRow {
  public_hash: string;
  customer_id: number;
  payment_method_code: string;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  scenario: CardScenario;
}

export function vaultTokensOf(db: Queryable, customerId: number): Promise<VaultRow[]> {
  return db.query<VaultRow>(
    `SELECT public_hash, customer_id, payment_method_code, brand, last_four, exp_month, exp_year, scenario
       FROM payment_vault_token WHERE customer_id = $1 AND is_active ORDER BY created_at, public_hash`,
    [customerId],
  );
}

export async function vaultToken(
  db: Queryable,
  publicHash: string,
  customerId: number,
): Promise<VaultRow | undefined> {
  return (await vaultTokensOf(db, customerId)).find((row) => row.public_hash === publicHash);
}

/** An active saved card by its public hash, whoever it belongs to (the provider's view). */
export async function activeVaultToken(
  db: Queryable,
  publicHash: string,
): Promise<VaultRow | undefined> {
  const rows = await db.query<VaultRow>(
    `SELECT public_hash, customer_id, payment_method_code, brand, last_four, exp_month, exp_year, scenario
       FROM payment_vault_token WHERE public_hash = $1 AND is_active`,
    [publicHash],
  );
  return rows[0];
}

export async function insertVaultToken(db: Queryable, row: VaultRow, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO payment_vault_token (public_hash, customer_id, payment_method_code, brand, last_four, exp_month, exp_year, scenario, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
    [
      row.public_hash,
      row.customer_id,
      row.payment_method_code,
      row.brand,
      row.last_four,
      row.exp_month,
      row.exp_year,
      row.scenario,
      now,
    ],
  );
}

export async function deactivateVaultToken(
  db: Queryable,
  publicHash: string,
  customerId: number,
): Promise<boolean> {
  return (
    (
      await db.query(
        'UPDATE payment_vault_token SET is_active = false WHERE public_hash = $1 AND customer_id = $2 AND is_active RETURNING public_hash',
        [publicHash, customerId],
      )
    ).length > 0
  );
}
