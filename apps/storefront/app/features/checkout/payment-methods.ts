import type { CartPaymentMethod } from '@vitrine/cart-core';
import type { PaymentMethodKind } from '@vitrine/checkout-machine';
import type { MessageDescriptor } from '@vitrine/validation';
import { checkoutMessages } from './checkout.messages.ts';

/**
 * The card method of the `card-payment` extension (paid through the payment session and its
 * drop-in).
 */
export const CARD_METHOD_CODE = 'vitrine_card';

/**
 * Magento's payment methods that need nothing but their code to place an order: check / money
 * order, bank transfer, cash on delivery, and `free` for an order of 0 €. Any other method a
 * backend lists needs data this checkout cannot collect (a purchase order number, a provider's
 * component…) and is not offered (decision 084). The vault method (`vitrine_card_vault`) is not a
 * choice of its own: saved cards are offered inside the card payment (decision 155).
 */
export const OFFLINE_METHOD_CODES: ReadonlySet<string> = new Set([
  'checkmo',
  'banktransfer',
  'cashondelivery',
  'free',
]);

/** How a method is paid: the card goes through the payment session, the rest place directly. */
export function paymentKindOf(code: string): PaymentMethodKind {
  return code === CARD_METHOD_CODE ? 'card' : 'offline';
}

/** A payment method as the payment step shows it. */
export interface PaymentChoice {
  readonly code: string;
  readonly kind: PaymentMethodKind;
  /** The shop's own title, or null to show the server's. */
  readonly title: MessageDescriptor | null;
  readonly serverTitle: string;
  readonly hint: MessageDescriptor | null;
}

const KNOWN: Readonly<
  Record<string, { title: MessageDescriptor; hint: MessageDescriptor | null }>
> = {
  [CARD_METHOD_CODE]: {
    title: checkoutMessages.paymentCard,
    hint: checkoutMessages.paymentCardHint,
  },
  banktransfer: {
    title: checkoutMessages.paymentBankTransfer,
    hint: checkoutMessages.paymentBankTransferHint,
  },
  free: { title: checkoutMessages.paymentFree, hint: null },
};

/** The shop's own title of a method it knows (card, bank transfer, free), else null. */
export function knownPaymentTitle(code: string): MessageDescriptor | null {
  return KNOWN[code]?.title ?? null;
}

/** What the backend offers beyond Magento that the payment step depends on. */
export interface PaymentOffer {
  /** The backend offers the `card-payment` extension (decision 100). */
  readonly cardPayment: boolean;
  /**
   * The cart holds a subscription (extension `subscriptions`): its renewals are paid with a card
   * kept for them, so the offline methods, which keep none, are not offered.
   */
  readonly subscription?: boolean;
}

/** Whether the checkout can take `code`: an offline method, or the card when the backend offers it. */
export function isOfferedMethod(code: string, offer: PaymentOffer): boolean {
  const card = code === CARD_METHOD_CODE && offer.cardPayment;
  return offer.subscription ? card : OFFLINE_METHOD_CODES.has(code) || card;
}

/**
 * The methods the cart can be paid with, in the server's order, as the payment step offers them:
 * exactly the backend's `available_payment_methods` this checkout can take — the card only when
 * the backend offers the `card-payment` extension and lists the method, and only the card for a
 * cart that holds a subscription.
 */
export function paymentChoices(
  methods: readonly CartPaymentMethod[],
  offer: PaymentOffer,
): PaymentChoice[] {
  return methods
    .filter((method) => isOfferedMethod(method.code, offer))
    .map((method) => ({
      code: method.code,
      kind: paymentKindOf(method.code),
      title: knownPaymentTitle(method.code),
      serverTitle: method.title,
      hint: KNOWN[method.code]?.hint ?? null,
    }));
}
