import { expectConsole } from '@vitrine/test-harness';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SIGNIN_TOKEN_STORAGE_KEY } from './session.constants.ts';
import type { SignOutSteps } from './user.actors.ts';
import { createUserActors } from './user.actors.ts';
import { userMachine } from './user.machine.ts';
import type { UserContext } from './user.types.ts';
import {
  createFakeSessionServer,
  createTestClock,
  MemoryStorage,
  startUserSession,
} from './testing/index.ts';

describe('signing out', () => {
  it('runs the steps in order: revoke, clear token, reset user, then the shell steps', async () => {
    const time = createTestClock(0);
    const server = createFakeSessionServer({ now: time.now });
    const token = server.issueToken();
    const storage = new MemoryStorage({
      [SIGNIN_TOKEN_STORAGE_KEY]: JSON.stringify({ value: token, timeStored: 0, ttl: 3600 }),
    });
    const seen: { step: string; context: Pick<UserContext, 'token' | 'currentUser'> }[] = [];
    // Each shell step records what the user state looked like when it ran.
    const record = (step: string) => () => {
      const { token: current, currentUser } = actor.getSnapshot().context;
      seen.push({ step, context: { token: current, currentUser } });
    };
    const steps: SignOutSteps = {
      revokeToken: async (input) => {
        record('revokeToken')();
        return server.functions.revokeToken(input);
      },
      clearCheckoutData: record('clearCheckoutData'),
      clearCartData: record('clearCartData'),
      deleteAuthCookie: record('deleteAuthCookie'),
      clearCustomerData: record('clearCustomerData'),
      removeCart: record('removeCart'),
    };
    const actor = createActor(
      userMachine.provide({ actors: createUserActors(server.functions, steps) }),
      { clock: time.clock, input: { storage, now: time.now } },
    ).start();
    actor.send({ type: 'details.request' });
    await waitFor(actor, (s) => s.context.currentUser !== null);

    actor.send({ type: 'signOut.request' });
    await waitFor(actor, (s) => s.matches({ session: 'signedOut' }));

    expect(seen.map((entry) => entry.step)).toEqual([
      'revokeToken',
      'clearCheckoutData',
      'clearCartData',
      'deleteAuthCookie',
      'clearCustomerData',
      'removeCart',
    ]);
    // Revoke runs signed in; by the first shell step the token is cleared and the user reset.
    expect(seen[0]?.context.token).toBe(token);
    expect(seen[0]?.context.currentUser).not.toBeNull();
    expect(seen[1]?.context).toEqual({ token: null, currentUser: null });
    expect(server.isTokenValid(token)).toBe(false);
    expect(storage.getItem(SIGNIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logs a failed revoke and a failed cookie delete and still signs out', async () => {
    const errors = expectConsole('error');
    const session = startUserSession({
      signedIn: {},
      failingSteps: {
        revokeToken: new Error('offline'),
        deleteAuthCookie: new Error('cookie locked'),
      },
    });
    session.actor.send({ type: 'signOut.request' });
    await waitFor(session.actor, (s) => s.matches({ session: 'signedOut' }));
    expect(session.signOutLog).toEqual([
      'revokeToken',
      'clearCheckoutData',
      'clearCartData',
      'deleteAuthCookie',
      'clearCustomerData',
      'removeCart',
    ]);
    expect(errors.calls.map((call) => call[0])).toEqual([
      'Error Revoking Token',
      'Error Deleting Auth Cookie',
    ]);
    expect(session.actor.getSnapshot().context.isSignedIn).toBe(false);
    expect(session.emitted).toEqual([{ type: 'session.signedOut', reason: 'requested' }]);
  });

  it('sends no revoke when the shell gives none', async () => {
    const time = createTestClock(0);
    const server = createFakeSessionServer({ now: time.now });
    const storage = new MemoryStorage();
    const noop = () => undefined;
    const actor = createActor(
      userMachine.provide({
        actors: createUserActors(server.functions, {
          clearCheckoutData: noop,
          clearCartData: noop,
          deleteAuthCookie: noop,
          clearCustomerData: noop,
          removeCart: noop,
        }),
      }),
      { clock: time.clock, input: { storage, now: time.now } },
    ).start();
    actor.send({ type: 'token.set', token: server.issueToken() });
    actor.send({ type: 'signOut.request' });
    await waitFor(actor, (s) => s.matches({ session: 'signedOut' }));
    expect(server.calls.map((call) => call.name)).not.toContain('revokeToken');
  });

  it('ignores a second sign-out request while the sequence runs', async () => {
    const session = startUserSession({ signedIn: {} });
    session.actor.send({ type: 'signOut.request' });
    session.actor.send({ type: 'signOut.request' });
    await waitFor(session.actor, (s) => s.matches({ session: 'signedOut' }));
    expect(session.signOutLog.filter((step) => step === 'revokeToken')).toHaveLength(1);
  });
});
