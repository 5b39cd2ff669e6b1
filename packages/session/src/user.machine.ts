import { CART_ID_STORAGE_KEY, notProvided, toCommerceError } from '@vitrine/cart-core';
import type { CommerceError } from '@vitrine/cart-core';
import { assertEvent, assign, emit, raise, setup } from 'xstate';
import type { CreateAccountInput, Customer } from './session.ports.ts';
import { describeSessionError } from './session.messages.ts';
import { signOutMachine } from './sign-out.machine.ts';
import { tokenExpiryMachine } from './token-expiry.machine.ts';
import { createTokenStore, isTokenExpired } from './token-store.ts';
import { tokenTtlFromStoreConfig } from './token-ttl.ts';
import type {
  SignOutReason,
  UserContext,
  UserEmitted,
  UserEvent,
  UserInput,
} from './user.types.ts';

const errorOf = ({ event }: { event: { error: unknown } }): CommerceError =>
  toCommerceError(event.error);

function readGuestCartId(context: UserContext): string | null {
  try {
    return context.storage.getItem(CART_ID_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

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
    signIn: notProvided<{ token: string }, { email: string; password: string }>('signIn'),
    createAccount: notProvided<{ customer: Customer }, CreateAccountInput>('createAccount'),
    getCustomerCart: notProvided<{ cartId: string }, { token: string }>('getCustomerCart'),
    mergeCarts: notProvided<
      { cartId: string },
      { token: string; sourceCartId: string; destinationCartId: string }
    >('mergeCarts'),
    getCustomer: notProvided<{ customer: Customer }, { token: string }>('getCustomer'),
    requestPasswordReset: notProvided<{ requested: boolean }, { email: string }>(
      'requestPasswordReset',
    ),
    tokenExpiry: tokenExpiryMachine,
    signOut: signOutMachine,
  },
  guards: {
    isSignedIn: ({ context }) => context.isSignedIn,
    hasNothingToMerge: ({ context }) =>
      context.guestCartId === null ||
      context.customerCartId === null ||
      context.guestCartId === context.customerCartId,
    isUnauthorised: ({ event }) =>
      toCommerceError((event as { error?: unknown }).error).code === 'unauthorised',
  },
  actions: {
    storeToken: assign(({ context }, params: { token: string }) => {
      const entry = context.tokenStore.write(params.token, context.tokenTtl);
      return {
        token: entry.value,
        tokenEntry: entry,
        isSignedIn: true,
        credentials: null,
        signOutReason: null,
      };
    }),
    clearToken: assign(({ context }) => {
      context.tokenStore.clear();
      return { token: null, tokenEntry: null, isSignedIn: false };
    }),
    clearExpiredToken: ({ context }) => {
      context.tokenStore.clearIfExpired();
    },
    resetUser: assign({
      currentUser: null,
      isGettingDetails: false,
      isResettingPassword: false,
      getDetailsError: null,
      resetPasswordError: null,
      signInError: null,
      createAccountError: null,
      credentials: null,
      guestCartId: null,
      customerCartId: null,
      guestCartMerged: false,
    }),
    setSignOutReason: assign((_, params: { reason: SignOutReason }) => ({
      signOutReason: params.reason,
    })),
    emitSignedOut: emit(({ context }) => ({
      type: 'session.signedOut' as const,
      reason: context.signOutReason ?? 'requested',
    })),
    logMergeFailure: ({ context, event }) => {
      context.logger.error('Unable to merge the guest cart', (event as { error?: unknown }).error);
    },
  },
}).createMachine({
  id: 'user',
  type: 'parallel',
  context: ({ input }) => {
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
      customerCartId: null,
      guestCartMerged: false,
      signOutReason: null,
      tokenStore,
      storage: input.storage,
      now,
      logger: input.logger ?? console,
    };
  },
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
              actions: { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
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
          // Magento's storefront sequence: remember the guest cart, get the token, store it with
          // its TTL, fetch the customer cart, merge the guest cart into it, fetch details.
          entry: assign(({ context }) => ({
            guestCartId: readGuestCartId(context),
            customerCartId: null,
            guestCartMerged: false,
          })),
          exit: assign({ credentials: null }),
          initial: 'gettingToken',
          on: {
            'signOut.request': {
              guard: 'isSignedIn',
              target: 'signingOut',
              actions: { type: 'setSignOutReason', params: { reason: 'requested' } },
            },
            'token.clear': { target: 'signedOut', actions: 'clearToken' },
          },
          states: {
            gettingToken: {
              invoke: {
                id: 'signIn',
                src: 'signIn',
                input: ({ context }) => ({
                  email: context.credentials?.email ?? '',
                  password: context.credentials?.password ?? '',
                }),
                onDone: {
                  target: 'fetchingCustomerCart',
                  actions: {
                    type: 'storeToken',
                    params: ({ event }) => ({ token: event.output.token }),
                  },
                },
                onError: {
                  target: '#user.session.signedOut',
                  actions: assign((args) => ({ signInError: describeSessionError(errorOf(args)) })),
                },
              },
            },
            fetchingCustomerCart: {
              invoke: {
                id: 'getCustomerCart',
                src: 'getCustomerCart',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: {
                  target: 'mergingCarts',
                  actions: assign({ customerCartId: ({ event }) => event.output.cartId }),
                },
                // Signed in without a customer cart: the cart machine meets the guest cart's
                // "cannot perform operations" error and recreates one (cart-core INTERNALS).
                onError: { target: 'done' },
              },
            },
            mergingCarts: {
              always: { guard: 'hasNothingToMerge', target: 'done' },
              invoke: {
                id: 'mergeCarts',
                src: 'mergeCarts',
                input: ({ context }) => ({
                  token: context.token ?? '',
                  sourceCartId: context.guestCartId ?? '',
                  destinationCartId: context.customerCartId ?? '',
                }),
                onDone: {
                  target: 'done',
                  actions: assign({
                    customerCartId: ({ event }) => event.output.cartId,
                    guestCartMerged: true,
                  }),
                },
                onError: { target: 'done', actions: 'logMergeFailure' },
              },
            },
            done: { type: 'final' },
          },
          onDone: {
            target: 'signedIn',
            actions: [
              emit(({ context }) => ({
                type: 'session.signedIn' as const,
                cartId: context.customerCartId,
                guestCartMerged: context.guestCartMerged,
              })),
              raise({ type: 'details.request' }),
            ],
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
              actions: { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            },
            'token.clear': {
              target: 'signedOut',
              actions: [
                'clearToken',
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
            // clearToken is idempotent: a shell that replaced the step still ends signed out.
            onDone: [
              {
                guard: ({ context }) => context.signOutReason === 'expired',
                target: 'signedOut',
                actions: ['clearToken', 'emitSignedOut', emit({ type: 'session.reload' as const })],
              },
              { target: 'signedOut', actions: ['clearToken', 'emitSignedOut'] },
            ],
          },
          on: { 'token.clear': { actions: 'clearToken' } },
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
            onDone: {
              target: 'idle',
              actions: assign({ currentUser: ({ event }) => event.output.customer }),
            },
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
          // An answer for a session that has ended must not fill the user state back in.
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
