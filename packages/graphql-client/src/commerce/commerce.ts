/**
 * Binds the commerce functions to one shop client, in the shape the machines' ports take
 * (`.provide()`): cart-core's `CartFunctions`, checkout-machine's `CheckoutFunctions`, the
 * session's `UserFunctions` and `FavoriteStoreFunctions` fit it structurally.
 */
import type { ShopClient } from '../client/create-shop-client.ts';
import { NO_EXTENSIONS } from '../extensions/shop-extensions.ts';
import type { ShopExtensions } from '../extensions/shop-extensions.ts';
import type { CommerceAddress } from './address.ts';
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
  updateItem,
} from './cart.commerce.ts';
import type { CartItemInput } from '@vitrine/cart-core';
import {
  placeOrder,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from './checkout.commerce.ts';
import { savePaymentInformation, saveShippingInformation } from './checkout-rest.commerce.ts';
import type {
  SavePaymentInformationInput,
  SaveShippingInformationInput,
} from './checkout-rest.commerce.ts';
import {
  createAccount,
  getCustomer,
  requestPasswordReset,
  resetPassword,
  setFavoriteStore,
  signIn,
  signOut,
} from './customer.commerce.ts';
import type { CreateAccountInput } from './customer.commerce.ts';
import {
  sendContact,
  setCustomerConsent,
  setGuestConsent,
  subscribeNewsletter,
} from './forms.commerce.ts';
import type { FormGuard } from './forms.commerce.ts';
import { submitPayment, submitPaymentDetails } from './payment.commerce.ts';
import type { PaymentPlacement } from './payment.commerce.ts';
import { getFavoriteStore } from './store-locator.commerce.ts';
import type { Coordinates } from './store-locator.commerce.ts';
import { resolveStoreSwitchUrl } from './store-switcher.ts';
import type { StoreSwitchInput } from './store-switcher.ts';

/** Options of {@link createCommerce}. */
export interface CommerceOptions {
  /**
   * The extension modules the backend offers (decision 100): the functions use an extension's
   * documents only when it is listed. @defaultValue none (a stock Magento)
   */
  readonly extensions?: ShopExtensions;
}

/**
 * Every commerce function of this package, bound to `shop` and to what the backend offers.
 *
 * @example
 * const commerce = createCommerce(shop, { extensions });
 * const cart = createActor(cartMachine.provide({ actors: createCartActors(commerce) }), …);
 */
export function createCommerce(shop: ShopClient, options: CommerceOptions = {}) {
  const extensions = options.extensions ?? NO_EXTENSIONS;
  return {
    /** The extension modules these functions were bound to. */
    extensions,
    // Cart (cart-core's CartFunctions, EstimateShippingFn).
    createCart: () => createCart(shop),
    getCart: (input: { cartId: string }) => getCart(shop, input, extensions),
    checkCart: (input: { cartId: string }) => checkCart(shop, input, extensions),
    addItem: (input: { cartId: string; item: CartItemInput }) => addItem(shop, input, extensions),
    updateItem: (input: { cartId: string; itemUid: string; quantity: number }) =>
      updateItem(shop, input, extensions),
    removeItem: (input: { cartId: string; itemUid: string }) => removeItem(shop, input, extensions),
    estimateShipping: (input: { cartId: string; postcode: string; countryCode: string }) =>
      estimateShipping(shop, input),
    changeCoupon: (input: { cartId: string; couponCode: string | null }) =>
      changeCoupon(shop, input),
    // Checkout (checkout-machine's CheckoutFunctions, except renewCart which the shell provides).
    setGuestEmail: (input: { cartId: string; email: string }) => setGuestEmail(shop, input),
    setShippingAddress: (input: {
      cartId: string;
      address: CommerceAddress;
      customerAddressId?: number;
    }) => setShippingAddress(shop, input),
    setBillingAddress: (input: {
      cartId: string;
      sameAsShipping: boolean;
      address?: CommerceAddress;
      customerAddressId?: number;
    }) => setBillingAddress(shop, input),
    setShippingMethod: (input: { cartId: string; carrierCode: string; methodCode: string }) =>
      setShippingMethod(shop, input),
    setPaymentMethod: (input: { cartId: string; code: string; nonce?: string }) =>
      setPaymentMethod(shop, input),
    placeOrder: (input: { cartId: string; idempotencyKey: string }) => placeOrder(shop, input),
    saveShippingInformation: (input: SaveShippingInformationInput) =>
      saveShippingInformation(shop, input),
    savePaymentInformation: (input: SavePaymentInformationInput) =>
      savePaymentInformation(shop, input),
    // Card payment (checkout-machine's PaymentFunctions): the `card-payment` extension's calls,
    // made only for the card method, which is offered only when the backend offers it.
    submitPayment: (input: {
      placement: PaymentPlacement;
      method: string;
      paymentData: { token: string; saveCard?: boolean };
      idempotencyKey: string;
    }) => submitPayment(shop, input),
    submitPaymentDetails: (input: {
      placement: PaymentPlacement;
      paymentReference: string;
      details: Readonly<Record<string, string>>;
      idempotencyKey: string;
    }) => submitPaymentDetails(shop, input),
    // Session (the user machine's UserFunctions, the sign-out sequence's revoke).
    // A form's anti-bot token and honeypot go with the call that form makes (`guard`).
    signIn: (input: { email: string; password: string }, guard?: FormGuard) =>
      signIn(shop, input, guard),
    signOut: (input: { token: string }) => signOut(shop, input),
    createAccount: (input: CreateAccountInput, guard?: FormGuard) =>
      createAccount(shop, input, guard),
    requestPasswordReset: (input: { email: string }, guard?: FormGuard) =>
      requestPasswordReset(shop, input, guard),
    resetPassword: (input: { email: string; resetPasswordToken: string; newPassword: string }) =>
      resetPassword(shop, input),
    getCustomer: (input: { token: string }) => getCustomer(shop, input),
    getCustomerCart: (input: { token: string }) => getCustomerCart(shop, input),
    mergeCarts: (input: { token: string; sourceCartId: string; destinationCartId: string }) =>
      mergeCarts(shop, input),
    // Favorite store (the session's FavoriteStoreFunctions, except locate).
    getFavoriteStore: (input: { token: string | null; origin: Coordinates | null }) =>
      getFavoriteStore(shop, input),
    setFavoriteStore: (input: { token: string; identifier: string }) =>
      setFavoriteStore(shop, input),
    // Forms.
    sendContact: (input: Parameters<typeof sendContact>[1]) => sendContact(shop, input),
    subscribeNewsletter: (input: Parameters<typeof subscribeNewsletter>[1]) =>
      subscribeNewsletter(shop, input),
    setCustomerConsent: (input: { token: string; isConsent: boolean }) =>
      setCustomerConsent(shop, input),
    setGuestConsent: (input: { cartId: string; isConsent: boolean }) =>
      setGuestConsent(shop, input),
    // Store switcher.
    resolveStoreSwitchUrl: (input: StoreSwitchInput) => resolveStoreSwitchUrl(shop, input),
  };
}

/** The functions {@link createCommerce} binds. */
export type Commerce = ReturnType<typeof createCommerce>;
