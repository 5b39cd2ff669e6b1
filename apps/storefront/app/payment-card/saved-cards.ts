import type { SavedCard } from '@vitrine/checkout-machine';
import type { CommerceResult } from '@vitrine/commerce-primitives';
import { GetSavedPayments, readSavedCardCvcAsked, runQuery } from '@vitrine/graphql-client';
import type { ShopClient } from '@vitrine/graphql-client';
import type { MessageDescriptor } from '@vitrine/validation';
import { savedCardMessages as messages } from './saved-card.messages.ts';

export type { SavedCard };

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

/**
 * The signed-in customer's saved cards (Magento's `customerPaymentTokens`, cards only), in the
 * server's order. Both the checkout and /saved-payments read them so.
 */
export async function readSavedCards(
  shop: ShopClient,
): Promise<CommerceResult<{ cards: SavedCard[] }>> {
  const result = await runQuery(shop, GetSavedPayments, {});
  if (!result.ok) return result;
  return {
    ok: true,
    cards: (result.data.customerPaymentTokens?.items ?? [])
      .filter((token) => token !== null)
      .filter((token) => token.type === 'card')
      .map((token) => ({
        publicHash: token.public_hash,
        methodCode: token.payment_method_code,
        ...parseCardDetails(token.details),
      })),
  };
}

const BRANDS: Readonly<Record<string, MessageDescriptor>> = {
  VI: messages.brandVI,
  MC: messages.brandMC,
  AE: messages.brandAE,
  CB: messages.brandCB,
};

/** The scheme's name (Visa, Mastercard…), or the code the server gave when it is not known. */
export function brandName(
  card: Pick<SavedCard, 'brand'>,
  format: (message: MessageDescriptor) => string,
): string {
  const known = card.brand ? BRANDS[card.brand] : undefined;
  return known ? format(known) : (card.brand ?? '');
}

/** The length of a saved card's security code: 4 on American Express (`AE`), 3 otherwise. */
export function savedCardCodeLength(card: Pick<SavedCard, 'brand'>): number {
  return card.brand === 'AE' ? 4 : 3;
}

/**
 * Whether the provider asks for a saved card's security code again (store config
 * `payment_saved_card_cvc` of the `card-payment` extension); false when it cannot be read.
 */
export function readSavedCardCodeAsked(shop: ShopClient): Promise<boolean> {
  return readSavedCardCvcAsked(shop).catch(() => false);
}
