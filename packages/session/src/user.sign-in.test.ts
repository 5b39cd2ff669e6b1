import { CART_ID_STORAGE_KEY } from '@vitrine/cart-core';
import { expectConsole } from '@vitrine/test-harness';
import { waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SIGNIN_TOKEN_STORAGE_KEY } from './session.constants.ts';
import { sessionMessages } from './session.messages.ts';
import {
  FAKE_CUSTOMER,
  FAKE_SERVER_MESSAGES,
  MemoryStorage,
  startUserSession,
} from './testing/index.ts';
import type { UserSession } from './testing/index.ts';

const credentials = { email: FAKE_CUSTOMER.email, password: FAKE_CUSTOMER.password };

async function signIn(session: UserSession) {
  session.actor.send({ type: 'signIn.request', ...credentials });
  await waitFor(session.actor, (s) => s.matches({ session: 'signedIn', details: 'idle' }));
}

describe('signing in', () => {
  it("follows Magento's sequence: guest cart, token, customer cart, merge, details", async () => {
    const storage = new MemoryStorage();
    const session = startUserSession({ storage });
    const guestCart = session.server.createGuestCart(['VIT-C-500']);
    storage.setItem(CART_ID_STORAGE_KEY, guestCart);

    await signIn(session);

    expect(session.server.calls.map((call) => call.name)).toEqual([
      'signIn',
      'getCustomerCart',
      'mergeCarts',
      'getCustomer',
    ]);
    const { context } = session.actor.getSnapshot();
    const merge = session.server.calls[2]?.input as { destinationCartId: string };
    expect(merge).toEqual({
      token: context.token,
      sourceCartId: guestCart,
      destinationCartId: expect.stringMatching(/^customer-cart-/) as unknown,
    });
    expect(session.server.cartItems(merge.destinationCartId)).toEqual(['VIT-C-500']);
    expect(session.server.cartItems(guestCart)).toBeUndefined();
    expect(session.emitted).toEqual([
      { type: 'session.signedIn', cartId: merge.destinationCartId, guestCartMerged: true },
    ]);
    expect(context.currentUser).toEqual({
      email: FAKE_CUSTOMER.email,
      firstname: 'Claire',
      lastname: 'Martin',
      is_subscribed: false,
    });
    expect(context.isSignedIn).toBe(true);
  });

  it('stores the token with its stored time and the 3600 s default TTL', async () => {
    const session = startUserSession();
    await signIn(session);
    const stored: unknown = JSON.parse(session.storage.getItem(SIGNIN_TOKEN_STORAGE_KEY) ?? '');
    expect(stored).toEqual({
      value: session.actor.getSnapshot().context.token,
      timeStored: session.time.now(),
      ttl: 3600,
    });
  });

  it('uses the TTL of store config once it is loaded (hours, stored in seconds)', async () => {
    const session = startUserSession();
    session.actor.send({
      type: 'storeConfig.loaded',
      config: { customer_access_token_lifetime: 0.5 },
    });
    await signIn(session);
    expect(session.actor.getSnapshot().context.tokenEntry?.ttl).toBe(1800);
  });

  it('forgets the password as soon as the token arrives', async () => {
    const session = startUserSession();
    session.actor.send({ type: 'signIn.request', ...credentials });
    expect(session.actor.getSnapshot().context.credentials).toEqual(credentials);
    await waitFor(session.actor, (s) => s.context.token !== null);
    expect(session.actor.getSnapshot().matches({ session: 'signingIn' })).toBe(true);
    expect(session.actor.getSnapshot().context.credentials).toBeNull();
  });

  it("shows Magento's message when the sign-in is refused and stays signed out", async () => {
    const session = startUserSession();
    session.actor.send({ type: 'signIn.request', email: FAKE_CUSTOMER.email, password: 'wrong' });
    await waitFor(session.actor, (s) => s.context.signInError !== null);
    const snapshot = session.actor.getSnapshot();
    expect(snapshot.matches({ session: 'signedOut' })).toBe(true);
    expect(snapshot.context.signInError).toEqual({
      ...sessionMessages.serverMessage,
      values: { message: FAKE_SERVER_MESSAGES.signInIncorrect },
    });
    expect(snapshot.context.credentials).toBeNull();
    expect(session.storage.getItem(SIGNIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(session.emitted).toEqual([]);
  });

  it('gives a network failure the unexpected-error message, not a technical one', async () => {
    const session = startUserSession();
    session.server.fail('signIn', { code: 'network', message: 'Failed to fetch' });
    session.actor.send({ type: 'signIn.request', ...credentials });
    await waitFor(session.actor, (s) => s.context.signInError !== null);
    expect(session.actor.getSnapshot().context.signInError).toBe(sessionMessages.unexpectedError);
  });

  it('clears the previous error when the shopper tries again', async () => {
    const session = startUserSession();
    session.actor.send({ type: 'signIn.request', email: FAKE_CUSTOMER.email, password: 'wrong' });
    await waitFor(session.actor, (s) => s.context.signInError !== null);
    session.actor.send({ type: 'signIn.request', ...credentials });
    expect(session.actor.getSnapshot().context.signInError).toBeNull();
  });

  it('skips the merge when there is no guest cart', async () => {
    const session = startUserSession();
    await signIn(session);
    expect(session.server.calls.map((call) => call.name)).not.toContain('mergeCarts');
    expect(session.emitted[0]).toMatchObject({ guestCartMerged: false });
  });

  it('stays signed in on the customer cart when the merge fails, and logs it', async () => {
    const errors = expectConsole('error');
    const storage = new MemoryStorage({ [CART_ID_STORAGE_KEY]: 'gone-cart' });
    const session = startUserSession({ storage });
    await signIn(session);
    expect(session.actor.getSnapshot().context.isSignedIn).toBe(true);
    expect(session.emitted[0]).toEqual({
      type: 'session.signedIn',
      cartId: expect.stringMatching(/^customer-cart-/) as unknown,
      guestCartMerged: false,
    });
    expect(errors.calls[0]?.[0]).toBe('Unable to merge the guest cart');
  });

  it('stays signed in without a cart id when the customer cart cannot be fetched', async () => {
    const session = startUserSession();
    session.server.fail('getCustomerCart', { code: 'network', message: 'Failed to fetch' });
    await signIn(session);
    expect(session.emitted[0]).toEqual({
      type: 'session.signedIn',
      cartId: null,
      guestCartMerged: false,
    });
    expect(session.actor.getSnapshot().context.currentUser).not.toBeNull();
  });

  it('ignores a second sign-in request while one is under way', async () => {
    const session = startUserSession();
    session.actor.send({ type: 'signIn.request', ...credentials });
    session.actor.send({ type: 'signIn.request', ...credentials });
    await waitFor(session.actor, (s) => s.matches({ session: 'signedIn', details: 'idle' }));
    expect(session.server.calls.filter((call) => call.name === 'signIn')).toHaveLength(1);
  });
});

describe('creating an account', () => {
  const account = {
    email: 'louis.bernard@exemple.fr',
    firstname: 'Louis',
    lastname: 'Bernard',
    password: 'Orsalis#2025',
    is_subscribed: true,
  };

  it('creates the customer, then signs in with the same credentials', async () => {
    const session = startUserSession();
    session.actor.send({ type: 'createAccount.request', account });
    await waitFor(session.actor, (s) => s.context.currentUser !== null);
    expect(session.server.calls.map((call) => call.name)).toEqual([
      'createAccount',
      'signIn',
      'getCustomerCart',
      'getCustomer',
    ]);
    expect(session.server.calls[1]?.input).toEqual({
      email: account.email,
      password: account.password,
    });
    expect(session.actor.getSnapshot().context.currentUser?.is_subscribed).toBe(true);
  });

  it("keeps Magento's message when the address is taken and stays signed out", async () => {
    const session = startUserSession();
    session.actor.send({
      type: 'createAccount.request',
      account: { ...account, email: FAKE_CUSTOMER.email },
    });
    await waitFor(session.actor, (s) => s.context.createAccountError !== null);
    const { context } = session.actor.getSnapshot();
    expect(context.createAccountError?.values).toEqual({
      message: FAKE_SERVER_MESSAGES.duplicateEmail,
    });
    expect(context.isSignedIn).toBe(false);
    expect(context.credentials).toBeNull();
  });
});
