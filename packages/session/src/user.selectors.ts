import type { SnapshotFrom } from 'xstate';
import type { MessageDescriptor } from '@vitrine/validation';
import type { Customer } from './session.ports.ts';
import type { userMachine } from './user.machine.ts';

/** A snapshot of the user actor. */
export type UserSnapshot = SnapshotFrom<typeof userMachine>;

/** Whether a token is stored and valid (the header's 'Hi, {name}' versus 'Sign In'). */
export const selectIsSignedIn = (snapshot: UserSnapshot): boolean => snapshot.context.isSignedIn;

/** The signed-in customer, once details are fetched. */
export const selectCurrentUser = (snapshot: UserSnapshot): Customer | null =>
  snapshot.context.currentUser;

/** The first name for the account trigger, or `null`. */
export const selectFirstName = (snapshot: UserSnapshot): string | null =>
  snapshot.context.currentUser?.firstname ?? null;

/** The current token, for the `Authorization` header. */
export const selectToken = (snapshot: UserSnapshot): string | null => snapshot.context.token;

/** Whether a sign-in or account creation is under way (the form's busy state). */
export const selectIsSigningIn = (snapshot: UserSnapshot): boolean =>
  snapshot.matches({ session: 'signingIn' }) || snapshot.matches({ session: 'creatingAccount' });

/** Whether the sign-out sequence is running. */
export const selectIsSigningOut = (snapshot: UserSnapshot): boolean =>
  snapshot.matches({ session: 'signingOut' });

/** Whether customer details are being fetched. */
export const selectIsGettingDetails = (snapshot: UserSnapshot): boolean =>
  snapshot.context.isGettingDetails;

/** Whether the forgot-password request is under way. */
export const selectIsResettingPassword = (snapshot: UserSnapshot): boolean =>
  snapshot.context.isResettingPassword;

/** The sign-in form's error. */
export const selectSignInError = (snapshot: UserSnapshot): MessageDescriptor | null =>
  snapshot.context.signInError;

/** The create-account form's error. */
export const selectCreateAccountError = (snapshot: UserSnapshot): MessageDescriptor | null =>
  snapshot.context.createAccountError;

/** The forgot-password form's error. */
export const selectResetPasswordError = (snapshot: UserSnapshot): MessageDescriptor | null =>
  snapshot.context.resetPasswordError;

/** The error of the last customer details fetch. */
export const selectGetDetailsError = (snapshot: UserSnapshot): MessageDescriptor | null =>
  snapshot.context.getDetailsError;
