/**
 * The browser's shop runtime: the cart and user actors, provided with graphql-client's commerce
 * functions over the page's one shop client. Loaded on demand (a stored cart or token, an add to
 * cart, a cart, checkout or account page), so a first visit to a catalogue page ships no XState.
 */
import { selectCart, selectSummaryQuantity } from '@vitrine/cart-core';
import {
  GetUserConfig,
  createCommerce,
  readCardClientKey,
  runQuery,
} from '@vitrine/graphql-client';
import type { Commerce, ShopClient, ShopExtension } from '@vitrine/graphql-client';
import { selectFirstName, selectIsSignedIn } from '@vitrine/session';
import { createShop } from '@vitrine/shop';
import type { CartActor, Shop, ShopCommerce, UserActor } from '@vitrine/shop';
import { getBrowserShop } from '../lib/browser-shop.ts';
import { heldWhile, nextTask } from '../lib/next-task.ts';
import { rememberSessionExpired } from '../account-session/session-notice.ts';
import { takeFormGuard } from '../privacy/form-guard-slot.ts';
import { cartLinesCookie } from '../cart-ui/cart-lines-hint.ts';

export type { CartActor, UserActor };

export interface ShopRuntime {
  readonly shop: ShopClient;
  readonly commerce: Commerce;
  /** The shop system (packages/shop): the actors and the choreography between them. */
  readonly system: Shop;
  readonly cart: CartActor;
  readonly user: UserActor;
}

let runtime: Promise<ShopRuntime> | undefined;

/**
 * Creates the runtime in a task after the module's evaluation, so that starting it after hydration
 * keeps a phone's main thread responsive. The shop system (packages/shop) creates and wires the
 * actors in that one task: an event the user actor emits always finds its listeners and the cart
 * actor. What only a browser does is done here around it: the entry forms' guard rides with their
 * calls, an expired session or another tab reloads the page. The commerce functions use an
 * extension's documents only when the backend offers it (decision 100).
 */
async function createRuntime(extensions: readonly ShopExtension[]): Promise<ShopRuntime> {
  await nextTask();
  const shop = getBrowserShop();
  const commerce = createCommerce(shop, { extensions: new Set(extensions) });
  const storage = window.localStorage;
  const reload = () => window.location.reload();
  // The reads the actors make as they start (the stored cart, the session) go out a task later.
  let creating = true;
  const system = createShop({
    // The entry forms' honeypot and anti-bot token ride with the call the machine makes for them.
    commerce: heldWhile(
      {
        ...commerce,
        signIn: (input) => commerce.signIn(input, takeFormGuard('CUSTOMER_LOGIN')),
        createAccount: (input) => commerce.createAccount(input, takeFormGuard('CUSTOMER_CREATE')),
        requestPasswordReset: (input) =>
          commerce.requestPasswordReset(input, takeFormGuard('CUSTOMER_FORGOT_PASSWORD')),
      } satisfies ShopCommerce,
      () => creating,
    ),
    storage,
    // Loaded when a card is paid, with the card form's fields and messages: the cart and account
    // pages, which create the runtime too, do not download them.
    tokeniseCard: async (card, clientKey) =>
      (await import('../payment-card/card-token.ts')).tokeniseCard(card, clientKey),
    tokeniseSecurityCode: async (input, clientKey) =>
      (await import('../payment-card/card-token.ts')).tokeniseSecurityCode(input, clientKey),
    clientKey: () => readCardClientKey(shop),
    userConfig: async () => {
      const result = await runQuery(shop, GetUserConfig, {});
      return result.ok ? result.data.storeConfig : null;
    },
    hooks: {
      // Spec §4: an expired token signs out and the page reloads, with a notice.
      sessionExpired: () => {
        rememberSessionExpired();
        reload();
      },
      cartChangedElsewhere: reload,
      signedOutElsewhere: reload,
    },
  });
  creating = false;
  window.addEventListener('storage', (event) => system.storageChanged(event.key, event.newValue));
  rememberCartLines(system.cart);
  return { shop, commerce, system, cart: system.cart, user: system.user };
}

/** Keeps the cart's line count in its cookie, for the server's cart page (decision 124). */
function rememberCartLines(cart: CartActor): void {
  let written: number | null = null;
  const write = () => {
    const details = selectCart(cart.getSnapshot());
    if (!details || details.items.length === written) return;
    written = details.items.length;
    document.cookie = cartLinesCookie(written, window.location.protocol === 'https:');
  };
  cart.subscribe(write);
  write();
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
