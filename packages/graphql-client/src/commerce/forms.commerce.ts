/**
 * The shop's forms (spec §7): contact, newsletter and consents. Forms protected by the anti-bot
 * challenge send its token in Magento's `X-ReCaptcha` header.
 */
import type { CommerceResult } from '@vitrine/cart-core';
import type { ShopClient } from '../client/create-shop-client.ts';
import {
  AddOrUpdateCustomerConsent,
  AddOrUpdateGuestConsent,
} from '../operations/extensions/gdpr.operations.ts';
import { SubscribeToNewsletterComposite } from '../operations/extensions/newsletter-composite.operations.ts';
import { ContactUs } from '../operations/forms.operations.ts';
import { runMutation } from './run.ts';

/** The anti-bot challenge's answer for one form action. */
export interface AntiBotToken {
  /** The reCAPTCHA v3 token. */
  token: string;
  /** The action the token was made for (`subscribeNewsLetter`, `contactUs`, …). */
  action: string;
}

function antiBotHeaders(antiBot: AntiBotToken | undefined): Record<string, string> {
  return antiBot ? { 'x-recaptcha': antiBot.token, 'x-recaptcha-action': antiBot.action } : {};
}

/** What the contact form sends (spec §3 Contact form). */
export interface ContactInput {
  name: string;
  email: string;
  comment: string;
  telephone?: string;
  isConsent: boolean;
  contactReason: string;
  orderNumber?: string;
}

/** `contactUs`. */
export async function sendContact(
  shop: ShopClient,
  input: ContactInput & { antiBot?: AntiBotToken },
): Promise<CommerceResult<{ status: boolean }>> {
  const { antiBot, ...form } = input;
  const result = await runMutation(
    shop,
    ContactUs,
    {
      input: {
        name: form.name,
        email: form.email,
        comment: form.comment,
        is_consent: form.isConsent,
        contactReason: form.contactReason,
        ...(form.telephone ? { telephone: form.telephone } : {}),
        ...(form.orderNumber ? { orderNumber: form.orderNumber } : {}),
      },
    },
    { headers: antiBotHeaders(antiBot) },
  );
  if (!result.ok) return result;
  return { ok: true, status: result.data.contactUs?.status ?? false };
}

/**
 * `subscribeToNewsletterComposite` from the footer: consent given, opt-in source `footer`, with the
 * anti-bot data, never cached.
 */
export async function subscribeNewsletter(
  shop: ShopClient,
  input: { email: string; antiBot?: AntiBotToken },
): Promise<CommerceResult<{ status: string }>> {
  const result = await runMutation(
    shop,
    SubscribeToNewsletterComposite,
    { email: input.email, isConsent: true, optinSource: 'footer' },
    { headers: antiBotHeaders(input.antiBot) },
  );
  if (!result.ok) return result;
  return { ok: true, status: String(result.data.subscribeToNewsletterComposite?.status ?? '') };
}

/** `addOrUpdateCustomerConsent` for a signed-in customer. */
export async function setCustomerConsent(
  shop: ShopClient,
  input: { token: string; isConsent: boolean },
): Promise<CommerceResult<{ isConsent: boolean }>> {
  const result = await runMutation(
    shop,
    AddOrUpdateCustomerConsent,
    { isConsent: input.isConsent },
    { token: input.token },
  );
  if (!result.ok) return result;
  return {
    ok: true,
    isConsent: result.data.addOrUpdateCustomerConsent?.is_consent ?? input.isConsent,
  };
}

/** `addOrUpdateGuestConsent` on a guest's cart. */
export async function setGuestConsent(
  shop: ShopClient,
  input: { cartId: string; isConsent: boolean },
): Promise<CommerceResult<{ isConsent: boolean }>> {
  const result = await runMutation(shop, AddOrUpdateGuestConsent, input);
  if (!result.ok) return result;
  return {
    ok: true,
    isConsent: result.data.addOrUpdateGuestConsent?.is_consent ?? input.isConsent,
  };
}
