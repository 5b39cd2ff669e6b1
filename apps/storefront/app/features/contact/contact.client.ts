/** Sends the contact form from the browser, with the anti-bot token when the store asks for one. */
import type { CommerceError } from '@vitrine/cart-core';
import { sendContact } from '@vitrine/graphql-client';
import type { ContactForm } from '@vitrine/validation';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { antiBotToken } from './anti-bot.client.ts';

/** Magento's action name for the contact form's challenge. */
const CONTACT_ACTION = 'contactUs';

export async function submitContact(
  form: ContactForm,
): Promise<{ ok: true } | { ok: false; error: CommerceError }> {
  const shop = getBrowserShop();
  const antiBot = await antiBotToken(shop, 'CONTACT', CONTACT_ACTION);
  const result = await sendContact(shop, { ...form, ...(antiBot ? { antiBot } : {}) });
  if (!result.ok) return result;
  return result.status
    ? { ok: true }
    : { ok: false, error: { code: 'user', messages: ['The contact form is unavailable.'] } };
}
