/** The root loader's reading of the store's privacy settings (see `privacy.ts`). */
import { GetAnalyticsConfig, GetReCaptchaV3Config } from '@vitrine/graphql-client';
import type { ShopClient, ShopExtensions } from '@vitrine/graphql-client';
import { NO_PRIVACY_SETTINGS } from './privacy.ts';
import type { AntiBotConfig, PrivacySettings } from './privacy.ts';

/**
 * Reads reCAPTCHA's settings (core Magento) and, from a store offering `store-config-extras`,
 * whether it measures its audience with consent. Never fails: a backend that does not answer
 * asks for nothing more than the content purposes, and its forms go without a challenge.
 */
export async function loadPrivacySettings(
  shop: ShopClient,
  offered: Promise<ShopExtensions>,
): Promise<PrivacySettings> {
  const [antiBot, analytics] = await Promise.all([
    shop.graphql
      .query(GetReCaptchaV3Config, {})
      .toPromise()
      .then((result): AntiBotConfig | null => {
        const config = result.data?.recaptchaV3Config;
        if (!config?.is_enabled || config.website_key === '') return null;
        return {
          websiteKey: config.website_key,
          badge: config.badge_position || 'bottomright',
          language: config.language_code ?? 'fr',
          forms: config.forms.filter((form): form is NonNullable<typeof form> => form !== null),
        };
      }),
    offered.then(async (extensions) => {
      if (!extensions.has('store-config-extras')) return false;
      const result = await shop.graphql.query(GetAnalyticsConfig, {}).toPromise();
      const config = result.data?.storeConfig?.analytics;
      return Boolean(config?.enabled && config.requires_consent);
    }),
  ]).catch((error: unknown) => {
    console.error('Privacy settings could not be read', error);
    return [NO_PRIVACY_SETTINGS.antiBot, NO_PRIVACY_SETTINGS.analytics] as const;
  });
  return { antiBot, analytics };
}
