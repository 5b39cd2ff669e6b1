import {
  PREVIEW_TTL_MS,
  startPreviewSession,
  storePreviewCredentials,
} from '@vitrine/graphql-client';
import { useEffect } from 'react';
import {
  CLEAR_PREVIEW_COOKIE,
  parsePreviewMessage,
  previewCookie,
} from '../../lib/admin-preview.ts';

/**
 * The admin preview in the browser (spec §4, decision 141): a message from the admin's origin
 * with authorization and version stores them and reloads the page; on the load that follows they
 * apply, and 10 s later they are removed (local storage and the server's cookie). Messages from
 * any other origin, or that are not a preview message, are ignored.
 */
export function useAdminPreview(adminOrigin: string | null): void {
  useEffect(() => {
    const session = startPreviewSession({ storage: window.localStorage });
    const expiry = session.current()
      ? window.setTimeout(() => {
          document.cookie = CLEAR_PREVIEW_COOKIE;
        }, PREVIEW_TTL_MS)
      : undefined;
    const onMessage = (event: MessageEvent) => {
      if (adminOrigin === null || event.origin !== adminOrigin) return;
      const credentials = parsePreviewMessage(event.data);
      if (!credentials) return;
      storePreviewCredentials(window.localStorage, credentials);
      document.cookie = previewCookie(credentials, window.location.protocol === 'https:');
      window.location.reload();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(expiry);
      session.dispose();
    };
  }, [adminOrigin]);
}
