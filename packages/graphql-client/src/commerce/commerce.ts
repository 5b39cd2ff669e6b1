/**
 * Binds the commerce functions to one shop client, in the shape the machines' ports take
 * (`.provide()`): cart-core's `CartFunctions`, checkout-machine's `CheckoutFunctions` and
 * `PaymentFunctions`, the session's `UserFunctions` and `FavoriteStoreFunctions` fit it
 * structurally (checked in `commerce.ports.test.ts` and the session's `commerce.ports.test.ts`).
 *
 * No signature is written here: each bound function's type is derived from the function it binds
 * (its parameters after `shop`), so a changed commerce function changes `Commerce` with it, and a
 * port change fails typecheck at the one conformance check.
 */
import type { ShopClient } from '../client/create-shop-client.ts';
import { NO_EXTENSIONS } from '../extensions/shop-extensions.ts';
import type { ShopExtensions } from '../extensions/shop-extensions.ts';
import {
  addItem,
  changeCoupon,
  checkCart,
  createCart,
  estimateShipping,
  getCart,
  getCustomerCart,
  mergeCarts,
  removeItem,
  setItemSubscription,
  updateItem,
} from './cart.commerce.ts';
import {
  placeOrder,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from './checkout.commerce.ts';
import { savePaymentInformation, saveShippingInformation } from './checkout-rest.commerce.ts';
import {
  createAccount,
  getCustomer,
  requestPasswordReset,
  resetPassword,
  setFavoriteStore,
  signIn,
  signOut,
} from './customer.commerce.ts';
import {
  sendContact,
  setCustomerConsent,
  setGuestConsent,
  subscribeNewsletter,
} from './forms.commerce.ts';
import { submitPayment, submitPaymentDetails } from './payment.commerce.ts';
import { getPickupLocations } from './pickup.commerce.ts';
import { getFavoriteStore } from './store-locator.commerce.ts';
import { resolveStoreSwitchUrl } from './store-switcher.ts';

/** Options of {@link createCommerce}. */
export interface CommerceOptions {
  /**
   * The extension modules the backend offers (decision 100): the functions use an extension's
   * documents only when it is listed. @defaultValue none (a stock Magento)
   */
  readonly extensions?: ShopExtensions;
}

/**
 * The functions bound to the shop client alone, under the name `Commerce` gives them. A form's
 * anti-bot token and honeypot go with the call that form makes (their optional `guard`).
 */
const SHOP_FUNCTIONS = {
  // Cart (cart-core's CartFunctions and EstimateShippingFn, with getCart and the item calls below).
  createCart,
  estimateShipping,
  changeCoupon,
  // Checkout (checkout-machine's CheckoutFunctions, except renewCart which the shell provides).
  setGuestEmail,
  setShippingAddress,
  setBillingAddress,
  setShippingMethod,
  setPaymentMethod,
  placeOrder,
  saveShippingInformation,
  savePaymentInformation,
  // In-store pickup (MSI core): the shops checkout's "Retrait en boutique" lists.
  getPickupLocations,
  // Card payment (checkout-machine's PaymentFunctions): the `card-payment` extension's calls,
  // made only for the card method, which is offered only when the backend offers it.
  submitPayment,
  submitPaymentDetails,
  // Session (the user machine's UserFunctions, the sign-out sequence's revoke).
  signIn,
  signOut,
  createAccount,
  requestPasswordReset,
  resetPassword,
  getCustomer,
  getCustomerCart,
  mergeCarts,
  // Favorite store (the session's FavoriteStoreFunctions, except locate).
  getFavoriteStore,
  setFavoriteStore,
  // Forms.
  sendContact,
  subscribeNewsletter,
  setCustomerConsent,
  setGuestConsent,
  // Store switcher.
  resolveStoreSwitchUrl,
} as const;

/** The cart functions that also read which extension modules the backend offers. */
const EXTENSION_FUNCTIONS = {
  getCart,
  checkCart,
  addItem,
  updateItem,
  removeItem,
  setItemSubscription,
} as const;

/** A commerce function of this package: the shop client first, then what the caller passes. */
type ShopFunction = (shop: ShopClient, ...args: never[]) => unknown;

/** `fn` with its shop client bound: the same parameters after `shop`, the same result. */
type Bound<F> = F extends (shop: ShopClient, ...args: infer A) => infer R
  ? (...args: A) => R
  : never;

/** `fn(shop, input, extensions)` with the shop client and the extensions bound. */
type BoundToExtensions<F> = F extends (
  shop: ShopClient,
  input: infer I,
  extensions?: ShopExtensions,
) => infer R
  ? (input: I) => R
  : never;

function bindAll<T extends Readonly<Record<string, ShopFunction>>, B>(
  table: T,
  bind: (fn: T[keyof T]) => B,
): { [K in keyof T]: B } {
  const entries = Object.entries(table).map(([name, fn]) => [name, bind(fn as T[keyof T])]);
  return Object.fromEntries(entries) as { [K in keyof T]: B };
}

/** Every function {@link createCommerce} binds, by name, with its derived signature. */
export type Commerce = { readonly extensions: ShopExtensions } & {
  readonly [K in keyof typeof SHOP_FUNCTIONS]: Bound<(typeof SHOP_FUNCTIONS)[K]>;
} & {
  readonly [K in keyof typeof EXTENSION_FUNCTIONS]: BoundToExtensions<
    (typeof EXTENSION_FUNCTIONS)[K]
  >;
};

/**
 * Every commerce function of this package, bound to `shop` and to what the backend offers.
 *
 * @example
 * const commerce = createCommerce(shop, { extensions });
 * const cart = createActor(cartMachine.provide({ actors: createCartActors(commerce) }), …);
 */
export function createCommerce(shop: ShopClient, options: CommerceOptions = {}): Commerce {
  const extensions = options.extensions ?? NO_EXTENSIONS;
  const bound = {
    /** The extension modules these functions were bound to. */
    extensions,
    ...bindAll(
      SHOP_FUNCTIONS,
      (fn) =>
        (...args: unknown[]) =>
          (fn as (shop: ShopClient, ...rest: unknown[]) => unknown)(shop, ...args),
    ),
    ...bindAll(
      EXTENSION_FUNCTIONS,
      (fn) => (input: unknown) =>
        (fn as (shop: ShopClient, input: unknown, extensions: ShopExtensions) => unknown)(
          shop,
          input,
          extensions,
        ),
    ),
  };
  // The table is the type: each entry is bound exactly as `Commerce` derives it.
  return bound as Commerce;
}
