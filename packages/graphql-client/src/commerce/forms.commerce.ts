/**
 * The shop's forms (spec §7): contact, newsletter and consents. Forms protected by the anti-bot
 * challenge send its token in Magento's `X-ReCaptcha` header, and the honeypot field's value in
 * `X-Vitrine-Honeypot`. What an extension adds is sent only when the store offers it (decision 100).
 */
import type { CommerceResult } from '@vitrine/commerce-primitives';
import type { ShopClient } from '../client/create-shop-client.ts';
import {
  AddOrUpdateCustomerConsent,
  AddOrUpdateGuestConsent,
} from '../operations/extensions/gdpr.operations.ts';
import { SubscribeToNewsletterComposite } from '../operations/extensions/newsletter-composite.operations.ts';
import type { ShopExtension, ShopExtensions } from '../extensions/shop-extensions.ts';
import type { VariablesOf } from '../graphql.ts';
import { ContactUs, SubscribeEmailToNewsletter } from '../operations/forms.operations.ts';
import { runMutation } from './run.ts';

/** The anti-bot challenge's answer for one form action. */
export interface AntiBotToken {
  /** The reCAPTCHA v3 token. */
  token: string;
  /** The action the token was made for (`subscribeNewsLetter`, `contactUs`, …). */
  action: string;
}

/** The header carrying a protected form's honeypot field (empty when a person filled the form). */
export const HONEYPOT_HEADER = 'x-vitrine-honeypot';

/**
 * What a protected form sends beside its fields: the anti-bot token when the challenge ran (the
 * visitor consented and Google answered), and the honeypot field's value, which only robots fill.
 * A form sent without a token is still sent: the server decides (spec §8, stricter limits).
 */
export interface FormGuard {
  antiBot?: AntiBotToken | undefined;
  /** The hidden field's value; sent even when empty, so the server knows the form sent it. */
  honeypot?: string | undefined;
}

/** The request headers of a {@link FormGuard}. */
export function formGuardHeaders(guard: FormGuard = {}): Record<string, string> {
  return {
    ...(guard.antiBot
      ? { 'x-recaptcha': guard.antiBot.token, 'x-recaptcha-action': guard.antiBot.action }
      : {}),
    ...(guard.honeypot !== undefined ? { [HONEYPOT_HEADER]: guard.honeypot } : {}),
  };
}

/**
 * What the contact form sends (spec §3 Contact form). Magento's `ContactUsInput` has the name,
 * e-mail, telephone and comment; the consent, the reason and the order number are extension
 * `contact-extras`' and go to the backend only when it offers that extension.
 */
export interface ContactInput {
  name: string;
  email: string;
  comment: string;
  telephone?: string | undefined;
  /** Extension `contact-extras`. */
  isConsent?: boolean | undefined;
  /** Extension `contact-extras`. */
  contactReason?: string | undefined;
  /** Extension `contact-extras`. */
  orderNumber?: string | undefined;
}

/** The extensions a store offers, as a set (server) or a list (the root loader's data). */
type Offered = ShopExtensions | readonly ShopExtension[];

function offers(extensions: Offered, name: ShopExtension): boolean {
  return 'has' in extensions ? extensions.has(name) : extensions.includes(name);
}

/**
 * The `ContactUsInput` of a form: Magento's fields always, the `contact-extras` fields only when
 * the store offers it (a stock Magento refuses a whole request for one unknown input field).
 */
export function contactUsInput(
  form: ContactInput,
  extensions: Offered,
): VariablesOf<typeof ContactUs>['input'] {
  const core = {
    name: form.name,
    email: form.email,
    comment: form.comment,
    ...(form.telephone ? { telephone: form.telephone } : {}),
  };
  if (!offers(extensions, 'contact-extras')) return core;
  return {
    ...core,
    ...(form.isConsent !== undefined ? { is_consent: form.isConsent } : {}),
    ...(form.contactReason ? { contactReason: form.contactReason } : {}),
    ...(form.orderNumber ? { orderNumber: form.orderNumber } : {}),
  };
}

/** `contactUs`, with the anti-bot token when the store asks for one, and the honeypot. */
export async function sendContact(
  shop: ShopClient,
  input: ContactInput & { extensions: Offered } & FormGuard,
): Promise<CommerceResult<{ status: boolean }>> {
  const { antiBot, honeypot, extensions, ...form } = input;
  const result = await runMutation(
    shop,
    ContactUs,
    { input: contactUsInput(form, extensions) },
    { headers: formGuardHeaders({ antiBot, honeypot }) },
  );
  if (!result.ok) return result;
  return { ok: true, status: result.data.contactUs?.status ?? false };
}

/** Magento's newsletter subscription states (`SubscriptionStatusesEnum`), or '' when unknown. */
export type SubscriptionStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'UNCONFIRMED' | '';

/**
 * Subscribes an e-mail from the footer. With extension `newsletter-composite`:
 * `subscribeToNewsletterComposite` with the consent and the opt-in source `footer`; on a stock
 * Magento: its own `subscribeEmailToNewsletter(email)`. Both carry the anti-bot data and the
 * honeypot, and are never cached. `NOT_ACTIVE` or `UNCONFIRMED` means the store e-mailed a
 * confirmation link.
 */
export async function subscribeNewsletter(
  shop: ShopClient,
  input: { email: string; extensions: Offered } & FormGuard,
): Promise<CommerceResult<{ status: SubscriptionStatus }>> {
  const options = { headers: formGuardHeaders(input) };
  if (offers(input.extensions, 'newsletter-composite')) {
    const result = await runMutation(
      shop,
      SubscribeToNewsletterComposite,
      { email: input.email, isConsent: true, optinSource: 'footer' },
      options,
    );
    if (!result.ok) return result;
    return { ok: true, status: result.data.subscribeToNewsletterComposite?.status ?? '' };
  }
  const result = await runMutation(
    shop,
    SubscribeEmailToNewsletter,
    { email: input.email },
    options,
  );
  if (!result.ok) return result;
  return { ok: true, status: result.data.subscribeEmailToNewsletter?.status ?? '' };
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
