import type { CartFunctions, EstimateShippingFn } from '@vitrine/cart-core';
import type {
  AnswerFingerprintFn,
  CardEntry,
  CardTokenResult,
  CheckoutFunctions,
  OrderTransport,
  PaymentFunctions,
  RandomId,
} from '@vitrine/checkout-machine';
import type { StoragePort } from '@vitrine/commerce-primitives';
import type { Now, RevokeTokenFn, TokenLifetimeConfig, UserFunctions } from '@vitrine/session';
import type { InspectionEvent } from 'xstate';

/**
 * Every commerce function the shop system calls: the cart's, the user's, the checkout steps' and
 * the card provider's. graphql-client's `createCommerce(shop)` answers all of them; tests pass the
 * packages' fakes.
 */
export interface ShopCommerce
  extends
    CartFunctions,
    UserFunctions,
    Omit<CheckoutFunctions, 'renewCart'>,
    Pick<PaymentFunctions, 'submitPayment' | 'submitPaymentDetails'> {
  readonly estimateShipping?: EstimateShippingFn;
  /** `revokeCustomerToken` (the sign-out's first step). */
  readonly signOut?: RevokeTokenFn;
}

/**
 * Tokenises a card with the provider's public client key (null when the store config did not
 * give one: the tokeniser answers its own failure).
 */
export type ShopTokeniseCardFn = (
  card: CardEntry,
  clientKey: string | null,
) => Promise<CardTokenResult>;

/**
 * The card provider's tokeniser of a saved card's security code (when it asks for it again),
 * given the store's public client key; answers as {@link ShopTokeniseCardFn}.
 */
export type ShopTokeniseSecurityCodeFn = (
  input: { publicHash: string; securityCode: string },
  clientKey: string | null,
) => Promise<CardTokenResult>;

/**
 * What only the front around the shop can do: the browser reloads, a kiosk logs. Every hook is
 * optional; the shop works without any.
 */
export interface ShopHooks {
  /** The session's token expired (spec §4: the page reloads, with a notice). */
  readonly sessionExpired?: () => void;
  /** Another tab changed the cart (spec §4: this page reloads). */
  readonly cartChangedElsewhere?: () => void;
  /** The shopper signed out in another tab while signed in here. */
  readonly signedOutElsewhere?: () => void;
}

/** Everything `createShop` needs; every port is injected. */
export interface ShopOptions {
  readonly commerce: ShopCommerce;
  /** Where the cart id, the sign-in token and the checkout data live. */
  readonly storage: StoragePort;
  /** The clock of the session's token lifetime; defaults to `Date.now`. */
  readonly now?: Now;
  /** Random ids for idempotency keys; defaults to `crypto.randomUUID`. */
  readonly randomId?: RandomId;
  /** Which calls place the order (checkout-machine, decision 050). */
  readonly transport?: OrderTransport;
  /** The card provider's tokeniser; without it the card is paid with a token sent as data. */
  readonly tokeniseCard?: ShopTokeniseCardFn;
  /** The provider's tokeniser of a saved card's security code. */
  readonly tokeniseSecurityCode?: ShopTokeniseSecurityCodeFn;
  /** The card provider's public client key (the `card-payment` extension's store config). */
  readonly clientKey?: () => Promise<string | null>;
  /**
   * The drop-in's answer to a 3-D Secure fingerprint; defaults to the test provider's
   * (`{ threeDSResult: action.token }`).
   */
  readonly answerFingerprint?: AnswerFingerprintFn;
  /** The store's token lifetime (`getUserConfig`); until it answers the session keeps 3600 s. */
  readonly userConfig?: () => Promise<TokenLifetimeConfig | null>;
  readonly hooks?: ShopHooks;
  /**
   * Sees every actor's events and snapshots (xstate's `inspect`): the actors are `user`, `cart`
   * and `checkout` (with its `payment` session).
   */
  readonly inspect?: (event: InspectionEvent) => void;
}
