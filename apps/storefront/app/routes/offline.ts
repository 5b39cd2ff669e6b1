import { renderOfflinePage } from '../features/offline/offline-page.server.ts';
import { CSP_NONCE_HEADER } from '../lib/csp-nonce.ts';
import { FALLBACK_STORE_SETTINGS } from '../lib/store-settings.ts';
import type { Route } from './+types/offline';

/**
 * The offline page (decision 135): fetched by the service worker when it installs and shown from
 * its precache, never from the server to a shopper who is online. Its policy's nonce (the server's,
 * for this response) travels with it into the cache, so the cached copy's style still runs.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? '';
  const html = await renderOfflinePage(nonce, FALLBACK_STORE_SETTINGS.storeGroupName);
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // A nonce is for one response: no shared cache may serve it to another.
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
