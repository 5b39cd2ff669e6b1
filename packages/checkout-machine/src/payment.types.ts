import type { MessageDescriptor } from '@vitrine/validation';

/**
 * Result codes of a card payment with drop-in semantics (reliability §4). Only the first three
 * are named by the spec; the others are the provider's and are handled so that no code leaves
 * the shopper stuck or paying twice.
 */
export type PaymentResultCode =
  | 'Authorised'
  | 'IdentifyShopper'
  | 'ChallengeShopper'
  | 'RedirectShopper'
  | 'Refused'
  | 'Error'
  | 'Cancelled'
  | 'Pending'
  | 'Received';

/** What the drop-in must do next for `IdentifyShopper`, `ChallengeShopper` or `RedirectShopper`. */
export interface PaymentAction {
  readonly type: 'threeDS2Fingerprint' | 'threeDS2Challenge' | 'redirect';
  /** Opaque data the drop-in component needs (3DS token, challenge payload). */
  readonly token?: string;
  /** Where to send the shopper for a redirect. */
  readonly url?: string;
}

/** The answer to a payment or payment-details call. */
export interface PaymentOutcome {
  readonly resultCode: PaymentResultCode;
  /** The placed order's number, once there is an order. */
  readonly orderNumber?: string;
  /** The provider's reference of this payment; the details call is made against it. */
  readonly paymentReference?: string;
  readonly action?: PaymentAction;
  // No refusal reason: it stays on the server (logs, support). Telling a shopper why a card was
  // refused helps card testers (reliability C5, issue 18).
}

/** A payment method as the drop-in lists it. */
export interface PaymentMethodOption {
  readonly code: string;
  readonly title: string;
}

/**
 * The card as the shopper typed it (the storefront's form values) or the kiosk's reader read it.
 * The payment session hands it to its tokeniser and keeps it only while tokenising.
 */
export type CardEntry = Readonly<Record<string, string | undefined>>;

/**
 * What tokenising a card gave, as data: the one-time token, or what to tell the shopper (a
 * message and the provider's field problems, keyed by the entry's fields).
 */
export type CardTokenResult =
  | { readonly ok: true; readonly data: CardPaymentData }
  | {
      readonly ok: false;
      readonly message: MessageDescriptor;
      readonly fields: Readonly<Record<string, MessageDescriptor>>;
    };

/** What the drop-in's card form produced: a token of the card, never the card number. */
export interface CardPaymentData {
  /** Token or encrypted state from the provider's card component. */
  readonly token: string;
  /** Last four digits, for the receipt. */
  readonly lastFour?: string;
  readonly holderName?: string;
  /** Save the card for later (signed-in shoppers): Magento's `is_active_payment_token_enabler`. */
  readonly saveCard?: boolean;
  /** Pay with a saved card: its `public_hash` (the method is then the vault's). */
  readonly publicHash?: string;
  /** The saved card's security code as the provider tokenised it, when it asks for it. */
  readonly securityCodeToken?: string;
}
