import { createShopClient } from '@vitrine/graphql-client';
import type { ShopClient } from '@vitrine/graphql-client';
import { createTokenStore } from '@vitrine/session';
import type { TokenStore } from '@vitrine/session';

let shop: ShopClient | undefined;
let tokens: TokenStore | undefined;

/** The page's sign-in token store (local storage, spec §9 `signin_token`). */
export function getTokenStore(): TokenStore {
  tokens ??= createTokenStore(window.localStorage, () => Date.now());
  return tokens;
}

/**
 * The browser's one shop client: same-origin /graphql and /rest, the visitor's storage and token,
 * the online signal for retries. Created on first use, in the browser only.
 */
export function getBrowserShop(): ShopClient {
  if (typeof window === 'undefined') throw new Error('getBrowserShop() runs in the browser only');
  shop ??= createShopClient({
    storage: window.localStorage,
    getToken: () => getTokenStore().read(),
    isOnline: () => navigator.onLine,
  });
  return shop;
}
