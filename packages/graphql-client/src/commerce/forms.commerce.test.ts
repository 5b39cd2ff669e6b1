import { describe, expect, it, vi } from 'vitest';
import { createShopClient } from '../client/create-shop-client.ts';
import { createFakeBackend } from '../testing/fake-backend.ts';
import type { FakeBackendHandlers } from '../testing/fake-backend.ts';
import {
  sendContact,
  setCustomerConsent,
  setGuestConsent,
  subscribeNewsletter,
} from './forms.commerce.ts';

function shopWith(handlers: FakeBackendHandlers) {
  const backend = createFakeBackend(handlers);
  const shop = createShopClient({
    backendUrl: 'http://backend.test',
    fetch: backend.fetch,
    log: vi.fn(),
  });
  return { shop, backend };
}

describe('form commerce functions', () => {
  it('sends the contact form with its anti-bot token and action', async () => {
    const { shop, backend } = shopWith({
      graphql: { ContactUs: () => ({ data: { contactUs: { status: true } } }) },
    });
    const result = await sendContact(shop, {
      name: 'Camille Martin',
      email: 'camille@example.fr',
      comment: 'Bonjour',
      isConsent: true,
      contactReason: 'order',
      orderNumber: '000000123',
      antiBot: { token: 'captcha-token', action: 'contactUs' },
    });
    expect(result).toEqual({ ok: true, status: true });
    const [request] = backend.requests;
    expect(request!.body).toEqual({
      input: {
        name: 'Camille Martin',
        email: 'camille@example.fr',
        comment: 'Bonjour',
        is_consent: true,
        contactReason: 'order',
        orderNumber: '000000123',
      },
    });
    expect(request!.headers.get('x-recaptcha')).toBe('captcha-token');
    expect(request!.headers.get('x-recaptcha-action')).toBe('contactUs');
  });

  it('subscribes to the newsletter from the footer with consent, and never caches', async () => {
    const { shop, backend } = shopWith({
      graphql: {
        SubscribeToNewsletterComposite: () => ({
          data: { subscribeToNewsletterComposite: { status: 'SUBSCRIBED' } },
        }),
      },
    });
    const input = {
      email: 'camille@example.fr',
      antiBot: { token: 't', action: 'subscribeNewsLetter' },
    };
    expect(await subscribeNewsletter(shop, input)).toEqual({ ok: true, status: 'SUBSCRIBED' });
    expect(await subscribeNewsletter(shop, input)).toEqual({ ok: true, status: 'SUBSCRIBED' });
    expect(backend.requests).toHaveLength(2);
    expect(backend.requests[0]!.body).toEqual({
      email: 'camille@example.fr',
      isConsent: true,
      optinSource: 'footer',
    });
    expect(backend.requests[0]!.headers.get('x-recaptcha')).toBe('t');
  });

  it('reports the newsletter errors for the form', async () => {
    const { shop } = shopWith({
      graphql: {
        SubscribeToNewsletterComposite: () => ({
          data: { subscribeToNewsletterComposite: null },
          errors: [
            {
              message: 'This email address is already subscribed.',
              extensions: { category: 'graphql-input' },
            },
          ],
        }),
      },
    });
    expect(await subscribeNewsletter(shop, { email: 'camille@example.fr' })).toEqual({
      ok: false,
      error: { code: 'user', messages: ['This email address is already subscribed.'] },
    });
  });

  it('records customer and guest consents', async () => {
    const { shop, backend } = shopWith({
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
