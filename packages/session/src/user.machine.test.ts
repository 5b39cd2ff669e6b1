import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SIGNIN_TOKEN_STORAGE_KEY } from './session.constants.ts';
import { sessionMessages } from './session.messages.ts';
import { FAKE_CUSTOMER, MemoryStorage, startUserSession } from './testing/index.ts';
import { userMachine } from './user.machine.ts';
import type { UserSession } from './testing/index.ts';

const settle = (session: UserSession) =>
  waitFor(session.actor, (s) => s.matches({ details: 'idle', password: 'idle' }));

describe('at load', () => {
  it('starts signed in with a stored token still within its TTL', () => {
    const session = startUserSession({ signedIn: { age: 3_599_999 } });
    const snapshot = session.actor.getSnapshot();
    const stored = JSON.parse(session.storage.getItem(SIGNIN_TOKEN_STORAGE_KEY) ?? '') as {
      value: string;
    };
    expect(snapshot.matches({ session: 'signedIn' })).toBe(true);
    expect(snapshot.context).toMatchObject({ isSignedIn: true, token: stored.value });
  });

  it('clears a stored token older than its TTL and starts signed out', () => {
    const session = startUserSession({ signedIn: { age: 3_600_000 } });
    expect(session.actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(session.storage.getItem(SIGNIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('does not fetch details by itself', () => {
    const session = startUserSession();
    expect(session.server.calls).toEqual([]);
  });
});

describe('customer details', () => {
  it('are fetched on request when signed in, with the busy flag meanwhile', async () => {
    const session = startUserSession({ signedIn: {} });
    session.actor.send({ type: 'details.request' });
    expect(session.actor.getSnapshot().context.isGettingDetails).toBe(true);
    await settle(session);
    expect(session.actor.getSnapshot().context).toMatchObject({
      isGettingDetails: false,
      currentUser: { firstname: 'Claire' },
      getDetailsError: null,
    });
  });

  it('are not fetched while signed out', () => {
    const session = startUserSession();
    session.actor.send({ type: 'details.request' });
    expect(session.actor.getSnapshot().context.isGettingDetails).toBe(false);
    expect(session.server.calls).toEqual([]);
  });

  it('keep the error as a descriptor when the query fails', async () => {
    const session = startUserSession({ signedIn: {} });
    session.server.fail('getCustomer', { code: 'network', message: 'Failed to fetch' });
    session.actor.send({ type: 'details.request' });
    await settle(session);
    expect(session.actor.getSnapshot().context.getDetailsError).toBe(
      sessionMessages.unexpectedError,
    );
    expect(session.actor.getSnapshot().context.isSignedIn).toBe(true);
  });

  it('R3 sign the user out once when the server refuses the token', async () => {
    const session = startUserSession({ signedIn: {} });
    session.server.fail('getCustomer', {
      code: 'unauthorised',
      message: "The current customer isn't authorized.",
    });
    session.actor.send({ type: 'details.request' });
    await waitFor(session.actor, (s) => s.matches({ session: 'signedOut' }));
    expect(session.emitted).toEqual([{ type: 'session.signedOut', reason: 'unauthorised' }]);
    expect(session.server.calls.filter((call) => call.name === 'getCustomer')).toHaveLength(1);
    expect(session.signOutLog.filter((step) => step === 'removeCart')).toHaveLength(1);
  });

  it('that arrive after the token was cleared are dropped', async () => {
    const session = startUserSession({ signedIn: {} });
    session.actor.send({ type: 'details.request' });
    session.actor.send({ type: 'token.clear' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(session.actor.getSnapshot().context).toMatchObject({
      currentUser: null,
      isGettingDetails: false,
    });
  });
});

describe('forgot password', () => {
  it('requests the reset e-mail with the busy flag meanwhile', async () => {
    const session = startUserSession();
    session.actor.send({ type: 'resetPassword.request', email: FAKE_CUSTOMER.email });
    expect(session.actor.getSnapshot().context.isResettingPassword).toBe(true);
    await settle(session);
    expect(session.server.calls).toEqual([
      { name: 'requestPasswordReset', input: { email: FAKE_CUSTOMER.email } },
    ]);
    expect(session.actor.getSnapshot().context).toMatchObject({
      isResettingPassword: false,
      resetPasswordError: null,
    });
  });

  it('keeps the error as a descriptor', async () => {
    const session = startUserSession();
    session.server.fail('requestPasswordReset', {
      code: 'user',
      messages: ['The account is locked'],
    });
    session.actor.send({ type: 'resetPassword.request', email: FAKE_CUSTOMER.email });
    await settle(session);
    expect(session.actor.getSnapshot().context.resetPasswordError).toEqual({
      ...sessionMessages.serverMessage,
      values: { message: 'The account is locked' },
    });
  });
});

describe('token events', () => {
  it('setting a token signs the user in and stores it with the TTL', () => {
    const session = startUserSession();
    session.actor.send({ type: 'token.set', token: 'abc' });
    expect(session.actor.getSnapshot().context).toMatchObject({ isSignedIn: true, token: 'abc' });
    expect(JSON.parse(session.storage.getItem(SIGNIN_TOKEN_STORAGE_KEY) ?? '')).toMatchObject({
      value: 'abc',
      ttl: 3600,
    });
  });

  it('clearing the token signs the user out without the sign-out sequence', () => {
    const session = startUserSession();
    session.actor.send({ type: 'token.set', token: 'abc' });
    session.actor.send({ type: 'token.clear' });
    expect(session.actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(session.storage.getItem(SIGNIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(session.signOutLog).toEqual([]);
    expect(session.emitted).toEqual([{ type: 'session.signedOut', reason: 'tokenCleared' }]);
  });

  it('reset empties the user state but leaves the token to its own events', async () => {
    const session = startUserSession({ signedIn: {} });
    const { token } = session.actor.getSnapshot().context;
    session.actor.send({ type: 'details.request' });
    await settle(session);
    session.actor.send({ type: 'user.reset' });
    expect(session.actor.getSnapshot().context).toMatchObject({ currentUser: null, token });
  });
});

describe('forbidden transitions', () => {
  it('a sign-in or account creation while signed in does nothing', () => {
    const session = startUserSession({ signedIn: {} });
    const before = session.actor.getSnapshot();
    session.actor.send({ type: 'signIn.request', email: 'a@b.fr', password: 'x' });
    session.actor.send({
      type: 'createAccount.request',
      account: { email: 'a@b.fr', firstname: 'A', lastname: 'B', password: 'x' },
    });
    expect(session.actor.getSnapshot()).toBe(before);
    expect(session.server.calls).toEqual([]);
  });

  it('a sign-out or token clear while signed out does nothing', () => {
    const session = startUserSession();
    const before = session.actor.getSnapshot();
    session.actor.send({ type: 'signOut.request' });
    session.actor.send({ type: 'token.clear' });
    session.actor.send({ type: 'session.unauthorised' });
    expect(session.actor.getSnapshot()).toBe(before);
    expect(session.signOutLog).toEqual([]);
    expect(session.emitted).toEqual([]);
  });

  it('a second details request while one is in flight makes no second call', async () => {
    const session = startUserSession({ signedIn: {} });
    session.actor.send({ type: 'details.request' });
    session.actor.send({ type: 'details.request' });
    await settle(session);
    expect(session.server.calls).toHaveLength(1);
  });
});

describe('persistence', () => {
  it('goes through the persistToken action, after the assign, with the entry the context holds', () => {
    const storage = new MemoryStorage();
    const seen: unknown[] = [];
    const actor = createActor(
      userMachine.provide({
        actions: { persistToken: ({ context }) => void seen.push(context.tokenEntry) },
      }),
      { input: { storage, now: () => 1_000 } },
    ).start();
    actor.send({ type: 'token.set', token: 't-1' });
    actor.send({ type: 'token.clear' });
    expect(seen).toEqual([{ value: 't-1', timeStored: 1_000, ttl: 3_600 }, null]);
    // Provided away, nothing reaches storage: the assigns themselves never write.
    expect(storage.getItem(SIGNIN_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
