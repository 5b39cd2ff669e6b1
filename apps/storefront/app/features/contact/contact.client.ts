/**
 * Sends the contact form from the browser, with its honeypot, and the anti-bot token when the
 * store asks for one and the visitor allowed it.
 */
import type { CommerceError } from '@vitrine/commerce-primitives';
import { sendContact } from '@vitrine/graphql-client';
import type { ContactInput, ShopExtension } from '@vitrine/graphql-client';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { guardForm } from '../../privacy/form-guard.ts';
import type { PrivacySettings } from '../../privacy/privacy.ts';

/**
 * Sends a checked form; its `contact-extras` fields go only to a store that offers the extension
 * (`sendContact` leaves them out otherwise).
 */
export async function submitContact(
  form: ContactInput,
  extensions: readonly ShopExtension[],
  protection: { privacy: PrivacySettings; honeypot: string },
): Promise<{ ok: true } | { ok: false; error: CommerceError }> {
  const shop = getBrowserShop();
  const guard = await guardForm(protection.privacy, 'CONTACT', protection.honeypot);
  const result = await sendContact(shop, { ...form, extensions, ...guard });
  if (!result.ok) return result;
  return result.status
    ? { ok: true }
    : { ok: false, error: { code: 'user', messages: ['The contact form is unavailable.'] } };
}
