import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { hasControlCharacters } from '../platform/index.ts';
import { tokenHash } from '../customer/index.ts';
import { insertCardToken } from './payment.repository.ts';
import { brandOf, passesLuhn, scenarioOf } from './test-cards.ts';

/** A card token is valid for 30 minutes after tokenisation, and pays one attempt. */
export const CARD_TOKEN_LIFETIME_MS = 30 * 60_000;

/** The card fields the storefront's card component posts. */
export interface CardFields {
  number?: unknown;
  expiryMonth?: unknown;
  expiryYear?: unknown;
  cvc?: unknown;
  holderName?: unknown;
}

/** A tokenised card, as answered to the card component. */
export interface CardTokenAnswer {
  token: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  expiresAt: string;
}

/** Why card fields were refused (field → message), never echoing the number. */
export type CardProblems = Partial<Record<'number' | 'expiry' | 'cvc' | 'holderName', string>>;

function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Checks the card fields at `now`; answers the problems, or the normalised card. */
export function checkCard(
  fields: CardFields,
  now: Date,
):
  | { problems: CardProblems }
  | { digits: string; month: number; year: number; holder: string | null } {
  const problems: CardProblems = {};
  const digits = asText(fields.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    problems.number = 'The card number is not valid.';
  const month = Number(asText(fields.expiryMonth));
  let year = Number(asText(fields.expiryYear));
  if (year >= 0 && year < 100) year += 2000;
  const lastDay = new Date(Date.UTC(year, month, 1));
  if (
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    !Number.isInteger(year) ||
    lastDay <= now
  ) {
    problems.expiry = 'The expiry date is not valid.';
  } else if (year > now.getUTCFullYear() + 20) {
    problems.expiry = 'The expiry date is not valid.';
  }
  const cvc = asText(fields.cvc);
  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc))
    problems.cvc = 'The security code is not valid.';
  const holderText = asText(fields.holderName).trim();
  if (holderText.length > 100 || hasControlCharacters(holderText))
    problems.holderName = 'The cardholder name is not valid.';
  if (Object.keys(problems).length > 0) return { problems };
  return { digits, month, year, holder: holderText === '' ? null : holderText };
}

/**
 * Tokenises a card for the built-in test provider: keeps brand, last four digits, expiry and the
 * test behaviour; the number and the CVC are dropped here and never stored or logged.
 */
export async function tokeniseCard(
  db: Queryable,
  card: { digits: string; month: number; year: number; holder: string | null },
  now: Date,
): Promise<CardTokenAnswer> {
  const token = `tok_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + CARD_TOKEN_LIFETIME_MS);
  const lastFour = card.digits.slice(-4);
  const brand = brandOf(card.digits);
  await insertCardToken(
    db,
    {
      token_hash: tokenHash(token),
      brand,
      last_four: lastFour,
      exp_month: card.month,
      exp_year: card.year,
      holder_name: card.holder,
      scenario: scenarioOf(card.digits),
      expires_at: expiresAt,
    },
    now,
  );
  return {
    token,
    brand,
    lastFour,
    expiryMonth: card.month,
    expiryYear: card.year,
    expiresAt: expiresAt.toISOString(),
  };
}
