import type { CommerceError } from '@vitrine/commerce-primitives';
import type { MessageDescriptor } from '@vitrine/validation';
import type { PaymentPlacement, RandomId } from './checkout.ports.ts';
import type { SavedCard } from './saved-cards.ts';
import type {
  CardEntry,
  CardPaymentData,
  PaymentAction,
  PaymentMethodOption,
  PaymentOutcome,
  PaymentResultCode,
} from './payment.types.ts';

/** Context of the payment session (spec §3 Checkout payment session). */
export interface PaymentContext {
  readonly placement: PaymentPlacement;
  readonly randomId: RandomId;
  readonly paymentMethods: readonly PaymentMethodOption[];
  readonly selectedMethod: string | null;
  readonly formValid: boolean;
  /** The card token of the form; kept in memory only. */
  readonly formData: CardPaymentData | null;
  /** The card being tokenised; kept only while the tokeniser runs. */
  readonly card: CardEntry | null;
  /** Save the new card once it pays (signed-in shoppers only). */
  readonly saveCard: boolean;
  /** The saved card this attempt pays with, or null for a new card. */
  readonly savedCard: SavedCard | null;
  /** The saved card's security code being tokenised; kept only while the tokeniser runs. */
  readonly securityCode: string | null;
  /** Why the last card could not be tokenised (the provider's answer), or null. */
  readonly cardError: MessageDescriptor | null;
  /** The provider's problems with the card's fields, keyed by the entry's fields. */
  readonly cardFields: Readonly<Record<string, MessageDescriptor>>;
  /** Idempotency key of the current attempt; a manual retry reuses it (reliability C4). */
  readonly idempotencyKey: string | null;
  /** Idempotency key of the current details call. */
  readonly detailsKey: string | null;
  readonly details: Readonly<Record<string, string>> | null;
  readonly paymentReference: string | null;
  readonly action: PaymentAction | null;
  readonly resultCode: PaymentResultCode | null;
  readonly orderNumber: string | null;
  /** The last outcome as received, refusal reason included (for logs, never displayed). */
  readonly orderDetails: PaymentOutcome | null;
  readonly paymentDetailsCalled: boolean;
  readonly threeDSError: boolean;
  readonly error: MessageDescriptor | null;
  readonly failure: CommerceError | null;
}

/** Input of the payment session. */
export interface PaymentInput {
  readonly placement: PaymentPlacement;
  readonly paymentMethods: readonly PaymentMethodOption[];
  readonly selectedMethod?: string | null;
  /** Random id source for idempotency keys; defaults to `crypto.randomUUID`. */
  readonly randomId?: RandomId;
  /** A card to tokenise and pay with at once (the order was placed with it). */
  readonly card?: CardEntry | null;
  /** Save that card for later (the shopper ticked it; signed-in only). */
  readonly saveCard?: boolean;
  /** A saved card to pay with at once (the order was placed with it). */
  readonly savedCard?: SavedCard | null;
  /** That saved card's security code, when the provider asks for it again. */
  readonly securityCode?: string | null;
}

/** Events of the payment session; the drop-in sends them. */
export type PaymentEvent =
  | { type: 'payment.method.select'; code: string }
  | { type: 'payment.form.change'; valid: boolean; data: CardPaymentData | null }
  | { type: 'payment.submit' }
  /** The card as entered: tokenised by the session's tokeniser, then paid with. */
  | { type: 'payment.card.submit'; card: CardEntry; saveCard?: boolean }
  /**
   * Pays with a saved card: the vault method with its public hash, and the security code's
   * token when a code is given (the provider asks for it again).
   */
  | { type: 'payment.savedCard.submit'; card: SavedCard; securityCode?: string }
  | { type: 'payment.retry' }
  | { type: 'threeds.fingerprint'; details: Readonly<Record<string, string>> }
  | { type: 'threeds.challenge'; details: Readonly<Record<string, string>> }
  | { type: 'threeds.cancel' }
  | { type: 'redirect.returned'; details: Readonly<Record<string, string>> };

/** Events the session emits: the redirect to follow. */
export type PaymentEmitted = { type: 'redirect'; url: string };

/** What the session ends with. */
export interface PaymentOutput {
  readonly resultCode: PaymentResultCode;
  readonly orderNumber: string | null;
}
