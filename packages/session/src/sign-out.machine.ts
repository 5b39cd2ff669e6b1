import type { AnyActorRef } from 'xstate';
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '@vitrine/commerce-primitives';
import type { LoggerPort } from './session.ports.ts';

/** The steps of the sign-out sequence, in the order they run (spec §4). */
export const SIGN_OUT_STEPS = [
  'revokeToken',
  'clearToken',
  'resetUser',
  'clearCheckoutData',
  'clearCartData',
  'deleteAuthCookie',
  'clearCustomerData',
  'removeCart',
] as const;

/** One step of the sign-out sequence. */
export type SignOutStep = (typeof SIGN_OUT_STEPS)[number];

/** What every step actor receives. */
export interface SignOutStepInput {
  /** The token being signed out, for the revoke call; `null` when none was stored. */
  readonly token: string | null;
  /** The user actor, which the default `clearToken` and `resetUser` steps tell. */
  readonly user: AnyActorRef | null;
}

/** Input of the sign-out machine. */
export interface SignOutInput {
  readonly token: string | null;
  readonly user?: AnyActorRef | null;
  readonly logger?: LoggerPort;
}

/** Output of the sign-out machine: the steps that failed (and were logged). */
export interface SignOutOutput {
  readonly failedSteps: readonly SignOutStep[];
}

export interface SignOutContext extends SignOutStepInput {
  readonly logger: LoggerPort;
  readonly failedSteps: readonly SignOutStep[];
}

/**
 * What is logged when a step fails. The first two are the spec's (§8); the cookie text is ours.
 */
export const SIGN_OUT_FAILURE_LOGS: Readonly<Record<SignOutStep, string>> = {
  revokeToken: 'Error Revoking Token',
  clearToken: 'Error Clearing Token',
  resetUser: 'Error Resetting User',
  clearCheckoutData: 'Error Clearing Checkout Data',
  clearCartData: 'Error Clearing Cart Data',
  deleteAuthCookie: 'Error Deleting Auth Cookie',
  clearCustomerData: 'Error Clearing Customer Data',
  removeCart: 'Error Removing Cart',
};

/**
 * Builds one state of the sequence: invoke the step's actor, then go on to `next` whether it
 * succeeded or not — a failed step is logged and never stops a sign-out (spec §4), because a
 * half signed-out browser is worse than a server-side token left to expire.
 */
function step(src: SignOutStep, next: string) {
  return {
    invoke: {
      src,
      input: ({ context }: { context: SignOutContext }) => ({
        token: context.token,
        user: context.user,
      }),
      onDone: { target: next },
      onError: {
        target: next,
        actions: [
          { type: 'logFailure' as const, params: { step: src } },
          { type: 'recordFailure' as const, params: { step: src } },
        ],
      },
    },
  };
}

/**
 * The sign-out sequence (spec §4): revoke the token (when a revoke is provided), clear the stored
 * token, reset the user state, clear saved checkout data, clear cached cart data, delete the auth
 * cookie, clear cached customer data, remove the cart. Every step is an actor: `revokeToken`
 * does nothing until provided, `clearToken` and `resetUser` tell the user actor, and the other
 * five belong to the shell (checkout, cart, cookie, cache) and fail as "not provided" until
 * given with `.provide()`.
 */
export const signOutMachine = setup({
  types: {
    context: {} as SignOutContext,
    input: {} as SignOutInput,
    output: {} as SignOutOutput,
  },
  actors: {
    // Spec §4: "revoke the token if a callback is given" — absent, there is nothing to revoke.
    revokeToken: fromPromise<void, SignOutStepInput>(() => Promise.resolve()),
    clearToken: fromPromise<void, SignOutStepInput>(({ input }) => {
      input.user?.send({ type: 'token.clear' });
      return Promise.resolve();
    }),
    resetUser: fromPromise<void, SignOutStepInput>(({ input }) => {
      input.user?.send({ type: 'user.reset' });
      return Promise.resolve();
    }),
    clearCheckoutData: notProvided<void, SignOutStepInput>('clearCheckoutData'),
    clearCartData: notProvided<void, SignOutStepInput>('clearCartData'),
    deleteAuthCookie: notProvided<void, SignOutStepInput>('deleteAuthCookie'),
    clearCustomerData: notProvided<void, SignOutStepInput>('clearCustomerData'),
    removeCart: notProvided<void, SignOutStepInput>('removeCart'),
  },
  actions: {
    logFailure: ({ context, event }, params: { step: SignOutStep }) => {
      context.logger.error(
        SIGN_OUT_FAILURE_LOGS[params.step],
        (event as { error?: unknown }).error,
      );
    },
    recordFailure: assign({
      failedSteps: ({ context }, params: { step: SignOutStep }) => [
        ...context.failedSteps,
        params.step,
      ],
    }),
  },
}).createMachine({
  id: 'signOut',
  context: ({ input }) => ({
    token: input.token,
    user: input.user ?? null,
    logger: input.logger ?? console,
    failedSteps: [],
  }),
  initial: 'revokingToken',
  states: {
    revokingToken: {
      // Without a token there is nothing to revoke; the guard keeps the call off the network.
      always: { guard: ({ context }) => context.token === null, target: 'clearingToken' },
      ...step('revokeToken', 'clearingToken'),
    },
    clearingToken: step('clearToken', 'resettingUser'),
    resettingUser: step('resetUser', 'clearingCheckoutData'),
    clearingCheckoutData: step('clearCheckoutData', 'clearingCartData'),
    clearingCartData: step('clearCartData', 'deletingAuthCookie'),
    deletingAuthCookie: step('deleteAuthCookie', 'clearingCustomerData'),
    clearingCustomerData: step('clearCustomerData', 'removingCart'),
    removingCart: step('removeCart', 'done'),
    done: { type: 'final' },
  },
  output: ({ context }) => ({ failedSteps: context.failedSteps }),
});
