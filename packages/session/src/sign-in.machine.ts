import type { CommerceError } from '@vitrine/commerce-primitives';
import { notProvided, toCommerceError } from '@vitrine/commerce-primitives';
import type { AnyActorRef } from 'xstate';
import { assign, enqueueActions, setup } from 'xstate';
import type { LoggerPort } from './session.ports.ts';

/** Input of the sign-in sequence. */
export interface SignInInput {
  readonly email: string;
  readonly password: string;
  /** The guest cart id remembered before signing in, or `null`. */
  readonly guestCartId: string | null;
  /** The user actor, told `token.set` as soon as the token arrives. */
  readonly user?: AnyActorRef | null;
  readonly logger?: LoggerPort;
}

/**
 * How the sequence ended. Only the token request can fail it: once the token is stored the
 * customer is signed in, and a cart step that fails leaves a usable (if cartless) session.
 */
export type SignInOutput =
  | {
      readonly ok: true;
      readonly token: string;
      readonly cartId: string | null;
      readonly guestCartMerged: boolean;
    }
  | { readonly ok: false; readonly error: CommerceError };

export interface SignInContext {
  readonly credentials: { readonly email: string; readonly password: string } | null;
  readonly guestCartId: string | null;
  readonly token: string | null;
  readonly customerCartId: string | null;
  readonly guestCartMerged: boolean;
  readonly error: CommerceError | null;
  readonly user: AnyActorRef | null;
  readonly logger: LoggerPort;
}

/**
 * The sign-in sequence of Magento's storefront (spec §4; magento-contract "Venia sign-in
 * sequence"): get the token, have the user actor store it with its TTL, fetch the customer's
 * cart, merge the guest cart into it. The user machine remembers the guest cart before and
 * fetches the details after. The password is dropped from the context as soon as the token
 * request is answered.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    input: {} as SignInInput,
    output: {} as SignInOutput,
  },
  actors: {
    signIn: notProvided<{ token: string }, { email: string; password: string }>('signIn'),
    getCustomerCart: notProvided<{ cartId: string }, { token: string }>('getCustomerCart'),
    mergeCarts: notProvided<
      { cartId: string },
      { token: string; sourceCartId: string; destinationCartId: string }
    >('mergeCarts'),
  },
  guards: {
    hasNothingToMerge: ({ context }) =>
      context.guestCartId === null ||
      context.customerCartId === null ||
      context.guestCartId === context.customerCartId,
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    credentials: { email: input.email, password: input.password },
    guestCartId: input.guestCartId,
    token: null,
    customerCartId: null,
    guestCartMerged: false,
    error: null,
    user: input.user ?? null,
    logger: input.logger ?? console,
  }),
  initial: 'gettingToken',
  states: {
    gettingToken: {
      exit: assign({ credentials: null }),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({
          email: context.credentials?.email ?? '',
          password: context.credentials?.password ?? '',
        }),
        onDone: {
          target: 'fetchingCustomerCart',
          actions: [
            assign({ token: ({ event }) => event.output.token }),
            enqueueActions(({ context, event, enqueue }) => {
              if (context.user) {
                enqueue.sendTo(context.user, { type: 'token.set', token: event.output.token });
              }
            }),
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toCommerceError(event.error) }),
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
        // Signed in without a customer cart: the cart machine meets the guest cart's "cannot
        // perform operations" error and recreates one (cart-core INTERNALS).
        onError: { target: 'signedIn' },
      },
    },
    mergingCarts: {
      always: { guard: 'hasNothingToMerge', target: 'signedIn' },
      invoke: {
        id: 'mergeCarts',
        src: 'mergeCarts',
        input: ({ context }) => ({
          token: context.token ?? '',
          sourceCartId: context.guestCartId ?? '',
          destinationCartId: context.customerCartId ?? '',
        }),
        onDone: {
          target: 'signedIn',
          actions: assign({
            customerCartId: ({ event }) => event.output.cartId,
            guestCartMerged: true,
          }),
        },
        // The guest's lines are lost, the session is not: log it and go on.
        onError: {
          target: 'signedIn',
          actions: ({ context, event }) => {
            context.logger.error('Unable to merge the guest cart', event.error);
          },
        },
      },
    },
    signedIn: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) =>
    context.error === null
      ? {
          ok: true,
          token: context.token ?? '',
          cartId: context.customerCartId,
          guestCartMerged: context.guestCartMerged,
        }
      : { ok: false, error: context.error },
});
