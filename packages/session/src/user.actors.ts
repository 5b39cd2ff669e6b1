import { unwrap } from '@vitrine/commerce-primitives';
import type { CommerceResult } from '@vitrine/commerce-primitives';
import { fromPromise } from 'xstate';
import type { RevokeTokenFn, UserFunctions } from './session.ports.ts';
import type { SignOutStepInput } from './sign-out.machine.ts';
import { signInMachine } from './sign-in.machine.ts';
import { signOutMachine } from './sign-out.machine.ts';

/**
 * The shell's steps of the sign-out sequence (spec §4). Each may fail: the failure is logged
 * and the sequence goes on. `clearToken` and `resetUser` are the user machine's own.
 */
export interface SignOutSteps {
  /** `revokeCustomerToken`; without it the token is left to expire on the server. */
  readonly revokeToken?: RevokeTokenFn;
  /** Removes the saved checkout data (checkout-machine). */
  readonly clearCheckoutData: () => Promise<void> | void;
  /** Clears the cached cart data of the store view. */
  readonly clearCartData: () => Promise<void> | void;
  /** Deletes the auth cookie. */
  readonly deleteAuthCookie: () => Promise<void> | void;
  /** Clears the cached customer data of the store view (spec §4: per store view). */
  readonly clearCustomerData: () => Promise<void> | void;
  /** Removes the cart (the cart actor forgets its id and starts a guest cart). */
  readonly removeCart: () => Promise<void> | void;
}

/** A commerce call as an actor: a failed result rejects with a `CommerceFailure`. */
function commerceActor<TInput, TOutput extends object>(
  fn: (input: TInput) => Promise<CommerceResult<TOutput>>,
) {
  return fromPromise<TOutput, TInput>(async ({ input }) => unwrap(await fn(input)));
}

function shellStep(fn: () => Promise<void> | void) {
  return fromPromise<void, SignOutStepInput>(async () => {
    await fn();
  });
}

/**
 * The actors the user machine needs, built from graphql-client's functions and the shell's
 * sign-out steps.
 *
 * @example
 * const user = createActor(
 *   userMachine.provide({ actors: createUserActors(commerce, signOutSteps) }),
 *   { input: { storage: window.localStorage } },
 * ).start();
 */
export function createUserActors(functions: UserFunctions, steps: SignOutSteps) {
  const { revokeToken } = steps;
  return {
    signInSequence: signInMachine.provide({
      actors: {
        signIn: commerceActor(functions.signIn),
        getCustomerCart: commerceActor(functions.getCustomerCart),
        mergeCarts: commerceActor(functions.mergeCarts),
      },
    }),
    createAccount: commerceActor(functions.createAccount),
    getCustomer: commerceActor(functions.getCustomer),
    requestPasswordReset: commerceActor(functions.requestPasswordReset),
    signOut: signOutMachine.provide({
      actors: {
        ...(revokeToken && {
          revokeToken: fromPromise<void, SignOutStepInput>(async ({ input }) => {
            if (input.token !== null) unwrap(await revokeToken({ token: input.token }));
          }),
        }),
        clearCheckoutData: shellStep(steps.clearCheckoutData),
        clearCartData: shellStep(steps.clearCartData),
        deleteAuthCookie: shellStep(steps.deleteAuthCookie),
        clearCustomerData: shellStep(steps.clearCustomerData),
        removeCart: shellStep(steps.removeCart),
      },
    }),
  };
}
