import { useToasts } from '@vitrine/ui';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRuntime } from '../../shop/runtime-context.tsx';
import { accountMenuMessages } from './account-menu.messages.ts';
import { isSignedInPath } from './account-paths.ts';

/**
 * Sign-out from the account menu, the drawer and the account pages: the session's sign-out
 * sequence, a toast, and home when the page was a signed-in one (it cannot be shown any more).
 * The session code is loaded on use, so the header carries none of it.
 */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const { load } = useRuntime();
  const navigate = useNavigate();
  const location = useLocation();
  const { addToast } = useToasts();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    try {
      const [runtime, session] = await Promise.all([load(), import('./account-session.ts')]);
      await session.signOut(runtime);
      addToast({ type: 'success', message: accountMenuMessages.signedOutToast });
      if (isSignedInPath(location.pathname)) {
        void navigate('/', { replace: true });
      }
    } finally {
      setPending(false);
    }
  }, [addToast, load, location.pathname, navigate]);
  return { signOut, pending };
}
