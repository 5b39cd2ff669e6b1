/**
 * The browser's shop runtime: the cart and user actors, provided with graphql-client's commerce
 * functions over the page's one shop client. Loaded on demand (a stored cart or token, an add to
 * cart, a cart, checkout or account page), so a first visit to a catalogue page ships no XState.
 */
import {
  CART_ID_STORAGE_KEY,
  cartMachine,
  createCartActors,
  selectSummaryQuantity,
} from '@vitrine/cart-core';
import { clearCheckoutData } from '@vitrine/checkout-machine';
import { GetUserConfig, createCommerce, runQuery } from '@vitrine/graphql-client';
import type { Commerce, ShopClient, ShopExtension } from '@vitrine/graphql-client';
import {
  SIGNIN_TOKEN_STORAGE_KEY,
  createUserActors,
  selectFirstName,
  selectIsSignedIn,
  userMachine,
} from '@vitrine/session';
import { createActor, waitFor } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { nextTask } from '../../lib/next-task.ts';
import { rememberSessionExpired } from '../account/session-notice.ts';
import { takeFormGuard } from '../../privacy/form-guard-slot.ts';

export type CartActor = ActorRefFrom<typeof cartMachine>;
export type UserActor = ActorRefFrom<typeof userMachine>;

export interface ShopRuntime {
  readonly shop: ShopClient;
  readonly commerce: Commerce;
  readonly cart: CartActor;
  readonly user: UserActor;
}

let runtime: Promise<ShopRuntime> | undefined;

/**
 * Creates the runtime in a task after the module's evaluation, so that starting it after hydration
 * keeps a phone's main thread responsive. The actors are created and wired in that one task: an
 * event the user actor emits always finds its listeners and the cart actor. The commerce
 * functions use an extension's documents only when the backend offers it (decision 100).
 */
async function createRuntime(extensions: readonly ShopExtension[]): Promise<ShopRuntime> {
  await nextTask();
  const shop = getBrowserShop();
  const commerce = createCommerce(shop, { extensions: new Set(extensions) });
  const storage = window.localStorage;
  // The user actor's sign-out steps reach the cart actor, created after it.
  const refs: { cart?: CartActor } = {};

  const user = createActor(
    userMachine.provide({
      // The entry forms' honeypot and anti-bot token ride with the call the machine makes for them.
      actors: createUserActors(
        {
          ...commerce,
          signIn: (input) => commerce.signIn(input, takeFormGuard('CUSTOMER_LOGIN')),
          createAccount: (input) => commerce.createAccount(input, takeFormGuard('CUSTOMER_CREATE')),
          requestPasswordReset: (input) =>
            commerce.requestPasswordReset(input, takeFormGuard('CUSTOMER_FORGOT_PASSWORD')),
        },
        {
          revokeToken: commerce.signOut,
          clearCheckoutData: () => clearCheckoutData(storage),
          // Cart reads are never cached (network only) and the cart actor's data goes with
          // `removeCart` below; reloading the signed-out customer's cart here would only ask the
          // server for a cart the guest may not read.
          clearCartData: () => undefined,
          // The sign-in token lives in local storage, not in a cookie: nothing to delete.
          deleteAuthCookie: () => undefined,
          clearCustomerData: () => undefined,
          removeCart: () => refs.cart?.send({ type: 'cart.reset' }),
        },
      ),
    }),
    { input: { storage } },
  ).start();

  const cartActors = createCartActors({
    createCart: commerce.createCart,
    getCart: commerce.getCart,
    addItem: commerce.addItem,
    updateItem: commerce.updateItem,
    removeItem: commerce.removeItem,
    estimateShipping: commerce.estimateShipping,
    // An invalid cart met by a signed-in shopper signs them out first (cart-core INTERNALS).
    signOut: async () => {
      user.send({ type: 'signOut.request' });
      await waitFor(user, (snapshot) => !selectIsSignedIn(snapshot));
    },
  });
  const cart = createActor(cartMachine.provide({ actors: cartActors }), {
    input: { storage, signedIn: selectIsSignedIn(user.getSnapshot()) },
  }).start();
  refs.cart = cart;

  user.on('session.signedIn', ({ cartId }) => {
    cart.send({ type: 'session.changed', signedIn: true });
    if (cartId) cart.send({ type: 'cart.assign', cartId });
  });
  user.on('session.signedOut', () => cart.send({ type: 'session.changed', signedIn: false }));
  // Spec §4: an expired token signs out and the page reloads; another tab's cart reloads this one.
  user.on('session.reload', () => {
    rememberSessionExpired();
    window.location.reload();
  });
  cart.on('reload', () => window.location.reload());
  window.addEventListener('storage', (event) => {
    if (event.key === CART_ID_STORAGE_KEY || event.key === null) {
      cart.send({ type: 'storage.changed', key: event.key, newValue: event.newValue });
    }
    if (
      event.key === SIGNIN_TOKEN_STORAGE_KEY &&
      event.newValue === null &&
      selectIsSignedIn(user.getSnapshot())
    ) {
      // Signed out in another tab.
      window.location.reload();
    }
  });
  if (selectIsSignedIn(user.getSnapshot())) user.send({ type: 'details.request' });
  // The token lifetime of store config (getUserConfig) applies to the next token stored; until
  // it answers the session keeps the spec's 3600 s (session INTERNALS, decision 022).
  void runQuery(shop, GetUserConfig, {}).then((result) => {
    if (result.ok && result.data.storeConfig) {
      user.send({ type: 'storeConfig.loaded', config: result.data.storeConfig });
    }
  });
  return { shop, commerce, cart, user };
}

/**
 * The page's runtime, created on first use with the extensions the root loader found (they do not
 * change while the page lives). The `RuntimeProvider` makes that first call; a later caller that
 * only needs the actors may leave them out.
 */
export function getRuntime(extensions: readonly ShopExtension[] = []): Promise<ShopRuntime> {
  runtime ??= createRuntime(extensions).catch((error: unknown) => {
    // The next use tries again (local storage refused, say).
    runtime = undefined;
    throw error;
  });
  return runtime;
}

/** What the always-present shell shows of the runtime: the cart count and who is signed in. */
export interface RuntimeSummary {
  cartCount: number;
  signedIn: boolean;
  firstName: string | null;
}

/** Calls `onChange` with the summary now and whenever it changes; returns the unsubscribe. */
export function watchSummary(
  current: ShopRuntime,
  onChange: (summary: RuntimeSummary) => void,
): () => void {
  let last = '';
  const publish = () => {
    const user = current.user.getSnapshot();
    const summary: RuntimeSummary = {
      cartCount: selectSummaryQuantity(current.cart.getSnapshot()),
      signedIn: selectIsSignedIn(user),
      firstName: selectFirstName(user),
    };
    const key = JSON.stringify(summary);
    if (key !== last) {
      last = key;
      onChange(summary);
    }
  };
  const subscriptions = [current.cart.subscribe(publish), current.user.subscribe(publish)];
  publish();
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
