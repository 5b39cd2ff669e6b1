import { INTEGRATION_TIMEOUT_MS } from '../testing/integration.ts';
import { describe, expect, it } from 'vitest';
import { createCart } from './cart.commerce.ts';
import { createAccount, signIn } from './customer.commerce.ts';
import {
  sendContact,
  setCustomerConsent,
  setGuestConsent,
  subscribeNewsletter,
} from './forms.commerce.ts';
import { NO_EXTENSIONS, SHOP_EXTENSIONS } from '../extensions/shop-extensions.ts';
import { newShopper, uniqueEmail } from './integration.helpers.ts';

/** The test server serves every extension (its default profile). */
const ALL = SHOP_EXTENSIONS;

describe('form functions against the commerce server', { timeout: INTEGRATION_TIMEOUT_MS }, () => {
  it('sends the contact form', async () => {
    const result = await sendContact(newShopper().shop, {
      name: 'Camille Martin',
      email: uniqueEmail('contact'),
      comment: 'Bonjour, une question sur ma commande.',
      isConsent: true,
      contactReason: 'order',
      orderNumber: '000000001',
      extensions: ALL,
    });
    expect(result).toEqual({ ok: true, status: true });
  });

  it('answers a contact form without consent as a user error', async () => {
    const result = await sendContact(newShopper().shop, {
      name: 'Camille Martin',
      email: uniqueEmail('contact'),
      comment: 'Bonjour',
      isConsent: false,
      contactReason: 'other',
      extensions: ALL,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'user' } });
  });

  it('subscribes to the newsletter, and a second subscription changes nothing', async () => {
    const shop = newShopper().shop;
    const email = uniqueEmail('newsletter');
    const first = await subscribeNewsletter(shop, { email, extensions: ALL });
    expect(first.ok && first.status).toMatch(/SUBSCRIBED|NOT_ACTIVE|UNCONFIRMED/);
    const second = await subscribeNewsletter(shop, { email, extensions: ALL });
    expect(second.ok).toBe(true);
  });

  it('subscribes with Magento’s own mutation, which refuses a second subscription', async () => {
    const shop = newShopper().shop;
    const email = uniqueEmail('newsletter-core');
    const first = await subscribeNewsletter(shop, { email, extensions: NO_EXTENSIONS });
    expect(first.ok && first.status).toMatch(/SUBSCRIBED|NOT_ACTIVE|UNCONFIRMED/);
    expect(await subscribeNewsletter(shop, { email, extensions: NO_EXTENSIONS })).toEqual({
      ok: false,
      error: { code: 'user', messages: ['This email address is already subscribed.'] },
    });
  });

  it('records a guest’s consent on the cart and a customer’s on the account', async () => {
    const guest = newShopper();
    const cart = await createCart(guest.shop);
    if (!cart.ok) throw new Error('no cart');
    expect(await setGuestConsent(guest.shop, { cartId: cart.cartId, isConsent: true })).toEqual({
      ok: true,
      isConsent: true,
    });

    const customer = newShopper();
    const email = uniqueEmail('consent');
    await createAccount(customer.shop, {
      email,
      firstname: 'Léa',
      lastname: 'Dubois',
      password: 'Orsalis-test-2026',
    });
    const token = await signIn(customer.shop, { email, password: 'Orsalis-test-2026' });
    if (!token.ok) throw new Error('no token');
    expect(
      await setCustomerConsent(customer.shop, { token: token.token, isConsent: false }),
    ).toEqual({
      ok: true,
      isConsent: false,
    });
  });
});
