/** The footer's newsletter calls, loaded when the shopper uses the form. */
import { GetNewsletterConsentTexts, subscribeNewsletter } from '@vitrine/graphql-client';
import type { ShopExtension } from '@vitrine/graphql-client';
import type { MessageDescriptor } from '@vitrine/validation';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { describeCommerceError } from '../../forms/server-messages.ts';
import { guardForm } from '../../privacy/form-guard.ts';
import type { PrivacySettings } from '../../privacy/privacy.ts';

/**
 * Subscribes from the footer, with the honeypot and, when asked for and allowed, the anti-bot
 * token (action subscribeNewsLetter, spec §5): the composite mutation on a store with extension
 * `newsletter-composite`, Magento's `subscribeEmailToNewsletter` otherwise. `confirm` is true when
 * the store e-mailed a confirmation link first (Magento's `NOT_ACTIVE` or `UNCONFIRMED`).
 */
export async function subscribe(
  email: string,
  extensions: readonly ShopExtension[],
  protection: { privacy: PrivacySettings; honeypot: string },
): Promise<{ ok: true; confirm: boolean } | { ok: false; error: MessageDescriptor | string }> {
  const shop = getBrowserShop();
  const guard = await guardForm(protection.privacy, 'NEWSLETTER', protection.honeypot);
  const result = await subscribeNewsletter(shop, { email, extensions, ...guard });
  if (!result.ok) return { ok: false, error: describeCommerceError(result.error) };
  return { ok: true, confirm: result.status === 'NOT_ACTIVE' || result.status === 'UNCONFIRMED' };
}

/** The newsletter's legal text from store config (extension `gdpr`: gdpr_consent_texts.newsletter). */
export async function loadLegalText(): Promise<string | null> {
  const result = await getBrowserShop().graphql.query(GetNewsletterConsentTexts, {}).toPromise();
  return result.data?.storeConfig?.gdpr_consent_texts?.newsletter?.legal_text ?? null;
}
