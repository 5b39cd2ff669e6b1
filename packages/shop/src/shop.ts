import { CART_ID_STORAGE_KEY, cartMachine, createCartActors } from '@vitrine/cart-core';
import { clearCheckoutData } from '@vitrine/checkout-machine';
import type { CardEntry, CheckoutFunctions, PaymentFunctions } from '@vitrine/checkout-machine';
import {
  SIGNIN_TOKEN_STORAGE_KEY,
  createUserActors,
  selectIsSignedIn,
  userMachine,
} from '@vitrine/session';
import { createActor, waitFor } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { retrySafeCardPayment } from './card-retry.ts';
import { cartSettled, renewCart } from './cart-settled.ts';
import type { CartActor } from './cart-settled.ts';
import { cachedClientKey } from './client-key.ts';
import type { ShopOptions } from './shop.ports.ts';

/** The user actor of a shop. */
export type UserActor = ActorRefFrom<typeof userMachine>;

/** The test provider's drop-in answer to a 3-D Secure fingerprint. */
export const answerTestFingerprint: NonNullable<ShopOptions['answerFingerprint']> = (action) => ({
  threeDSResult: action?.token ?? '',
});

/** What the checkout actor is created with (the shop's storage, ids, transport, inspector). */
export interface CheckoutSetup {
  readonly storage: ShopOptions['storage'];
  readonly randomId?: NonNullable<ShopOptions['randomId']>;
  readonly transport?: NonNullable<ShopOptions['transport']>;
  readonly inspect?: NonNullable<ShopOptions['inspect']>;
}

/** The shop system: the actors, wired, and the choreography between them. */
export interface Shop {
  readonly cart: CartActor;
  readonly user: UserActor;
  /** The checkout and payment functions the checkout actor calls (renewCart is the shop's). */
  readonly checkoutFunctions: { checkout: CheckoutFunctions; payment: PaymentFunctions };
  /**
   * What `startCheckout` (checkout.ts) creates the checkout actor with. The checkout machine is
   * not imported here, so a front loads it only on the page that checks out.
   */
  readonly checkoutSetup: CheckoutSetup;
  /** Stops `actor` with the shop's own actors (the checkout actor `startCheckout` creates). */
  own(actor: { stop(): void }): void;
  /** Resolves once the cart has nothing under way (ready or unavailable, empty queue). */
  cartSettled(): Promise<unknown>;
  /** The card provider's public client key (read once; a missing key is asked again). */
  clientKey(): Promise<string | null>;
  /**
   * A change of the shared storage made elsewhere (another tab's `storage` event): another
   * cart reloads this one, a sign-out elsewhere signs out here.
   */
  storageChanged(key: string | null, newValue: string | null): void;
  /** Stops every actor. */
  stop(): void;
}

/**
 * Creates the cart and user actors and wires them (sign-in assigns the customer's merged cart,
 * sign-out resets the cart and clears the checkout data, an invalid cart met while signed in
 * signs out first), and owns what the checkout needs of them: the cart renewed after an order,
 * the retry-safe card payment with its idempotency key, the card's client key and tokeniser,
 * and the drop-in's fingerprint answer. React-free: every port is injected.
 */
export function createShop(options: ShopOptions): Shop {
  const { commerce, storage, hooks = {} } = options;
  const inspect = options.inspect ? { inspect: options.inspect } : {};
  // The user actor's sign-out steps reach the cart actor, created after it.
  const refs: { cart?: CartActor } = {};

  const user = createActor(
    userMachine.provide({
      actors: createUserActors(commerce, {
        ...(commerce.signOut ? { revokeToken: commerce.signOut } : {}),
        clearCheckoutData: () => clearCheckoutData(storage),
        // Cart reads are never cached (network only) and the cart actor's data goes with
        // `removeCart` below; reloading the signed-out customer's cart here would only ask the
        // server for a cart the guest may not read.
        clearCartData: () => undefined,
        // The sign-in token lives in the storage, not in a cookie: nothing to delete.
        deleteAuthCookie: () => undefined,
        clearCustomerData: () => undefined,
        removeCart: () => refs.cart?.send({ type: 'cart.reset' }),
      }),
    }),
    { id: 'user', input: { storage, ...(options.now ? { now: options.now } : {}) }, ...inspect },
  ).start();

  const cart = createActor(
    cartMachine.provide({
      actors: createCartActors({
        createCart: commerce.createCart,
        getCart: commerce.getCart,
        addItem: commerce.addItem,
        updateItem: commerce.updateItem,
        removeItem: commerce.removeItem,
        ...(commerce.estimateShipping ? { estimateShipping: commerce.estimateShipping } : {}),
        // An invalid cart met by a signed-in shopper signs them out first (cart-core INTERNALS).
        signOut: async () => {
          user.send({ type: 'signOut.request' });
          await waitFor(user, (snapshot) => !selectIsSignedIn(snapshot));
        },
      }),
    }),
    { id: 'cart', input: { storage, signedIn: selectIsSignedIn(user.getSnapshot()) }, ...inspect },
  ).start();
  refs.cart = cart;

  user.on('session.signedIn', ({ cartId }) => {
    cart.send({ type: 'session.changed', signedIn: true });
    if (cartId) cart.send({ type: 'cart.assign', cartId });
  });
  user.on('session.signedOut', () => cart.send({ type: 'session.changed', signedIn: false }));
  // Spec §4: an expired token signs out and the front reloads; another tab's cart reloads it.
  user.on('session.reload', () => hooks.sessionExpired?.());
  cart.on('reload', () => hooks.cartChangedElsewhere?.());
  if (selectIsSignedIn(user.getSnapshot())) user.send({ type: 'details.request' });
  // The token lifetime of store config applies to the next token stored; until it answers the
  // session keeps the spec's 3600 s (session INTERNALS, decision 022).
  void options
    .userConfig?.()
    .then((config) => {
      if (config) user.send({ type: 'storeConfig.loaded', config });
    })
    .catch(() => undefined);

  const clientKey = cachedClientKey(options.clientKey ?? (() => Promise.resolve(null)));
  const { tokeniseCard, tokeniseSecurityCode } = options;
  const checkoutFunctions = {
    checkout: {
      setGuestEmail: commerce.setGuestEmail,
      setShippingAddress: commerce.setShippingAddress,
      setShippingMethod: commerce.setShippingMethod,
      setBillingAddress: commerce.setBillingAddress,
      setPaymentMethod: commerce.setPaymentMethod,
      placeOrder: commerce.placeOrder,
      saveShippingInformation: commerce.saveShippingInformation,
      savePaymentInformation: commerce.savePaymentInformation,
      renewCart: () => renewCart(cart),
    },
    payment: {
      submitPayment: retrySafeCardPayment(commerce.submitPayment, commerce.placeOrder),
      submitPaymentDetails: commerce.submitPaymentDetails,
      answerFingerprint: options.answerFingerprint ?? answerTestFingerprint,
      ...(tokeniseCard
        ? { tokeniseCard: async (card: CardEntry) => tokeniseCard(card, await clientKey()) }
        : {}),
      ...(tokeniseSecurityCode
        ? {
            tokeniseSecurityCode: async (input: { publicHash: string; securityCode: string }) =>
              tokeniseSecurityCode(input, await clientKey()),
          }
        : {}),
    },
  } satisfies { checkout: CheckoutFunctions; payment: PaymentFunctions };

  const owned: { stop(): void }[] = [];
  return {
    cart,
    user,
    checkoutFunctions,
    checkoutSetup: {
      storage,
      ...(options.randomId ? { randomId: options.randomId } : {}),
      ...(options.transport ? { transport: options.transport } : {}),
      ...(options.inspect ? { inspect: options.inspect } : {}),
    },
    own(actor) {
      owned.push(actor);
    },
    cartSettled: () => cartSettled(cart),
    clientKey,
    storageChanged(key, newValue) {
      if (key === CART_ID_STORAGE_KEY || key === null) {
        cart.send({ type: 'storage.changed', key, newValue });
      }
      if (
        key === SIGNIN_TOKEN_STORAGE_KEY &&
        newValue === null &&
        selectIsSignedIn(user.getSnapshot())
      ) {
        hooks.signedOutElsewhere?.();
      }
    },
    stop() {
      for (const actor of owned) actor.stop();
      cart.stop();
      user.stop();
    },
  };
}
