import type { CartPaymentMethod } from '@vitrine/cart-core';
import type { PaymentMethodKind } from '@vitrine/checkout-machine';
import type { MessageDescriptor } from '@vitrine/validation';
import { checkoutMessages } from './checkout.messages.ts';

/** The card method of the payment provider (paid through the payment session and its drop-in). */
export const CARD_METHOD_CODE = 'vitrine_card';

/**
 * Methods the checkout does not offer: a saved card is paid from the account's saved payments,
 * which this checkout does not show yet (decision 084).
 */
const NOT_OFFERED: ReadonlySet<string> = new Set(['vitrine_card_vault']);

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

/** The methods the cart can be paid with, in the server's order, as the payment step offers them. */
export function paymentChoices(methods: readonly CartPaymentMethod[]): PaymentChoice[] {
  return methods
    .filter((method) => !NOT_OFFERED.has(method.code))
    .map((method) => ({
      code: method.code,
      kind: paymentKindOf(method.code),
      title: KNOWN[method.code]?.title ?? null,
      serverTitle: method.title,
      hint: KNOWN[method.code]?.hint ?? null,
    }));
}
