import { setup } from 'xstate';
import { EXPIRY_CHECK_INTERVAL_MS, MAX_TIMER_DELAY_MS } from './session.constants.ts';
import type { Now } from './session.ports.ts';
import { isTokenExpired, tokenExpiresAt } from './token-store.ts';

/** Input of the expiry machine: the stored time and TTL of the token, and the clock to read. */
export interface TokenExpiryInput {
  /** When the token was stored, in ms since the epoch. */
  readonly timeStored: number;
  /** Lifetime of the token in seconds. */
  readonly ttl: number;
  /** Reads the current time; the same clock the actor's timers run on. */
  readonly now: Now;
}

/** What the expiry machine ends with: the shell reloads the page once the user is signed out. */
export interface TokenExpiryOutput {
  readonly expiredAt: number;
  readonly reload: true;
}

export interface TokenExpiryContext {
  readonly timeStored: number;
  readonly ttl: number;
  readonly now: Now;
}

/**
 * Watches a stored token while the user is signed in (spec §4, Sign-in token): a timer is set
 * for the moment the token expires, and the expiry is also checked every second, because a
 * browser delays timers in background tabs and while the device sleeps — the check against the
 * clock catches up within a second of waking. It ends in `expired`, whose output asks the shell
 * to reload. The user machine invokes it only in `signedIn`, so leaving that state (clearing
 * the token, signing out) stops it and cancels both timers.
 */
export const tokenExpiryMachine = setup({
  types: {
    context: {} as TokenExpiryContext,
    input: {} as TokenExpiryInput,
    output: {} as TokenExpiryOutput,
  },
  guards: {
    hasExpired: ({ context }) => isTokenExpired(context, context.now()),
  },
  delays: {
    untilExpiry: ({ context }) =>
      Math.min(Math.max(tokenExpiresAt(context) - context.now(), 0), MAX_TIMER_DELAY_MS),
  },
}).createMachine({
  id: 'tokenExpiry',
  context: ({ input }) => ({ timeStored: input.timeStored, ttl: input.ttl, now: input.now }),
  initial: 'watching',
  states: {
    watching: {
      // Re-entering restarts both timers; the guard decides, so a timer that fires early (or a
      // clock set back) only leads to another check.
      always: { guard: 'hasExpired', target: 'expired' },
      after: {
        untilExpiry: { target: 'watching', reenter: true },
        [EXPIRY_CHECK_INTERVAL_MS]: { target: 'watching', reenter: true },
      },
    },
    expired: { type: 'final' },
  },
  output: ({ context }) => ({ expiredAt: tokenExpiresAt(context), reload: true }),
});
