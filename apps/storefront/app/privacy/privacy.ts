/**
 * What the store asks consent for, beyond the third-party content every page may hold: the
 * anti-bot challenge when the store turns it on, audience measurement when it measures and asks
 * first. Read once by the root loader (`privacy.server.ts`) and handed to every page.
 */
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';
import { CONTENT_PURPOSES } from './consent.store.ts';
import type { ConsentPurpose } from './consent.store.ts';

/** The store's reCAPTCHA v3 settings (`recaptchaV3Config`), when it is on. */
export interface AntiBotConfig {
  websiteKey: string;
  /** `bottomright` (spec §9 default), `bottomleft` or `inline`. */
  badge: string;
  language: string;
  /** The forms it protects (Magento's `ReCaptchaFormEnum` names). */
  forms: readonly string[];
}

/** The store's settings that decide what the consent banner asks. */
export interface PrivacySettings {
  antiBot: AntiBotConfig | null;
  /** The store measures its audience and asks the visitor first (extension store-config-extras). */
  analytics: boolean;
}

/** Nothing beyond the content purposes (a backend that could not be asked). */
export const NO_PRIVACY_SETTINGS: PrivacySettings = { antiBot: null, analytics: false };

/** The purposes the banner and the panel ask about, in the panel's order. */
export function offeredPurposes(settings: PrivacySettings): ConsentPurpose[] {
  return [
    ...CONTENT_PURPOSES,
    ...(settings.antiBot ? (['antiBot'] as const) : []),
    ...(settings.analytics ? (['analytics'] as const) : []),
  ];
}

/** The store's privacy settings, as the root loader found them. */
export function usePrivacySettings(): PrivacySettings {
  return useRouteLoaderData<RootData>('root')?.privacy ?? NO_PRIVACY_SETTINGS;
}
