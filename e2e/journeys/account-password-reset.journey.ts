import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIEWPORTS,
  checkPage,
  launchBrowser,
  openShopPage,
  visit,
  waitForHydration,
} from '../src/browser.ts';
import {
  SERVER_WAIT,
  emailField,
  expectGreeting,
  expectOnlyProvokedErrors,
  linkOfMail,
  submitSignIn,
  uniqueEmail,
} from './account-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const FIRST_PASSWORD = 'Tisane-Verveine-42';
const NEW_PASSWORD = 'Camomille-Bio-2027';

describe('a forgotten password (journey 5)', () => {
  it('creates an account, resets its password from the e-mailed link, and signs in with the new one', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    const email = uniqueEmail('oubli');

    // A new customer, so the reset throttling of other runs does not apply.
    await visit(shop, '/create-account', 'account-reset-create');
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Léa');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Rousseau');
    await emailField(page).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('court');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    // The policy's message and the consent's, in French; focus goes to the first problem.
    await expect
      .poll(() => page.getByText('Doit contenir au moins 10 caractères.').isVisible())
      .toBe(true);
    expect(await page.getByText('Ce champ est obligatoire').first().isVisible()).toBe(true);
    await checkPage(shop, 'account-reset-create-errors');
    await page.getByLabel('Mot de passe', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('checkbox', { name: /créer et gérer mon compte/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL('**/account-information', { timeout: 20_000 });
    await expectGreeting(page, 'Léa');
    await checkPage(shop, 'account-reset-created');

    // Sign out from the header's account menu.
    await page.getByRole('button', { name: 'Bonjour, Léa' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(
        () => page.getByText('Déconnexion effectuée. À bientôt\u202f!').isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);

    // The sign-in form's link to the forgot-password form.
    await visit(shop, '/sign-in', 'account-reset-sign-in');
    await page.getByRole('link', { name: 'Mot de passe oublié\u202f?' }).click();
    await page.waitForURL('**/forgot-password');
    await emailField(page).fill(email);
    await checkPage(shop, 'account-reset-forgot');
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect
      .poll(
        () => page.getByRole('heading', { name: 'Consultez votre boîte de réception' }).count(),
        SERVER_WAIT,
      )
      .toBe(1);
    await checkPage(shop, 'account-reset-sent');

    // The link of the mail: /customer/account/createPassword?email=…&token=…
    const link = await linkOfMail(email, 'password_reset');
    expect(link).toMatch(/^\/customer\/account\/createPassword\?/);
    await visit(shop, link, 'account-reset-new-password');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('motdepasse');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            'Un mot de passe doit contenir au moins 3 des éléments suivants\u00a0: minuscules, majuscules, chiffres, caractères spéciaux.',
          )
          .isVisible(),
      )
      .toBe(true);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.waitForURL('**/sign-in');
    await expect
      .poll(
        () =>
          page
            .getByText('Votre nouveau mot de passe est enregistré. Connectez-vous dès maintenant.')
            .isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);
    // The e-mail is already in the form.
    expect(await emailField(page).inputValue()).toBe(email);
    await checkPage(shop, 'account-reset-sign-in-again');

    // The old password no longer works; the new one does.
    await submitSignIn(page, { email, password: FIRST_PASSWORD });
    await expect
      .poll(
        () =>
          page
            .getByRole('alert')
            .filter({ hasText: 'Adresse e-mail ou mot de passe incorrect' })
            .count(),
        SERVER_WAIT,
      )
      .toBe(1);
    await submitSignIn(page, { email, password: NEW_PASSWORD });
    await page.waitForURL('**/account-information', { timeout: 20_000 });
    await expectGreeting(page, 'Léa');
    await expect
      .poll(
        () => page.getByText('Connexion réussie. Ravis de vous revoir\u202f!').isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);
    await checkPage(shop, 'account-reset-signed-in');

    // The link is single-use.
    await page.goto(link);
    await waitForHydration(page);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Tilleul-Menthe-2028');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect
      .poll(
        () => page.getByRole('alert').filter({ hasText: 'Demandez-en un nouveau' }).count(),
        SERVER_WAIT,
      )
      .toBe(1);

    // The refusals this journey asked for: the old password, the used link.
    expectOnlyProvokedErrors(shop.consoleErrors, [
      /The account sign-in was incorrect/,
      /The password token is (mismatched|expired)/,
    ]);
    await shop.context.close();
  });
});
