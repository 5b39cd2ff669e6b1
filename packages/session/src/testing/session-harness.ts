import { createActor } from 'xstate';
import { MemoryStorage } from '@vitrine/cart-core/testing';
import { SIGNIN_TOKEN_STORAGE_KEY } from '../session.constants.ts';
import type { LoggerPort } from '../session.ports.ts';
import type { TokenLifetimeConfig } from '../token-ttl.ts';
import { createUserActors } from '../user.actors.ts';
import { userMachine } from '../user.machine.ts';
import type { UserEmitted } from '../user.types.ts';
import type { FakeSessionServerOptions } from './fake-session-server.ts';
import { createFakeSessionServer } from './fake-session-server.ts';
import type { FailingSteps } from './sign-out-steps.ts';
import { recordingSignOutSteps } from './sign-out-steps.ts';
import { createTestClock } from './test-clock.ts';

/** Options of {@link startUserSession}. */
export interface UserSessionOptions {
  /** Start time of the simulated clock (ms since the epoch). */
  readonly start?: number;
  /** Storage to start from (a stored token, a guest cart id). */
  readonly storage?: MemoryStorage;
  readonly server?: Omit<FakeSessionServerOptions, 'now'>;
  readonly storeConfig?: TokenLifetimeConfig;
  /**
   * Start signed in as the fake server's demo customer, with a token stored `age` ms before the
   * start (default 0) with `ttl` seconds (default 3600).
   */
  readonly signedIn?: { readonly age?: number; readonly ttl?: number };
  /** Shell sign-out steps that should fail. */
  readonly failingSteps?: FailingSteps;
  readonly logger?: LoggerPort;
}

/**
 * A started user actor wired to the fake session server, recording sign-out steps, a
 * simulated clock shared by the actor's timers and the server's token expiry, and every event
 * the actor emits — what a storefront or kiosk test needs to drive a session headlessly.
 *
 * @example
 * const session = startUserSession();
 * session.actor.send({ type: 'signIn.request', email: FAKE_CUSTOMER.email, password: FAKE_CUSTOMER.password });
 * await waitFor(session.actor, (s) => s.context.currentUser !== null);
 */
export function startUserSession(options: UserSessionOptions = {}) {
  const time = createTestClock(options.start ?? Date.UTC(2025, 2, 1, 9, 0, 0));
  const storage = options.storage ?? new MemoryStorage();
  const server = createFakeSessionServer({ ...options.server, now: time.now });
  const signOut = recordingSignOutSteps(options.failingSteps);
  if (options.signedIn) {
    const timeStored = time.now() - (options.signedIn.age ?? 0);
    const token = server.issueToken(undefined, timeStored);
    const entry = { value: token, timeStored, ttl: options.signedIn.ttl ?? 3600 };
    storage.setItem(SIGNIN_TOKEN_STORAGE_KEY, JSON.stringify(entry));
  }
  const emitted: UserEmitted[] = [];
  const actor = createActor(
    userMachine.provide({
      actors: createUserActors(server.functions, {
        ...signOut.steps,
        revokeToken: (input) => {
          signOut.log.push('revokeToken');
          return options.failingSteps?.revokeToken
            ? Promise.reject(options.failingSteps.revokeToken)
            : server.functions.revokeToken(input);
        },
      }),
    }),
    {
      clock: time.clock,
      input: {
        storage,
        now: time.now,
        ...(options.storeConfig && { storeConfig: options.storeConfig }),
        ...(options.logger && { logger: options.logger }),
      },
    },
  );
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  return { actor, server, storage, time, emitted, signOutLog: signOut.log };
}

/** What {@link startUserSession} returns. */
export type UserSession = ReturnType<typeof startUserSession>;
