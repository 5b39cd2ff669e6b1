/**
 * The account forms' requests to the user actor (session package): each sends the machine's
 * event and resolves once the machine has settled, with the error the form shows. No rule lives
 * here: the sequences (token, cart merge, details, sign-out steps) are the machine's.
 */
import type { FormGuard } from '@vitrine/graphql-client';
import type { CreateAccountInput } from '@vitrine/session';
import {
  selectCreateAccountError,
  selectIsResettingPassword,
  selectIsSignedIn,
  selectIsSigningIn,
  selectIsSigningOut,
  selectResetPasswordError,
  selectSignInError,
} from '@vitrine/session';
import type { MessageDescriptor } from '@vitrine/validation';
import { waitFor } from 'xstate';
import { armFormGuard } from '../../privacy/form-guard-slot.ts';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { describeCommerceError, localizeSessionError } from './server-messages.ts';
import { serverMessages } from './server-messages.messages.ts';

/** How a request ended: done, or the message the form shows. */
export type Outcome =
  { readonly ok: true } | { readonly ok: false; readonly error: MessageDescriptor | string };

/** A request that failed. */
export type Failure = Extract<Outcome, { ok: false }>;

const failed = (error: MessageDescriptor | string | null): Failure => ({
  ok: false,
  error: error ?? serverMessages.unexpected,
});

/** What a sign-in brought with it, for the form's toasts. */
export interface SignedIn {
  readonly ok: true;
  /** The guest cart's items moved into the customer's cart. */
  readonly guestCartMerged: boolean;
}

/**
 * Signs in with Magento's sequence (token, customer cart, guest cart merged into it). Resolves
 * when the machine is signed in or back to signed out with the error. The form's guard (honeypot,
 * anti-bot token) goes with the token request.
 */
export async function signIn(
  runtime: ShopRuntime,
  credentials: { email: string; password: string },
  guard?: FormGuard,
): Promise<SignedIn | Failure> {
  if (guard) armFormGuard('CUSTOMER_LOGIN', guard);
  let guestCartMerged = false;
  const subscription = runtime.user.on('session.signedIn', (event) => {
    guestCartMerged = event.guestCartMerged;
  });
  try {
    runtime.user.send({ type: 'signIn.request', ...credentials });
    const settled = await waitFor(runtime.user, (snapshot) => !selectIsSigningIn(snapshot));
    if (selectIsSignedIn(settled)) return { ok: true, guestCartMerged };
    return failed(localizeSessionError(selectSignInError(settled)));
  } finally {
    subscription.unsubscribe();
  }
}

/**
 * Creates the account, then signs the new customer in with the same credentials: each call with
 * its own guard (a token verifies once, for one action).
 */
export async function createAccount(
  runtime: ShopRuntime,
  account: CreateAccountInput,
  guards?: { create: FormGuard; signIn: FormGuard },
): Promise<Outcome> {
  if (guards) {
    armFormGuard('CUSTOMER_CREATE', guards.create);
    armFormGuard('CUSTOMER_LOGIN', guards.signIn);
  }
  runtime.user.send({ type: 'createAccount.request', account });
  const settled = await waitFor(runtime.user, (snapshot) => !selectIsSigningIn(snapshot));
  if (selectIsSignedIn(settled)) return { ok: true };
  return failed(
    localizeSessionError(selectCreateAccountError(settled) ?? selectSignInError(settled)),
  );
}

/** Asks for the reset e-mail (the same answer whether or not the address has an account). */
export async function requestPasswordReset(
  runtime: ShopRuntime,
  email: string,
  guard?: FormGuard,
): Promise<Outcome> {
  if (guard) armFormGuard('CUSTOMER_FORGOT_PASSWORD', guard);
  runtime.user.send({ type: 'resetPassword.request', email });
  const settled = await waitFor(runtime.user, (snapshot) => !selectIsResettingPassword(snapshot));
  const error = selectResetPasswordError(settled);
  return error ? failed(localizeSessionError(error)) : { ok: true };
}

/** Sets the new password with the token of the e-mailed link. */
export async function resetPassword(
  runtime: ShopRuntime,
  input: { email: string; resetPasswordToken: string; newPassword: string },
): Promise<Outcome> {
  const result = await runtime.commerce.resetPassword(input);
  if (!result.ok) return failed(describeCommerceError(result.error));
  return result.reset ? { ok: true } : failed(serverMessages.unexpected);
}

/** Runs the sign-out sequence (spec §4) and resolves once signed out. */
export async function signOut(runtime: ShopRuntime): Promise<void> {
  runtime.user.send({ type: 'signOut.request' });
  await waitFor(
    runtime.user,
    (snapshot) => !selectIsSignedIn(snapshot) && !selectIsSigningOut(snapshot),
  );
}
