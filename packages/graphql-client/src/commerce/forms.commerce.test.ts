import { describe, expect, it } from 'vitest';
import { shopWithFakeBackend } from '../testing/fake-backend.ts';
import { NO_EXTENSIONS } from '../extensions/shop-extensions.ts';
import {
  contactUsInput,
  sendContact,
  setCustomerConsent,
  setGuestConsent,
  subscribeNewsletter,
} from './forms.commerce.ts';

describe('form commerce functions', () => {
  const CONTACT = {
    name: 'Camille Martin',
    email: 'camille@example.fr',
    comment: 'Bonjour',
    telephone: '06 12 34 56 78',
    isConsent: true,
    contactReason: 'order',
    orderNumber: '000000123',
  };

  it('sends the contact form with its extra fields when the store offers contact-extras', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: { ContactUs: () => ({ data: { contactUs: { status: true } } }) },
    });
    const result = await sendContact(shop, {
      ...CONTACT,
      extensions: new Set(['capabilities', 'contact-extras'] as const),
      antiBot: { token: 'captcha-token', action: 'contactUs' },
    });
    expect(result).toEqual({ ok: true, status: true });
    const [request] = backend.requests;
    expect(request!.body).toEqual({
      input: {
        name: 'Camille Martin',
        email: 'camille@example.fr',
        comment: 'Bonjour',
        telephone: '06 12 34 56 78',
        is_consent: true,
        contactReason: 'order',
        orderNumber: '000000123',
      },
    });
    expect(request!.headers.get('x-recaptcha')).toBe('captcha-token');
    expect(request!.headers.get('x-recaptcha-action')).toBe('contactUs');
  });

  it('sends only Magento’s four fields to a store without contact-extras', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: { ContactUs: () => ({ data: { contactUs: { status: true } } }) },
    });
    expect(await sendContact(shop, { ...CONTACT, extensions: ['gdpr'] })).toEqual({
      ok: true,
      status: true,
    });
    expect(backend.requests[0]!.body).toEqual({
      input: {
        name: 'Camille Martin',
        email: 'camille@example.fr',
        comment: 'Bonjour',
        telephone: '06 12 34 56 78',
      },
    });
  });

  it('leaves out a blank telephone and the extras the form did not ask', () => {
    const form = { name: 'Léa', email: 'lea@example.fr', comment: 'Bonjour', telephone: '' };
    expect(contactUsInput(form, NO_EXTENSIONS)).toEqual({
      name: 'Léa',
      email: 'lea@example.fr',
      comment: 'Bonjour',
    });
    expect(contactUsInput({ ...form, isConsent: false }, ['contact-extras'])).toEqual({
      name: 'Léa',
      email: 'lea@example.fr',
      comment: 'Bonjour',
      is_consent: false,
    });
  });

  it('subscribes with the composite mutation (consent, footer) when the store offers it, never cached', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        SubscribeToNewsletterComposite: () => ({
          data: { subscribeToNewsletterComposite: { status: 'SUBSCRIBED' } },
        }),
      },
    });
    const input = {
      email: 'camille@example.fr',
      extensions: ['newsletter-composite'] as const,
      antiBot: { token: 't', action: 'subscribeNewsLetter' },
    };
    expect(await subscribeNewsletter(shop, input)).toEqual({ ok: true, status: 'SUBSCRIBED' });
    expect(await subscribeNewsletter(shop, input)).toEqual({ ok: true, status: 'SUBSCRIBED' });
    expect(backend.requests).toHaveLength(2);
    expect(backend.requests.map((request) => request.operationName)).toEqual([
      'SubscribeToNewsletterComposite',
      'SubscribeToNewsletterComposite',
    ]);
    expect(backend.requests[0]!.body).toEqual({
      email: 'camille@example.fr',
      isConsent: true,
      optinSource: 'footer',
    });
    expect(backend.requests[0]!.headers.get('x-recaptcha')).toBe('t');
  });

  it('sends the honeypot field’s value, even empty, and the form without a token when it has none', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        ContactUs: () => ({ data: { contactUs: { status: true } } }),
        SubscribeEmailToNewsletter: () => ({
          data: { subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } },
        }),
      },
    });
    await sendContact(shop, { ...CONTACT, extensions: NO_EXTENSIONS, honeypot: '' });
    await subscribeNewsletter(shop, {
      email: 'camille@example.fr',
      extensions: NO_EXTENSIONS,
      honeypot: 'bot@spam.example',
    });
    expect(
      backend.requests.map((request) => [
        request.headers.get('x-vitrine-honeypot'),
        request.headers.get('x-recaptcha'),
      ]),
    ).toEqual([
      ['', null],
      ['bot@spam.example', null],
    ]);
  });

  it('subscribes with Magento’s subscribeEmailToNewsletter on a store without the composite', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        SubscribeEmailToNewsletter: () => ({
          data: { subscribeEmailToNewsletter: { status: 'NOT_ACTIVE' } },
        }),
      },
    });
    const result = await subscribeNewsletter(shop, {
      email: 'camille@example.fr',
      extensions: NO_EXTENSIONS,
      antiBot: { token: 't', action: 'subscribeNewsLetter' },
    });
    expect(result).toEqual({ ok: true, status: 'NOT_ACTIVE' });
    expect(backend.requests).toHaveLength(1);
    expect(backend.requests[0]!.operationName).toBe('SubscribeEmailToNewsletter');
    expect(backend.requests[0]!.body).toEqual({ email: 'camille@example.fr' });
    expect(backend.requests[0]!.headers.get('x-recaptcha')).toBe('t');
  });

  it('reports the newsletter errors for the form', async () => {
    const { shop } = shopWithFakeBackend({
      graphql: {
        SubscribeEmailToNewsletter: () => ({
          data: { subscribeEmailToNewsletter: null },
          errors: [
            {
              message:
                'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
              extensions: { category: 'graphql-input' },
            },
          ],
        }),
      },
    });
    expect(
      await subscribeNewsletter(shop, { email: 'camille@example.fr', extensions: [] }),
    ).toEqual({
      ok: false,
      error: {
        code: 'user',
        messages: [
          'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
        ],
      },
    });
  });

  it('records customer and guest consents', async () => {
    const { shop, backend } = shopWithFakeBackend({
      graphql: {
        AddOrUpdateCustomerConsent: () => ({
          data: { addOrUpdateCustomerConsent: { is_consent: true } },
        }),
        AddOrUpdateGuestConsent: () => ({
          data: { addOrUpdateGuestConsent: { is_consent: false } },
        }),
      },
    });
    expect(await setCustomerConsent(shop, { token: 'tok', isConsent: true })).toEqual({
      ok: true,
      isConsent: true,
    });
    expect(await setGuestConsent(shop, { cartId: 'c', isConsent: false })).toEqual({
      ok: true,
      isConsent: false,
    });
    expect(backend.requests[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(backend.requests[1]!.body).toEqual({ isConsent: false, cartId: 'c' });
  });
});
