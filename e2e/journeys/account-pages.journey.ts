import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage, visit } from '../src/browser.ts';
import {
  DEMO_CUSTOMER,
  SERVER_WAIT,
  expectGreeting,
  expectOnlyProvokedErrors,
  linkOfMail,
  submitSignIn,
} from './account-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).first().isVisible(), SERVER_WAIT).toBe(true);

/** The account navigation beside the page. */
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Mon compte' }).last();

describe('the signed-in pages on a desktop', () => {
  it('sends a signed-out visitor to sign in and back, then shows every account page', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;

    // The route rule: /wishlist → /sign-in with the origin remembered → back to /wishlist.
    await page.goto('/wishlist');
    await page.waitForURL('**/sign-in?returnTo=%2Fwishlist');
    expect(await heading(page)).toBe('Connexion');
    await checkPage(shop, 'account-rule-sign-in');
    await submitSignIn(page, DEMO_CUSTOMER);
    await page.waitForURL('**/wishlist', SERVER_WAIT);
    await expectGreeting(page, DEMO_CUSTOMER.firstname);
    await toast(page, 'Connexion réussie. Ravis de vous revoir\u202f!');
    expect(await heading(page)).toBe('Mes favoris');
    await expect
      .poll(() => page.getByText('3 produits', { exact: true }).isVisible(), SERVER_WAIT)
      .toBe(true);
    await checkPage(shop, 'account-wishlist');

    // Orders: newest first, the first one opened with its lines and VAT.
    await accountNav(page).getByRole('link', { name: 'Mes commandes' }).click();
    await page.waitForURL('**/order-history');
    // The three seeded orders at least (other journeys may have added theirs), newest first.
    const orders = page.getByRole('article');
    await expect.poll(() => orders.count(), SERVER_WAIT).toBeGreaterThanOrEqual(3);
    expect(await page.getByText(`${String(await orders.count())} commandes`).isVisible()).toBe(
      true,
    );
    const numbers = (await orders.getByRole('heading', { level: 2 }).allTextContents()).map(
      (heading) => Number(heading.replace(/\D/g, '')),
    );
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const seeded = (number: string) =>
      orders.filter({
        has: page.getByRole('heading', { level: 2, name: `Commande n°\u00a0${number}` }),
      });
    expect(await seeded('000000003').getByText('En attente de paiement').isVisible()).toBe(true);
    await seeded('000000002').getByRole('button', { name: 'Voir le détail' }).click();
    expect(await seeded('000000002').getByText('Durée de cure\u00a0: 30 jours').isVisible()).toBe(
      true,
    );
    await checkPage(shop, 'account-orders');

    // The e-mail link's alias shows the same page, marked in the navigation.
    await visit(shop, '/customer/account', 'account-orders-alias');
    await page.waitForURL('**/customer/account/');
    expect(await heading(page)).toBe('Mes commandes');
    expect(
      await accountNav(page)
        .getByRole('link', { name: 'Mes commandes' })
        .getAttribute('aria-current'),
    ).toBe('page');

    // Account information: change the first name, then put it back.
    await visit(shop, '/customer/account/edit/', 'account-information');
    expect(await heading(page)).toBe('Mes informations');
    await page.getByRole('button', { name: 'Modifier mes informations' }).click();
    const firstName = page.getByRole('textbox', { name: 'Prénom', exact: true });
    await firstName.fill('');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(() => page.getByText('Ce champ est obligatoire.').isVisible()).toBe(true);
    await firstName.fill('Camila');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await toast(page, 'Vos modifications sont enregistrées.');
    await expectGreeting(page, 'Camila');
    await page.getByRole('button', { name: 'Modifier mes informations' }).click();
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill(DEMO_CUSTOMER.firstname);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expectGreeting(page, DEMO_CUSTOMER.firstname);

    // A copy of the personal data: the e-mailed link confirms it.
    await page.getByRole('button', { name: 'Recevoir une copie de mes données' }).click();
    await expect
      .poll(() => page.getByText('Nous vous avons envoyé un e-mail').isVisible(), SERVER_WAIT)
      .toBe(true);
    const gdprLink = await linkOfMail(DEMO_CUSTOMER.email, 'gdpr_request');
    expect(gdprLink).toMatch(/^\/gdpr-request\/type\/export\/code\/[a-f0-9]{32}$/);
    await visit(shop, gdprLink, 'account-gdpr-request');
    expect(await page.getByRole('heading', { name: 'Confirmez votre demande' }).isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Confirmer la demande' }).click();
    await toast(page, 'Votre demande est confirmée');
    await expect
      .poll(() => page.getByText('Cette demande est confirmée.').isVisible(), SERVER_WAIT)
      .toBe(true);
    await checkPage(shop, 'account-gdpr-confirmed');

    // Address book: the French rules, then a new address, then deleted after a confirmation.
    await accountNav(page).getByRole('link', { name: 'Carnet d’adresses' }).click();
    await page.waitForURL('**/address-book');
    await expect
      .poll(() => page.getByText('Adresse de livraison par défaut').isVisible(), SERVER_WAIT)
      .toBe(true);
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Prénom').fill('Camille');
    await field('Nom').fill('Martin');
    await field('Adresse').fill('3 place Bellecour');
    await field('Code postal').fill('6900');
    await field('Ville').fill('Lyon');
    await field('Téléphone').fill('04 78 00 00 00');
    await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect
      .poll(() => page.getByText('Veuillez saisir un code postal valide à 5 chiffres.').isVisible())
      .toBe(true);
    await checkPage(shop, 'account-address-form');
    await field('Code postal').fill('69002');
    await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await toast(page, 'L’adresse est enregistrée.');
    const deleteBellecour = page.getByRole('button', {
      name: /Supprimer l’adresse de Camille Martin, Lyon/,
    });
    await expect.poll(() => deleteBellecour.count(), SERVER_WAIT).toBe(2);
    await checkPage(shop, 'account-address-book');
    await deleteBellecour.last().click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer cette adresse\u202f?' });
    await dialog.getByRole('button', { name: 'Supprimer l’adresse' }).click();
    await toast(page, 'L’adresse est supprimée.');
    await expect.poll(() => deleteBellecour.count(), SERVER_WAIT).toBe(1);

    // Saved cards and communication preferences.
    await accountNav(page).getByRole('link', { name: 'Moyens de paiement' }).click();
    await page.waitForURL('**/saved-payments');
    await expect
      .poll(() => page.getByText('Visa se terminant par 1111').isVisible(), SERVER_WAIT)
      .toBe(true);
    await checkPage(shop, 'account-saved-payments');
    await accountNav(page).getByRole('link', { name: 'Communications' }).click();
    await page.waitForURL('**/communications');
    const offers = page.getByRole('checkbox', { name: /personnaliser les offres/ });
    await expect.poll(() => offers.isVisible(), SERVER_WAIT).toBe(true);
    expect(await page.getByRole('checkbox', { name: /lettre d’information/ }).isChecked()).toBe(
      true,
    );
    await offers.check();
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await toast(page, 'Vos préférences sont enregistrées.');
    await page.reload();
    await expect.poll(() => offers.isChecked(), SERVER_WAIT).toBe(true);
    await offers.uncheck();
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await toast(page, 'Vos préférences sont enregistrées.');
    await checkPage(shop, 'account-communications');

    // Sign out from the header's menu: home, and the account pages ask to sign in again.
    await page.getByRole('button', { name: `Bonjour, ${DEMO_CUSTOMER.firstname}` }).click();
    const menu = page.locator('header').getByRole('navigation', { name: 'Mon compte' });
    // Six pages and « Mes abonnements » (the store has the subscriptions extension).
    expect(await menu.getByRole('link').count()).toBe(7);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: `Bonjour, ${DEMO_CUSTOMER.firstname}` }).click();
    await page.locator('header').getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/', SERVER_WAIT);
    await toast(page, 'Déconnexion effectuée. À bientôt\u202f!');
    await page.goto('/address-book');
    await page.waitForURL('**/sign-in?returnTo=%2Faddress-book');
    expect(await page.evaluate(() => window.localStorage.getItem('signin_token'))).toBeNull();

    expectOnlyProvokedErrors(shop.consoleErrors, []);
    await shop.context.close();
  });
});

describe('the signed-in pages on a phone (375 px)', () => {
  it('shows every account page without sideways scrolling', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.mobile);
    const { page } = shop;
    await page.goto('/sign-in?returnTo=%2Faccount-information');
    await submitSignIn(page, DEMO_CUSTOMER);
    await page.waitForURL('**/account-information', SERVER_WAIT);
    for (const path of [
      '/account-information',
      '/order-history',
      '/address-book',
      '/wishlist',
      '/saved-payments',
      '/communications',
    ]) {
      await visit(shop, path, `account-mobile${path.replace(/\//g, '-')}`);
      await expect
        .poll(
          () => page.getByRole('navigation', { name: 'Mon compte' }).last().isVisible(),
          SERVER_WAIT,
        )
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    }
    expectOnlyProvokedErrors(shop.consoleErrors, []);
    await shop.context.close();
  });
});
