/** Sends the contact form from the browser, with the anti-bot token when the store asks for one. */
import type { CommerceError } from '@vitrine/cart-core';
import { sendContact } from '@vitrine/graphql-client';
import type { ContactInput, ShopExtension } from '@vitrine/graphql-client';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { antiBotToken } from './anti-bot.client.ts';

/** Magento's action name for the contact form's challenge. */
const CONTACT_ACTION = 'contactUs';

/**
 * Sends a checked form; its `contact-extras` fields go only to a store that offers the extension
 * (`sendContact` leaves them out otherwise).
 */
export async function submitContact(
  form: ContactInput,
  extensions: readonly ShopExtension[],
): Promise<{ ok: true } | { ok: false; error: CommerceError }> {
  const shop = getBrowserShop();
  const antiBot = await antiBotToken(shop, 'CONTACT', CONTACT_ACTION);
  const result = await sendContact(shop, {
    ...form,
    extensions,
    ...(antiBot ? { antiBot } : {}),
  });
  if (!result.ok) return result;
  return result.status
    ? { ok: true }
    : { ok: false, error: { code: 'user', messages: ['The contact form is unavailable.'] } };
}
