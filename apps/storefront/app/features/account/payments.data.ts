import {
  DeleteSavedPayment,
  GetSavedPayments,
  runMutation,
  runQuery,
} from '@vitrine/graphql-client';
import { accountShop, failedRead } from './account-data.ts';
import type { Loaded } from './account-data.ts';
import type { Saved } from './information.data.ts';

/** A saved card (the server keeps a token, never the number). */
export interface SavedCard {
  readonly publicHash: string;
  /** Card scheme code (`VI`, `MC`, `AE`, `CB`…) or null when unknown. */
  readonly brand: string | null;
  readonly lastFour: string | null;
  /** `MM/YYYY`. */
  readonly expires: string | null;
}

/** Reads a token's `details` JSON (`{"type":"VI","maskedCC":"1111","expirationDate":"03/2030"}`). */
export function parseCardDetails(details: string | null | undefined): {
  brand: string | null;
  lastFour: string | null;
  expires: string | null;
} {
  const empty = { brand: null, lastFour: null, expires: null };
  if (!details) return empty;
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return {
      brand: text(parsed.type),
      lastFour: text(parsed.maskedCC),
      expires: text(parsed.expirationDate),
    };
  } catch {
    return empty;
  }
}

/** Reads the signed-in customer's saved cards. */
export async function loadSavedCards(): Promise<Loaded<SavedCard[]>> {
  const result = await runQuery(accountShop(), GetSavedPayments, {});
  if (!result.ok) return failedRead(result.error);
  return {
    ok: true,
    data: (result.data.customerPaymentTokens?.items ?? [])
      .filter((token) => token !== null)
      .filter((token) => token.type === 'card')
      .map((token) => ({ publicHash: token.public_hash, ...parseCardDetails(token.details) })),
  };
}

/** Deletes a saved card. */
export async function deleteSavedCard(publicHash: string): Promise<Saved> {
  const result = await runMutation(accountShop(), DeleteSavedPayment, { publicHash });
  if (!result.ok) return { ok: false, error: result.error };
  return result.data.deletePaymentToken?.result
    ? { ok: true }
    : { ok: false, error: { code: 'not_found', message: 'The card was not found.' } };
}
