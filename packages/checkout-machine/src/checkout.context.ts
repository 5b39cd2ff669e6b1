import type { CommerceError, StoragePort } from '@vitrine/commerce-primitives';
import type { MessageDescriptor } from '@vitrine/validation';
import type { RandomId } from './checkout.ports.ts';
import type { SavedShippingMethod } from './checkout.storage.ts';
import type {
  Address,
  AvailableShippingMethod,
  BillingAddress,
  CheckoutErrorKey,
  CheckoutStep,
  PaymentMethodChoice,
  Receipt,
} from './checkout.types.ts';
import type { PaymentEvent } from './payment.machine.ts';
import type { CardEntry, PaymentMethodOption } from './payment.types.ts';
import type { SavedCard } from './saved-cards.ts';

/**
 * Which calls place the order (decision 050): `graphql` (the default) uses `placeOrder`, which
 * answers the increment id the shopper knows; `rest` sends Magento's shipping-information and
 * payment-information (guest-carts or `mine`), which answers the order's entity id. The steps
 * before use the GraphQL setters either way.
 */
export type OrderTransport = 'rest' | 'graphql';

/** A rejected step: the typed error when the server gave one, and what to show. */
export interface CheckoutError {
  readonly error: CommerceError | null;
  readonly message: MessageDescriptor;
}

/** The value a step is submitting, kept until it is accepted or rejected. */
export type CheckoutDraft =
  | {
      readonly step: 'shippingAddress';
      readonly address: Address;
      readonly customerAddressId?: number;
    }
  | { readonly step: 'shippingMethod'; readonly choice: SavedShippingMethod }
  | { readonly step: 'billingAddress'; readonly billing: BillingAddress }
  | { readonly step: 'paymentMethod'; readonly choice: PaymentMethodChoice };

/** Context of the checkout machine (spec §3 Checkout state). */
export interface CheckoutContext {
  readonly storage: StoragePort;
  readonly randomId: RandomId;
  readonly transport: OrderTransport;
  readonly cartId: string | null;
  readonly signedIn: boolean;
  readonly availableShippingMethods: readonly AvailableShippingMethod[];
  readonly shippingAddress: Address | null;
  readonly customerAddressId: number | null;
  /** Chosen method with its title (spec `shippingMethod`, `shippingTitle`). */
  readonly shippingMethod: SavedShippingMethod | null;
  readonly billingAddress: BillingAddress | null;
  readonly paymentMethod: PaymentMethodChoice | null;
  readonly paymentMethods: readonly PaymentMethodOption[];
  readonly draft: CheckoutDraft | null;
  /** Idempotency key of the current placement attempt; a manual retry reuses it. */
  readonly orderKey: string | null;
  /** True when this placement retries an attempt whose answer was lost. */
  readonly orderRetry: boolean;
  /**
   * Steps whose value came from saved data and has not been submitted since begin: the server
   * cart may not hold it, so the placement confirms the steps first (decision 050).
   */
  readonly unconfirmed: readonly CheckoutStep[];
  /** Mirrors the payment session: true while a card attempt is under way. */
  readonly paymentBusy: boolean;
  /**
   * Mirrors the payment session: true once a payment was tried (an answer or a failure). Until
   * then — the provider sent the card back, say — no order is under way and the steps stay open.
   */
  readonly paymentAttempted: boolean;
  /**
   * The card the order was placed with, handed to the payment session as it starts (it
   * tokenises it); kept in memory only, and only until the session has it.
   */
  readonly pendingCard: CardEntry | null;
  /** The signed-in customer's saved cards the checkout offers (expired ones left out). */
  readonly savedCards: readonly SavedCard[];
  /** The saved card the shopper pays with (its public hash), or null for another card. */
  readonly chosenCard: string | null;
  /** The shopper ticked "save this card" for the new card (signed-in only). */
  readonly saveNewCard: boolean;
  /** The saved card the order was placed with, until the payment session has it. */
  readonly pendingSavedCard: SavedCard | null;
  /** That saved card's security code (when the provider asks for it), until the session has it. */
  readonly pendingSecurityCode: string | null;
  readonly receipt: Receipt | null;
  readonly errors: Readonly<Record<CheckoutErrorKey, CheckoutError | null>>;
}

/** Input of the checkout machine: its environment. */
export interface CheckoutInput {
  readonly storage: StoragePort;
  /** Random ids for idempotency keys; defaults to `crypto.randomUUID`. */
  readonly randomId?: RandomId;
  /** @defaultValue `'graphql'` */
  readonly transport?: OrderTransport;
}

/** Events of the checkout machine; payment events are passed on to the payment session. */
export type CheckoutEvent =
  | {
      type: 'checkout.begin';
      cartId: string | null;
      signedIn: boolean;
      paymentMethods?: readonly PaymentMethodOption[];
    }
  | { type: 'checkout.reset' }
  | { type: 'shippingAddress.submit'; address: Address; customerAddressId?: number }
  | { type: 'shippingMethod.submit'; carrierCode: string; methodCode: string }
  | { type: 'billingAddress.submit'; billing: BillingAddress }
  | { type: 'paymentMethod.submit'; method: PaymentMethodChoice }
  | { type: 'step.edit'; step: CheckoutStep }
  /** Places the order; a card order may carry the card, which the payment session tokenises. */
  | { type: 'order.place'; card?: CardEntry; securityCode?: string }
  /** The customer's saved cards as read now; the checkout keeps those that can still pay. */
  | { type: 'savedCards.set'; cards: readonly SavedCard[]; now: Date }
  /** Pay with this saved card, or (null) with another card. */
  | { type: 'card.choose'; publicHash: string | null }
  /** The "save this card for my next purchases" box. */
  | { type: 'card.save'; save: boolean }
  /**
   * In an open payment session: pay again with the chosen saved card (with its security code when
   * the provider asks for it).
   */
  | { type: 'savedCard.pay'; securityCode?: string }
  | PaymentEvent;

/** Events the checkout emits to the shell. */
export type CheckoutEmitted =
  | { type: 'step.accepted'; step: CheckoutErrorKey }
  | { type: 'step.rejected'; step: CheckoutErrorKey; error: CheckoutError }
  | { type: 'order.placed'; receipt: Receipt }
  | { type: 'navigate'; to: string; query: Readonly<Record<string, string>> };

/** No step has failed. */
export const noCheckoutErrors: CheckoutContext['errors'] = {
  shippingAddress: null,
  shippingMethod: null,
  billingAddress: null,
  paymentMethod: null,
  order: null,
};

/** The context of a checkout that has not begun (spec: reset returns to the initial state). */
export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  return {
    storage: input.storage,
    randomId: input.randomId ?? (() => crypto.randomUUID()),
    transport: input.transport ?? 'graphql',
    cartId: null,
    signedIn: false,
    availableShippingMethods: [],
    shippingAddress: null,
    customerAddressId: null,
    shippingMethod: null,
    billingAddress: null,
    paymentMethod: null,
    paymentMethods: [],
    draft: null,
    orderKey: null,
    orderRetry: false,
    unconfirmed: [],
    paymentBusy: false,
    paymentAttempted: false,
    pendingCard: null,
    savedCards: [],
    chosenCard: null,
    saveNewCard: false,
    pendingSavedCard: null,
    pendingSecurityCode: null,
    receipt: null,
    errors: noCheckoutErrors,
  };
}

/** The saved card the shopper chose, when it is still offered. */
export function chosenSavedCard(context: CheckoutContext): SavedCard | null {
  return context.savedCards.find((card) => card.publicHash === context.chosenCard) ?? null;
}

/** The billing address as an address: the shipping one when they are the same. */
export function resolveBillingAddress(context: CheckoutContext): Address | null {
  const billing = context.billingAddress;
  if (!billing) return null;
  return billing.sameAsShippingAddress ? context.shippingAddress : billing.address;
}

/** The first step whose data is missing, or `null` when the order can be reviewed. */
export function firstIncompleteStep(context: CheckoutContext): CheckoutStep | null {
  if (!context.shippingAddress) return 'shippingAddress';
  if (!context.shippingMethod) return 'shippingMethod';
  if (!context.billingAddress) return 'billingAddress';
  if (!context.paymentMethod) return 'paymentMethod';
  return null;
}

/** The draft of `step`, when that is the step being submitted. */
export function draftOf<S extends CheckoutDraft['step']>(
  context: CheckoutContext,
  step: S,
): Extract<CheckoutDraft, { step: S }> | null {
  return context.draft?.step === step
    ? (context.draft as Extract<CheckoutDraft, { step: S }>)
    : null;
}
