import { DeleteSavedPayment, runMutation } from '@vitrine/graphql-client';
import { readSavedCards } from '../../payment-card/saved-cards.ts';
import type { SavedCard } from '../../payment-card/saved-cards.ts';
import { accountShop, failedRead } from './account-data.ts';
import type { Loaded } from './account-data.ts';
import type { Saved } from './information.data.ts';

export type { SavedCard };

/** Reads the signed-in customer's saved cards. */
export async function loadSavedCards(): Promise<Loaded<SavedCard[]>> {
  const result = await readSavedCards(accountShop());
  if (!result.ok) return failedRead(result.error);
  return { ok: true, data: result.cards };
}

/** Deletes a saved card; the page then reads the list again. */
export async function deleteSavedCard(publicHash: string): Promise<Saved> {
  const result = await runMutation(accountShop(), DeleteSavedPayment, { publicHash });
  // Magento's "Could not find a token using public hash": the card is gone already (a retry after
  // a lost answer, another tab), which is what the shopper asked for.
  if (!result.ok) return result.error.code === 'not_found' ? { ok: true } : result;
  return result.data.deletePaymentToken?.result
    ? { ok: true }
    : { ok: false, error: { code: 'not_found', message: 'The card was not found.' } };
}
