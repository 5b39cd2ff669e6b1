import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage } from '../src/browser.ts';
import {
  CONFIGURABLE_PRODUCT,
  PARIS,
  SIMPLE_PRODUCT,
  addToCart,
  guestCheckout,
  orderMails,
  storedCartId,
  uniqueEmail,
} from './checkout-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a guest checkout', () => {
  it('adds two products (one configurable), changes a quantity, pays by card, gets a receipt and creates the account it offers', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    const email = uniqueEmail('invite');

    await addToCart(shop, SIMPLE_PRODUCT, 'checkout-guest-product');
    await addToCart(shop, CONFIGURABLE_PRODUCT, 'checkout-guest-configurable');
    await page.goto('/cart');
    const line = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: SIMPLE_PRODUCT.name });
    await expect.poll(() => line.isVisible()).toBe(true);
    await line.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect
      .poll(() => line.getByRole('spinbutton').inputValue(), { timeout: 15_000 })
      .toBe('2');
    await checkPage(shop, 'checkout-guest-cart');
    const cartBefore = await storedCartId(page);
    await page.getByRole('link', { name: 'Passer commande' }).click();
    await page.waitForURL('**/checkout');

    const number = await guestCheckout(shop, 'checkout-guest', email);
    // The summary kept what was ordered: both lines, the changed quantity.
    const summary = page.getByRole('complementary');
    expect(await summary.getByText(SIMPLE_PRODUCT.name).isVisible()).toBe(true);
    expect(await summary.getByText(/Durée de cure\s*:\s*60 jours/).isVisible()).toBe(true);
    expect(await summary.getByText('× 2').isVisible()).toBe(true);
    // The server has exactly this order, and the shopper a new, empty cart.
    const mails = await orderMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(number);
    await expect.poll(() => storedCartId(page)).not.toBe(cartBefore);
    expect(await storedCartId(page)).not.toBeNull();

    // The receipt offers an account with what the guest typed, prefilled.
    const offer = page.getByRole('link', { name: 'Créer mon compte' });
    const href = new URL((await offer.getAttribute('href')) ?? '', 'http://shop');
    expect(href.pathname).toBe('/create-account');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      email,
      firstName: PARIS.firstname,
      lastName: PARIS.lastname,
    });
    await offer.click();
    await page.waitForURL('**/create-account?**');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect.poll(() => field('Adresse e-mail').inputValue()).toBe(email);
    expect(await field('Prénom').inputValue()).toBe(PARIS.firstname);
    expect(await field('Nom').inputValue()).toBe(PARIS.lastname);
    await checkPage(shop, 'checkout-guest-create-account');
    await page.getByLabel(/^Mot de passe\s*\*?$/).fill('Orsalis-Invite-2026!');
    // The consent to an account's data (store config's customer consent text) is required.
    await page.getByRole('checkbox', { name: /accepte que mes données/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect
      .poll(() => page.getByText('Bonjour, Camille').first().isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await checkPage(shop, 'checkout-guest-signed-in');

    // The new cart is empty.
    await page.goto('/cart');
    await expect.poll(() => page.getByText('Votre panier est vide.').isVisible()).toBe(true);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});
