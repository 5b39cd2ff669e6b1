import type { Queryable } from '../../db/database.ts';

/** A payment method as `available_payment_methods` lists it. */
export interface PaymentMethodOffer {
  code: string;
  title: string;
  is_deferred: boolean;
}

/** The card provider's method codes and the offline method (README, "Payments"). */
export const PAYMENT_CODES = {
  card: 'vitrine_card',
  savedCard: 'vitrine_card_vault',
  bankTransfer: 'banktransfer',
  free: 'free',
} as const;

export const PAYMENT_TITLES: Readonly<Record<string, string>> = {
  [PAYMENT_CODES.card]: 'Carte bancaire',
  [PAYMENT_CODES.savedCard]: 'Carte enregistrée',
  [PAYMENT_CODES.bankTransfer]: 'Virement bancaire',
  [PAYMENT_CODES.free]: 'Aucun paiement requis',
};

/**
 * The methods a cart can be paid with: nothing to pay → only `free`; otherwise card, saved card
 * (a signed-in customer with saved cards) and bank transfer. Without the `card-payment` extension
 * (a stock Magento) only the offline method is offered.
 */
export async function availablePaymentMethods(
  db: Queryable,
  customerId: number | null,
  grandTotal: number,
  options: { cards: boolean },
): Promise<PaymentMethodOffer[]> {
  const offer = (code: string, deferred = false): PaymentMethodOffer => ({
    code,
    title: PAYMENT_TITLES[code] ?? code,
    is_deferred: deferred,
  });
  if (grandTotal <= 0) return [offer(PAYMENT_CODES.free)];
  if (!options.cards) return [offer(PAYMENT_CODES.bankTransfer, true)];
  const saved =
    customerId === null
      ? 0
      : ((
          await db.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM payment_vault_token WHERE customer_id = $1 AND is_active',
            [customerId],
          )
        )[0]?.count ?? 0);
  return [
    offer(PAYMENT_CODES.card),
    ...(saved > 0 ? [offer(PAYMENT_CODES.savedCard)] : []),
    offer(PAYMENT_CODES.bankTransfer, true),
  ];
}
