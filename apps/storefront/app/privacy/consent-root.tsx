import { ConsentProvider, createMemoryConsent } from '@vitrine/ui';
import { Suspense, lazy, startTransition, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from '../i18n/shop-intl.tsx';
import { consentMessages } from './consent.messages.ts';
import { offeredPurposes, usePrivacySettings } from './privacy.ts';
import { getBrowserConsent } from './shop-consent.ts';
import type { ShopConsent } from './shop-consent.ts';

/** The banner and the panel: fetched only when one of them has something to show. */
const ConsentManager = lazy(() =>
  import('./consent-manager.tsx').then((module) => ({ default: module.ConsentManager })),
);

// The server knows nothing of the visitor's choices (they live in the browser): its HTML renders
// every third party held back, and no banner, whatever the visitor decided. Its placeholders offer
// the preferences link as the browser's do (the same HTML, so hydration matches).
const SERVER_CONSENT = createMemoryConsent([], () => undefined);

function pageConsent(): ShopConsent | null {
  return typeof window === 'undefined' ? null : getBrowserConsent();
}

/**
 * Gives the page the visitor's consent, and shows the banner when a purpose the store asks about
 * is undecided, or the panel when asked for. Both appear after hydration (the choices are read
 * from the browser), fixed over the page, so they never move it; returning visitors who have
 * chosen download neither.
 */
export function ConsentRoot({ children }: { children: ReactNode }) {
  const privacy = usePrivacySettings();
  const offered = useMemo(() => offeredPurposes(privacy), [privacy]);
  const [consent] = useState(pageConsent);
  // False in the server's HTML and while hydrating. The first answer after hydration renders in a
  // transition: read through an external store, it would re-render the page synchronously at the
  // end of hydration, in the same task (decision 180). Later changes (the footer's link, a
  // choice made) render at once.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (consent === null) return;
    const read = () => consent.needsAnswer(offered) || consent.preferencesOpen();
    const first = read();
    startTransition(() => setWanted(first));
    return consent.subscribe(() => setWanted(read()));
  }, [consent, offered]);
  // Once fetched, the manager stays: the panel plays its closing animation, focus returns.
  const [loaded, setLoaded] = useState(false);
  if (wanted && !loaded) setLoaded(true);
  return (
    <ConsentProvider control={consent ?? SERVER_CONSENT}>
      {consent !== null && loaded ? (
        <Suspense fallback={null}>
          <ConsentManager consent={consent} offered={offered} />
        </Suspense>
      ) : null}
      {children}
    </ConsentProvider>
  );
}

/** The footer's way back to the choices, at any time (CNIL: as easy to withdraw as to give). */
export function ConsentPreferencesLink({ className }: { className?: string | undefined }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={className}
      onClick={() => pageConsent()?.openPreferences()}
      aria-haspopup="dialog"
    >
      {intl.formatMessage(consentMessages.manageCookies)}
    </button>
  );
}
