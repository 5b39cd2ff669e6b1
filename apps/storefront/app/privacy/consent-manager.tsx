import { ConsentBanner, ConsentPreferences } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useIntl } from '../i18n/shop-intl.tsx';
import { consentManagerMessages as messages } from './consent-manager.messages.ts';
import type { ConsentChoices, ConsentPurpose } from './consent.store.ts';
import type { ShopConsent } from './shop-consent.ts';

const PURPOSE_TEXTS: Record<ConsentPurpose, { title: MessageDescriptor; text: MessageDescriptor }> =
  {
    videos: { title: messages.videosTitle, text: messages.videosText },
    maps: { title: messages.mapsTitle, text: messages.mapsText },
    social: { title: messages.socialTitle, text: messages.socialText },
    antiBot: { title: messages.antiBotTitle, text: messages.antiBotText },
    analytics: { title: messages.analyticsTitle, text: messages.analyticsText },
  };

/**
 * When the banner goes (the visitor answered), the button they pressed goes with it: focus moves
 * to the page's main content rather than falling back to the start of the document.
 */
function useFocusAfterBanner(shown: boolean) {
  const wasShown = useRef(shown);
  useEffect(() => {
    const hidden = wasShown.current && !shown;
    wasShown.current = shown;
    if (!hidden) return;
    const active = document.activeElement;
    if (active === null || active === document.body) {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [shown]);
}

/**
 * The consent banner (while a purpose the store asks about is undecided) and the per-purpose
 * panel (when asked for), over the page's consent. "Accept all" and "Reject all" answer every
 * purpose offered; closing the panel answers nothing.
 */
export function ConsentManager({
  consent,
  offered,
}: {
  consent: ShopConsent;
  offered: readonly ConsentPurpose[];
}) {
  const intl = useIntl();
  const choices = useSyncExternalStore(consent.subscribe, consent.choices, consent.choices);
  const open = useSyncExternalStore(
    consent.subscribe,
    consent.preferencesOpen,
    consent.preferencesOpen,
  );
  const asking = offered.some((purpose) => choices[purpose] === undefined);
  useFocusAfterBanner(asking);

  const purposes = useMemo(
    () =>
      offered.map((purpose) => ({
        id: purpose,
        title: intl.formatMessage(PURPOSE_TEXTS[purpose].title),
        description: intl.formatMessage(PURPOSE_TEXTS[purpose].text),
      })),
    [offered, intl],
  );
  const answer = (decided: ConsentChoices) => {
    consent.decide(decided);
    consent.closePreferences();
  };
  const everything = (granted: boolean) =>
    answer(Object.fromEntries(offered.map((purpose) => [purpose, granted])));

  return (
    <>
      {asking ? (
        <ConsentBanner
          title={intl.formatMessage(messages.bannerTitle)}
          onAcceptAll={() => everything(true)}
          onRejectAll={() => everything(false)}
          onCustomise={consent.openPreferences}
        >
          <p>
            {intl.formatMessage(messages.bannerText, {
              antiBot: offered.includes('antiBot') ? 'yes' : 'no',
              analytics: offered.includes('analytics') ? 'yes' : 'no',
            })}
          </p>
          <p>{intl.formatMessage(messages.bannerChange)}</p>
        </ConsentBanner>
      ) : null}
      <ConsentPreferences
        isOpen={open}
        onClose={consent.closePreferences}
        intro={<p>{intl.formatMessage(messages.intro)}</p>}
        necessary={{
          title: intl.formatMessage(messages.necessaryTitle),
          description: intl.formatMessage(messages.necessaryText),
        }}
        purposes={purposes}
        initial={choices}
        onSave={answer}
      />
    </>
  );
}
