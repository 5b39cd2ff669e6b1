/** The footer's newsletter calls, loaded when the shopper uses the form. */
import { GetNewsletterConsentTexts, subscribeNewsletter } from '@vitrine/graphql-client';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import type { MessageDescriptor } from '@vitrine/validation';
import { describeCommerceError } from '../account/server-messages.ts';
import { antiBotToken } from '../contact/anti-bot.client.ts';

/** Magento's action name for the newsletter's challenge (spec §5: subscribeNewsLetter). */
const NEWSLETTER_ACTION = 'subscribeNewsLetter';

/** `subscribeToNewsletterComposite` from the footer, with the anti-bot token when asked for. */
export async function subscribe(
  email: string,
): Promise<{ ok: true } | { ok: false; error: MessageDescriptor | string }> {
  const shop = getBrowserShop();
  const antiBot = await antiBotToken(shop, 'NEWSLETTER', NEWSLETTER_ACTION);
  const result = await subscribeNewsletter(shop, { email, ...(antiBot ? { antiBot } : {}) });
  return result.ok ? { ok: true } : { ok: false, error: describeCommerceError(result.error) };
}

/** The newsletter's legal text from store config (gdpr_consent_texts.newsletter). */
export async function loadLegalText(): Promise<string | null> {
  const result = await getBrowserShop().graphql.query(GetNewsletterConsentTexts, {}).toPromise();
  return result.data?.storeConfig?.gdpr_consent_texts?.newsletter?.legal_text ?? null;
}
