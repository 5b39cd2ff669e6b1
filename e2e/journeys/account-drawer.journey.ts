import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage, visit } from '../src/browser.ts';
import {
  DEMO_CUSTOMER,
  SERVER_WAIT,
  expectGreeting,
  expectOnlyProvokedErrors,
  submitSignIn,
} from './account-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const title = (drawer: Locator) => drawer.getByRole('heading', { level: 2 }).first().textContent();

describe('the drawer’s account views on a phone (375 px)', () => {
  it('goes through Sign In, Forgot Password, Create Account and My Account, then signs out', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.mobile);
    const { page } = shop;
    await visit(shop, '/track-my-order/', 'account-drawer-start');

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => title(drawer)).toBe('Menu principal');
    await drawer.getByRole('button', { name: 'Se connecter' }).click();

    // Sign In, with the link to Forgot Password and to Create Account.
    await expect.poll(() => title(drawer)).toBe('Se connecter');
    await expect
      .poll(
        () => drawer.getByRole('button', { name: 'Se connecter', exact: true }).isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);
    await checkPage(shop, 'account-drawer-sign-in');
    await drawer.getByRole('button', { name: 'Mot de passe oublié\u202f?' }).click();
    await expect.poll(() => title(drawer)).toBe('Mot de passe oublié');
    await expect
      .poll(() => drawer.getByRole('button', { name: 'Recevoir le lien' }).isVisible(), SERVER_WAIT)
      .toBe(true);
    await checkPage(shop, 'account-drawer-forgot-password');
    // Back from Forgot Password goes to Sign In (spec §4).
    await drawer.getByRole('button', { name: 'Retour', exact: true }).click();
    await expect.poll(() => title(drawer)).toBe('Se connecter');
    await drawer.getByRole('button', { name: 'Créer un compte' }).click();
    await expect.poll(() => title(drawer)).toBe('Créer un compte');
    await expect
      .poll(() => drawer.getByRole('button', { name: 'Créer mon compte' }).isVisible(), SERVER_WAIT)
      .toBe(true);
    // The consent texts come from store config.
    await expect
      .poll(
        () => drawer.getByRole('checkbox', { name: /créer et gérer mon compte/ }).isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);
    await checkPage(shop, 'account-drawer-create-account');
    await drawer.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect.poll(() => title(drawer)).toBe('Se connecter');

    // Signing in there lands on My Account, in the drawer.
    await submitSignIn(page, DEMO_CUSTOMER, drawer);
    await expect.poll(() => title(drawer), SERVER_WAIT).toBe('Mon compte');
    await expect
      .poll(() => drawer.getByText(`Bonjour, ${DEMO_CUSTOMER.firstname}`).isVisible(), SERVER_WAIT)
      .toBe(true);
    await checkPage(shop, 'account-drawer-my-account');

    // A page of the account closes the drawer.
    await drawer.getByRole('link', { name: 'Mes commandes' }).click();
    await page.waitForURL('**/order-history');
    await expect.poll(() => drawer.count()).toBe(0);
    // The seeded orders, and any other journey's.
    await expect.poll(() => page.getByText(/^\d+ commandes$/).isVisible(), SERVER_WAIT).toBe(true);
    await checkPage(shop, 'account-drawer-orders');

    // The drawer's account entry now leads to My Account; sign out from there.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await drawer.getByRole('button', { name: `Bonjour, ${DEMO_CUSTOMER.firstname}` }).click();
    await expect.poll(() => title(drawer)).toBe('Mon compte');
    await drawer.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/', SERVER_WAIT);
    await expect.poll(() => drawer.count(), SERVER_WAIT).toBe(0);
    await expect
      .poll(
        () => page.getByText('Déconnexion effectuée. À bientôt\u202f!').isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Se connecter' }).first().isVisible()).toBe(true);

    expectOnlyProvokedErrors(shop.consoleErrors, []);
    await shop.context.close();
  });

  it('creates an account in the drawer and lands on My Account', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.mobile);
    const { page } = shop;
    await visit(shop, '/contact-us', 'account-drawer-new-start');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Se connecter' }).click();
    await drawer.getByRole('button', { name: 'Créer un compte' }).click();
    await expect
      .poll(
        () => drawer.getByRole('checkbox', { name: /créer et gérer mon compte/ }).isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);
    const field = (name: string) => drawer.getByRole('textbox', { name, exact: true });
    await field('Prénom').fill('Inès');
    await field('Nom').fill('Garnier');
    await field('Adresse e-mail').fill(`tiroir.${Date.now()}@example.fr`);
    await drawer.getByLabel('Mot de passe', { exact: true }).fill('Romarin-Thym-2026');
    await drawer.getByRole('checkbox', { name: /créer et gérer mon compte/ }).check();
    await drawer.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect.poll(() => title(drawer), SERVER_WAIT).toBe('Mon compte');
    await expect
      .poll(
        () => page.getByText('Votre compte est créé. Bienvenue chez Orsalis\u202f!').isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);
    await drawer.getByRole('button', { name: 'Fermer' }).click();
    await page.setViewportSize(VIEWPORTS.desktop);
    await expectGreeting(page, 'Inès');
    expectOnlyProvokedErrors(shop.consoleErrors, []);
    await shop.context.close();
  });
});
