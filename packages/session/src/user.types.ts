import type { MessageDescriptor } from '@vitrine/validation';
import type { CreateAccountInput, Customer, LoggerPort, Now } from './session.ports.ts';
import type { StoragePort } from '@vitrine/commerce-primitives';
import type { TokenEntry, TokenStore } from './token-store.ts';
import type { TokenLifetimeConfig } from './token-ttl.ts';

/** Why a session ended. */
export type SignOutReason =
  /** The shopper signed out. */
  | 'requested'
  /** The token reached its TTL while the page was open. */
  | 'expired'
  /** The server refused the token (revoked, expired server-side). */
  | 'unauthorised'
  /** The shell cleared the token without the sign-out sequence. */
  | 'tokenCleared';

/** Input of the user machine: the environment it runs in. */
export interface UserInput {
  /** Where `signin_token` is kept and the guest `cartId` is read (`window.localStorage`). */
  readonly storage: StoragePort;
  /** The clock; defaults to `Date.now`. Tests pass the `SimulatedClock`'s `now`. */
  readonly now?: Now;
  /** Where swallowed failures are logged; defaults to `console`. */
  readonly logger?: LoggerPort;
  /** Store config when the shell already has it; otherwise the TTL is 3600 s until loaded. */
  readonly storeConfig?: TokenLifetimeConfig;
}

/** The user state (spec §3, User state) plus what the sign-in sequence carries between steps. */
export interface UserContext {
  readonly currentUser: Customer | null;
  readonly token: string | null;
  readonly tokenEntry: TokenEntry | null;
  readonly isSignedIn: boolean;
  readonly isGettingDetails: boolean;
  readonly isResettingPassword: boolean;
  readonly getDetailsError: MessageDescriptor | null;
  readonly resetPasswordError: MessageDescriptor | null;
  readonly signInError: MessageDescriptor | null;
  readonly createAccountError: MessageDescriptor | null;
  /** TTL in seconds given to the next token stored. */
  readonly tokenTtl: number;
  /** E-mail and password between the request and the token answer; `null` otherwise. */
  readonly credentials: { readonly email: string; readonly password: string } | null;
  /** The guest cart id remembered when a sign-in starts. */
  readonly guestCartId: string | null;
  readonly signOutReason: SignOutReason | null;
  readonly tokenStore: TokenStore;
  readonly storage: StoragePort;
  readonly now: Now;
  readonly logger: LoggerPort;
}

/** Events the user machine accepts (spec §4: user action kinds). */
export type UserEvent =
  | { type: 'signIn.request'; email: string; password: string }
  | { type: 'createAccount.request'; account: CreateAccountInput }
  | { type: 'details.request' }
  | { type: 'resetPassword.request'; email: string }
  | { type: 'signOut.request' }
  | { type: 'user.reset' }
  | { type: 'token.set'; token: string }
  | { type: 'token.clear' }
  | { type: 'storeConfig.loaded'; config: TokenLifetimeConfig }
  /** Raised when the server refuses the token; not for the shell to send. */
  | { type: 'session.unauthorised' };

/** Events the user machine emits for the shell (`actor.on(type, handler)`). */
export type UserEmitted =
  /**
   * The shopper is signed in. `cartId` is the customer's cart (with the guest cart merged into
   * it when `guestCartMerged`), for the cart actor's `cart.assign`; `null` when it could not be
   * fetched, in which case the cart recovers on its own (see INTERNALS.md).
   */
  | { type: 'session.signedIn'; cartId: string | null; guestCartMerged: boolean }
  /** The session ended; the favorite store and the cart listen for it. */
  | { type: 'session.signedOut'; reason: SignOutReason }
  /** The token expired and the user is signed out: the shell reloads the page (spec §4). */
  | { type: 'session.reload' };
