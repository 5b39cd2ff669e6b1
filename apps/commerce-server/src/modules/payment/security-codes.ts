import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { ServerServices } from '../../graphql/context.ts';
import { tokenHash } from '../customer/index.ts';
import { CARD_TOKEN_LIFETIME_MS } from './card-tokens.ts';
import {
  activeVaultToken,
  insertSecurityCodeToken,
  securityCodeToken,
} from './payment.repository.ts';

/** A security-code token lives as long as a card token (30 minutes) and pays one attempt. */
export const SECURITY_CODE_LIFETIME_MS = CARD_TOKEN_LIFETIME_MS;

/** The security-code fields the storefront's saved-card component posts. */
export interface SecurityCodeFields {
  cvc?: unknown;
  publicHash?: unknown;
}

/** A tokenised security code, as answered to the component. */
export interface SecurityCodeAnswer {
  token: string;
  expiresAt: string;
}

/** Messages of a saved card paying without a good security-code token (never echoing it). */
export const securityCodeMessages = {
  required: 'The security code of the saved card is required.',
  invalid: 'The security code of the saved card is not valid. Enter it again.',
} as const;

/**
 * Whether the store view's provider asks for a saved card's security code again when it pays
 * (store config `payment_saved_card_cvc`, as Braintree's `braintree_cc_vault_cvv`).
 */
export function savedCardNeedsSecurityCode(services: ServerServices, storeId: number): boolean {
  return services.stores.config(storeId).get('payment_saved_card_cvc') === true;
}

function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Tokenises the security code of the active saved card `publicHash` (any customer's: the public
 * hash is itself an unguessable identifier): 4 digits for American Express, else 3. Answers
 * undefined when anything is wrong, an unknown card included (which cards exist is not told).
 * Only the token's hash, the card and the expiry are stored, never the code.
 */
export async function tokeniseSecurityCode(
  db: Queryable,
  fields: SecurityCodeFields,
  now: Date,
): Promise<SecurityCodeAnswer | undefined> {
  const publicHash = fields.publicHash;
  if (typeof publicHash !== 'string' || publicHash === '' || publicHash.length > 128)
    return undefined;
  const card = await activeVaultToken(db, publicHash);
  const cvc = asText(fields.cvc);
  if (!card || !new RegExp(`^\\d{${card.brand === 'AE' ? 4 : 3}}$`).test(cvc)) return undefined;
  const token = `cvc_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + SECURITY_CODE_LIFETIME_MS);
  await insertSecurityCodeToken(
    db,
    { token_hash: tokenHash(token), public_hash: card.public_hash, expires_at: expiresAt },
    now,
  );
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * The hash of a security-code token that may still pay with the saved card `publicHash` (known,
 * issued for that card, not expired, not used), or undefined. Nothing is used up here: placing
 * the order uses the token.
 */
export async function usableSecurityCodeToken(
  db: Queryable,
  token: string,
  publicHash: string,
  now: Date,
): Promise<string | undefined> {
  const row = await securityCodeToken(db, tokenHash(token));
  return row && row.public_hash === publicHash && row.used_at === null && row.expires_at > now
    ? row.token_hash
    : undefined;
}
