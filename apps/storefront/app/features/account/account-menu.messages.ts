import { defineMessages } from '@vitrine/validation';

/** Sign-out and the session notice: the few texts the header's account trigger carries. */
export const accountMenuMessages = defineMessages({
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
