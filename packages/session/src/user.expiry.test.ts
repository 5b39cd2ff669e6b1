import { expectConsole } from '@vitrine/test-harness';
import { waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SIGNIN_TOKEN_STORAGE_KEY } from './session.constants.ts';
import { FAKE_CUSTOMER, startUserSession } from './testing/index.ts';
import type { UserSession } from './testing/index.ts';

async function signIn(session: UserSession) {
  session.actor.send({
    type: 'signIn.request',
    email: FAKE_CUSTOMER.email,
    password: FAKE_CUSTOMER.password,
  });
  await waitFor(session.actor, (s) => s.matches({ session: 'signedIn', details: 'idle' }));
  session.emitted.length = 0;
}

const signedOut = (session: UserSession) =>
  waitFor(session.actor, (s) => s.matches({ session: 'signedOut' }));

/** Lets pending promise callbacks run, so a sign-out that should not start has had its chance. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('automatic sign-out', () => {
  it('R3 signs out at the TTL of store config, to the second, and asks the shell to reload', async () => {
    // Magento's lifetime is in hours: a third of an hour is 1200 s.
    const session = startUserSession({ storeConfig: { customer_access_token_lifetime: 1 / 3 } });
    await signIn(session);

    session.time.advance(1_199_999);
    await flush();
    expect(session.actor.getSnapshot().context.isSignedIn).toBe(true);
    expect(session.signOutLog).toEqual([]);

    session.time.advance(1);
    await signedOut(session);
    expect(session.signOutLog).toEqual([
      'revokeToken',
      'clearCheckoutData',
      'clearCartData',
      'deleteAuthCookie',
      'clearCustomerData',
      'removeCart',
    ]);
    expect(session.emitted).toEqual([
      { type: 'session.signedOut', reason: 'expired' },
      { type: 'session.reload' },
    ]);
    expect(session.storage.getItem(SIGNIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(session.actor.getSnapshot().context.currentUser).toBeNull();
  });

  it('counts from the stored time of a token found at load', async () => {
    // The server's token dies at the same second, so the revoke is refused and logged.
    const errors = expectConsole('error');
    const session = startUserSession({ signedIn: { age: 3_000_000 } });
    session.time.advance(599_999);
    await flush();
    expect(session.actor.getSnapshot().context.isSignedIn).toBe(true);
    session.time.advance(1);
    await signedOut(session);
    expect(session.emitted.at(-1)).toEqual({ type: 'session.reload' });
    expect(errors.calls.map((call) => call[0])).toEqual(['Error Revoking Token']);
  });

  it('cancels the timers when the token is cleared', async () => {
    const session = startUserSession();
    await signIn(session);
    session.actor.send({ type: 'token.clear' });
    session.time.advance(10 * 3_600_000);
    await flush();
    expect(session.signOutLog).toEqual([]);
    expect(session.emitted).toEqual([{ type: 'session.signedOut', reason: 'tokenCleared' }]);
  });

  it('cancels the timers of a session the shopper signed out of', async () => {
    const session = startUserSession();
    await signIn(session);
    session.actor.send({ type: 'signOut.request' });
    await signedOut(session);
    session.time.advance(10 * 3_600_000);
    await flush();
    expect(session.signOutLog.filter((step) => step === 'removeCart')).toHaveLength(1);
    expect(session.emitted).toEqual([{ type: 'session.signedOut', reason: 'requested' }]);
  });

  it('restarts the timers from the stored time of a new token', async () => {
    // The server never issued 'renewed', so its revoke is refused and logged.
    expectConsole('error');
    const session = startUserSession();
    await signIn(session);
    session.time.advance(3_000_000);
    session.actor.send({ type: 'token.set', token: 'renewed' });
    session.time.advance(3_000_000);
    await flush();
    expect(session.actor.getSnapshot().context).toMatchObject({
      isSignedIn: true,
      token: 'renewed',
    });
    session.time.advance(600_000);
    await signedOut(session);
  });
});
