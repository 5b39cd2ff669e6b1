import { notProvided, toCommerceError } from '@vitrine/commerce-primitives';
import type { CommerceError } from '@vitrine/commerce-primitives';
import { assertEvent, assign, emit, enqueueActions, raise, setup } from 'xstate';
import type { CreateAccountInput, Customer } from './session.ports.ts';
import { describeSessionError } from './session.messages.ts';
import { signInMachine } from './sign-in.machine.ts';
import { signOutMachine } from './sign-out.machine.ts';
import { tokenExpiryMachine } from './token-expiry.machine.ts';
import { tokenTtlFromStoreConfig } from './token-ttl.ts';
import { initialUserContext, readGuestCartId } from './user.context.ts';
import type {
  SignOutReason,
  UserContext,
  UserEmitted,
  UserEvent,
  UserInput,
} from './user.types.ts';

const errorOf = ({ event }: { event: { error: unknown } }): CommerceError =>
  toCommerceError(event.error);

/**
 * The user machine (spec §3 User state, §4 Sign-in token; INTERNALS.md has the diagram). Three
 * parallel regions: `session` (signed out, creating an account, signing in, signed in, signing
 * out), `details` (the customer query) and `password` (the forgot-password request). Commerce
 * calls are actors that throw "not provided" until `createUserActors` supplies them; the
 * sign-out sequence is the `signOut` child, whose shell steps are provided the same way.
 */
export const userMachine = setup({
  types: {
    context: {} as UserContext,
    events: {} as UserEvent,
    input: {} as UserInput,
    emitted: {} as UserEmitted,
  },
  actors: {
    createAccount: notProvided<{ customer: Customer }, CreateAccountInput>('createAccount'),
    getCustomer: notProvided<{ customer: Customer }, { token: string }>('getCustomer'),
    requestPasswordReset: notProvided<{ requested: boolean }, { email: string }>(
      'requestPasswordReset',
    ),
    signInSequence: signInMachine,
    tokenExpiry: tokenExpiryMachine,
    signOut: signOutMachine,
  },
  guards: {
    isSignedIn: ({ context }) => context.isSignedIn,
    isUnauthorised: ({ event }) =>
      toCommerceError((event as { error?: unknown }).error).code === 'unauthorised',
  },
  actions: {
    storeToken: assign(({ context }, params: { token: string }) => ({
      token: params.token,
      tokenEntry: { value: params.token, timeStored: context.now(), ttl: context.tokenTtl },
      isSignedIn: true,
      credentials: null,
      signOutReason: null,
    })),
    clearToken: assign({ token: null, tokenEntry: null, isSignedIn: false }),
    // Persistence, after `storeToken` or `clearToken` in the same transition: storage holds the
    // context's entry, or none.
    persistToken: ({ context }) => {
      if (context.tokenEntry === null) context.tokenStore.clear();
      else context.tokenStore.save(context.tokenEntry);
    },
    clearExpiredToken: ({ context }) => {
      context.tokenStore.clearIfExpired();
    },
    resetUser: assign({
      currentUser: null,
      getDetailsError: null,
      resetPasswordError: null,
      signInError: null,
      createAccountError: null,
      credentials: null,
      guestCartId: null,
    }),
    setSignOutReason: assign((_, params: { reason: SignOutReason }) => ({
      signOutReason: params.reason,
    })),
    emitSignedOut: emit(({ context }) => ({
      type: 'session.signedOut' as const,
      reason: context.signOutReason ?? 'requested',
    })),
  },
}).createMachine({
  id: 'user',
  type: 'parallel',
  context: ({ input }) => initialUserContext(input),
  on: {
    'user.reset': { actions: 'resetUser' },
    'storeConfig.loaded': {
      actions: assign({ tokenTtl: ({ event }) => tokenTtlFromStoreConfig(event.config) }),
    },
  },
  states: {
    session: {
      initial: 'loading',
      states: {
        loading: {
          // Spec §4: at load, a token older than its TTL is cleared.
          always: [
            { guard: 'isSignedIn', target: 'signedIn' },
            { target: 'signedOut', actions: 'clearExpiredToken' },
          ],
        },
        signedOut: {
          on: {
            'signIn.request': {
              target: 'signingIn',
              actions: assign(({ event }) => ({
                credentials: { email: event.email, password: event.password },
                signInError: null,
              })),
            },
            'createAccount.request': {
              target: 'creatingAccount',
              actions: assign(({ event }) => ({
                credentials: { email: event.account.email, password: event.account.password },
                createAccountError: null,
                signInError: null,
              })),
            },
            'token.set': {
              target: 'signedIn',
              actions: [
                { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
                'persistToken',
              ],
            },
          },
        },
        creatingAccount: {
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            input: ({ event }) => {
              assertEvent(event, 'createAccount.request');
              return event.account;
            },
            // Magento's storefront signs the new customer in with the same credentials.
            onDone: { target: 'signingIn' },
            onError: {
              target: 'signedOut',
              actions: assign((args) => ({
                createAccountError: describeSessionError(errorOf(args)),
                credentials: null,
              })),
            },
          },
        },
        signingIn: {
          // Magento's storefront sequence: remember the guest cart id, then the sign-in child
          // gets the token (this machine stores it on `token.set`), fetches the customer cart
          // and merges the guest cart into it; the details are fetched once signed in.
          entry: assign(({ context }) => ({ guestCartId: readGuestCartId(context.storage) })),
          exit: assign({ credentials: null }),
          invoke: {
            id: 'signInSequence',
            src: 'signInSequence',
            input: ({ context, self }) => ({
              email: context.credentials?.email ?? '',
              password: context.credentials?.password ?? '',
              guestCartId: context.guestCartId,
              user: self,
              logger: context.logger,
            }),
            onDone: [
              {
                guard: ({ event }) => !event.output.ok,
                target: 'signedOut',
                // A token set meanwhile belongs to a sign-in the shopper saw fail: drop it.
                actions: [
                  'clearToken',
                  'persistToken',
                  'resetUser',
                  assign(({ event }) => ({
                    signInError: event.output.ok ? null : describeSessionError(event.output.error),
                  })),
                ],
              },
              {
                target: 'signedIn',
                actions: [
                  // The child told us the token already; a provided sequence that did not
                  // still leaves the customer signed in with it (the model test checks).
                  enqueueActions(({ context, event, enqueue }) => {
                    if (event.output.ok && event.output.token !== context.token) {
                      enqueue({ type: 'storeToken', params: { token: event.output.token } });
                      enqueue('persistToken');
                    }
                  }),
                  emit(({ event }) => ({
                    type: 'session.signedIn' as const,
                    cartId: event.output.ok ? event.output.cartId : null,
                    guestCartMerged: event.output.ok && event.output.guestCartMerged,
                  })),
                  raise({ type: 'details.request' }),
                ],
              },
            ],
          },
          on: {
            'token.set': {
              actions: [
                { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
                'persistToken',
              ],
            },
            'token.clear': {
              target: 'signedOut',
              actions: ['clearToken', 'persistToken', 'resetUser'],
            },
            'signOut.request': {
              guard: 'isSignedIn',
              target: 'signingOut',
              actions: { type: 'setSignOutReason', params: { reason: 'requested' } },
            },
          },
        },
        signedIn: {
          invoke: {
            id: 'tokenExpiry',
            src: 'tokenExpiry',
            input: ({ context }) => ({
              timeStored: context.tokenEntry?.timeStored ?? context.now(),
              ttl: context.tokenEntry?.ttl ?? context.tokenTtl,
              now: context.now,
            }),
            onDone: {
              target: 'signingOut',
              actions: { type: 'setSignOutReason', params: { reason: 'expired' } },
            },
          },
          on: {
            // A new token restarts the expiry timers with its own stored time.
            'token.set': {
              target: 'signedIn',
              reenter: true,
              actions: [
                { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
                'persistToken',
              ],
            },
            // Signed out means no customer on screen: the user state goes with the token.
            'token.clear': {
              target: 'signedOut',
              actions: [
                'clearToken',
                'persistToken',
                'resetUser',
                { type: 'setSignOutReason', params: { reason: 'tokenCleared' } },
                'emitSignedOut',
              ],
            },
            'signOut.request': {
              target: 'signingOut',
              actions: { type: 'setSignOutReason', params: { reason: 'requested' } },
            },
            'session.unauthorised': {
              target: 'signingOut',
              actions: { type: 'setSignOutReason', params: { reason: 'unauthorised' } },
            },
          },
        },
        signingOut: {
          invoke: {
            id: 'signOut',
            src: 'signOut',
            input: ({ context, self }) => ({
              token: context.token,
              user: self,
              logger: context.logger,
            }),
            // clearToken and resetUser are idempotent: whatever the provided steps did, the
            // sequence ends signed out with an empty user state.
            onDone: [
              {
                guard: ({ context }) => context.signOutReason === 'expired',
                target: 'signedOut',
                actions: [
                  'clearToken',
                  'persistToken',
                  'resetUser',
                  'emitSignedOut',
                  emit({ type: 'session.reload' as const }),
                ],
              },
              {
                target: 'signedOut',
                actions: ['clearToken', 'persistToken', 'resetUser', 'emitSignedOut'],
              },
            ],
          },
          on: { 'token.clear': { actions: ['clearToken', 'persistToken'] } },
        },
      },
    },
    details: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'details.request': { guard: 'isSignedIn', target: 'fetching' } },
        },
        fetching: {
          entry: assign({ isGettingDetails: true, getDetailsError: null }),
          exit: assign({ isGettingDetails: false }),
          invoke: {
            id: 'getCustomer',
            src: 'getCustomer',
            input: ({ context }) => ({ token: context.token ?? '' }),
            // An answer for a session that ended meanwhile must not fill the user state back in.
            onDone: [
              {
                guard: 'isSignedIn',
                target: 'idle',
                actions: assign({ currentUser: ({ event }) => event.output.customer }),
              },
              { target: 'idle' },
            ],
            onError: [
              {
                // The server no longer accepts the token: sign out once, never retry (R3).
                guard: 'isUnauthorised',
                target: 'idle',
                actions: [
                  assign((args) => ({ getDetailsError: describeSessionError(errorOf(args)) })),
                  raise({ type: 'session.unauthorised' }),
                ],
              },
              {
                target: 'idle',
                actions: assign((args) => ({
                  getDetailsError: describeSessionError(errorOf(args)),
                })),
              },
            ],
          },
          // Ending the session cancels the query outright.
          on: { 'token.clear': 'idle', 'user.reset': 'idle' },
        },
      },
    },
    password: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'resetPassword.request': 'requesting' },
        },
        requesting: {
          entry: assign({ isResettingPassword: true, resetPasswordError: null }),
          exit: assign({ isResettingPassword: false }),
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            input: ({ event }) => {
              assertEvent(event, 'resetPassword.request');
              return { email: event.email };
            },
            onDone: { target: 'idle' },
            onError: {
              target: 'idle',
              actions: assign((args) => ({
                resetPasswordError: describeSessionError(errorOf(args)),
              })),
            },
          },
        },
      },
    },
  },
});
