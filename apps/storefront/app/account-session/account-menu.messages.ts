import { defineMessages } from '@vitrine/validation';

/** Sign in, the greeting, sign-out and the session notice: the texts the header's account trigger carries. */
export const accountMenuMessages = defineMessages({
  signIn: { id: 'shell.signIn', defaultMessage: 'Sign In' },
  greeting: { id: 'shell.greeting', defaultMessage: 'Hi, {name}' },
  signOut: { id: 'account.signOut', defaultMessage: 'Sign Out' },
  signedOutToast: {
    id: 'account.signOut.done',
    defaultMessage: 'You are signed out. See you soon!',
  },
  sessionExpiredToast: {
    id: 'account.sessionExpired',
    defaultMessage: 'Your session has expired: please sign in again.',
  },
});
