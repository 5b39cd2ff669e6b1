/**
 * Saved cards (Magento's vault) as the checkout offers them: a card the customer saved at an
 * earlier checkout, known by its public hash and never by its number. Pure helpers, so the rules
 * (which cards are offered, which method pays with one) are tested without a page.
 */

/** A saved card as the customer's `customerPaymentTokens` gives it. */
export interface SavedCard {
  readonly publicHash: string;
  /** The card method it was saved with (`payment_method_code`, e.g. `vitrine_card`). */
  readonly methodCode: string;
  /** Card scheme code (`VI`, `MC`, `AE`, `CB`…) or null when unknown. */
  readonly brand: string | null;
  readonly lastFour: string | null;
  /** `MM/YYYY`, the last month the card can pay. */
  readonly expires: string | null;
}

const EXPIRY = /^(\d{2})\/(\d{4})$/;

/**
 * Whether a card can still pay on `now`: a card is valid to the end of its expiry month. A card
 * whose expiry cannot be read is not offered (the provider would refuse it anyway).
 */
export function isSavedCardUsable(card: SavedCard, now: Date): boolean {
  const match = EXPIRY.exec(card.expires ?? '');
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return false;
  // The first day of the month after the expiry month, in UTC like the provider's check.
  return now.getTime() < Date.UTC(year, month, 1);
}

/** The cards the checkout offers, in the server's order: expired ones are left out. */
export function offeredSavedCards(cards: readonly SavedCard[], now: Date): SavedCard[] {
  return cards.filter((card) => isSavedCardUsable(card, now));
}

/**
 * The method that pays with a saved card of `methodCode`: Magento's vault method of that card
 * method, which the `card-payment` extension names `<method>_vault` (`vitrine_card_vault`).
 */
export function vaultMethodCode(methodCode: string): string {
  return `${methodCode}_vault`;
}
