import { CART_ID_STORAGE_KEY } from '@vitrine/cart-core';
import type { StoragePort } from '@vitrine/commerce-primitives';
import { createTokenStore, isTokenExpired } from './token-store.ts';
import { tokenTtlFromStoreConfig } from './token-ttl.ts';
import type { UserContext, UserInput } from './user.types.ts';

/**
 * The user state at load: signed in exactly when storage holds a token within its TTL (the
 * machine's `loading` state clears an expired one, spec §4).
 */
export function initialUserContext(input: UserInput): UserContext {
  const now = input.now ?? Date.now;
  const tokenStore = createTokenStore(input.storage, now);
  const entry = tokenStore.readEntry();
  const valid = entry !== null && !isTokenExpired(entry, now()) ? entry : null;
  return {
    currentUser: null,
    token: valid?.value ?? null,
    tokenEntry: valid,
    isSignedIn: valid !== null,
    isGettingDetails: false,
    isResettingPassword: false,
    getDetailsError: null,
    resetPasswordError: null,
    signInError: null,
    createAccountError: null,
    tokenTtl: tokenTtlFromStoreConfig(input.storeConfig),
    credentials: null,
    guestCartId: null,
    signOutReason: null,
    tokenStore,
    storage: input.storage,
    now,
    logger: input.logger ?? console,
  };
}

/** The guest cart id cart-core keeps in storage (`cartId`), remembered before signing in. */
export function readGuestCartId(storage: StoragePort): string | null {
  try {
    return storage.getItem(CART_ID_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}
