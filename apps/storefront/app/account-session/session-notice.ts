/**
 * The notice of a session that expired while the page was open. The page reloads on expiry
 * (spec §4), which would wipe any toast; the flag survives the reload in this tab's session
 * storage and the next page tells the shopper why they are signed out.
 */
const SESSION_EXPIRED_KEY = 'vitrine.sessionExpired';

/** Remembers, before the reload, that the session expired. */
export function rememberSessionExpired(): void {
  try {
    window.sessionStorage.setItem(SESSION_EXPIRED_KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the shopper only misses the explanation.
  }
}

/** Whether the session expired just before this page loaded; forgets it once read. */
export function takeSessionExpired(): boolean {
  try {
    const expired = window.sessionStorage.getItem(SESSION_EXPIRED_KEY) !== null;
    if (expired) window.sessionStorage.removeItem(SESSION_EXPIRED_KEY);
    return expired;
  } catch {
    return false;
  }
}
