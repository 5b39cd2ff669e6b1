/**
 * What a protected form sends beside its fields (`FormGuard`): the honeypot field's value always,
 * and the anti-bot token when the store asks for one on that form, the visitor allowed the
 * anti-bot purpose, and Google answered in time. Without consent nothing is asked of Google and
 * the form goes without a token (the server then applies its stricter limits).
 */
import type { FormGuard } from '@vitrine/graphql-client';
import { antiBotSettingsFor, antiBotToken } from './anti-bot.client.ts';
import type { PrivacySettings } from './privacy.ts';
import { getBrowserConsent } from './shop-consent.ts';

/** The protected forms this storefront sends (Magento's `ReCaptchaFormEnum` names). */
export type GuardedForm =
  'CONTACT' | 'NEWSLETTER' | 'CUSTOMER_LOGIN' | 'CUSTOMER_CREATE' | 'CUSTOMER_FORGOT_PASSWORD';

/**
 * The reCAPTCHA action of each form, as Magento's storefront names them (spec §5 for the
 * newsletter); the server checks the token was made for it.
 */
export const FORM_ACTIONS: Record<GuardedForm, string> = {
  CONTACT: 'contactUs',
  NEWSLETTER: 'subscribeNewsLetter',
  CUSTOMER_LOGIN: 'signIn',
  CUSTOMER_CREATE: 'createAccount',
  CUSTOMER_FORGOT_PASSWORD: 'forgotPassword',
};

/** Whether the visitor allowed the anti-bot purpose (the page's consent by default). */
export type AntiBotConsent = () => boolean;

const browserAntiBotConsent: AntiBotConsent = () => getBrowserConsent().isGranted('antiBot');

/** The guard of one submission of `form`. */
export async function guardForm(
  privacy: PrivacySettings,
  form: GuardedForm,
  honeypot: string,
  consented: AntiBotConsent = browserAntiBotConsent,
): Promise<FormGuard> {
  const settings = antiBotSettingsFor(privacy.antiBot, form);
  if (settings === null || !consented()) return { honeypot };
  const antiBot = await antiBotToken(settings, FORM_ACTIONS[form]);
  return antiBot ? { honeypot, antiBot } : { honeypot };
}
