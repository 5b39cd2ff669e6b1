import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openShopPage, visit, waitForHydration } from '../src/browser.ts';
import type { ShopPage } from '../src/browser.ts';
import { DEMO_CUSTOMER, SERVER_WAIT, expectGreeting, submitSignIn } from './account-support.ts';
import {
  PARIS,
  SIMPLE_PRODUCT,
  addToCart,
  continueTo,
  fillShippingAddress,
  uniqueEmail,
} from './checkout-support.ts';
import { formLayoutDefects } from './form-layout-support.ts';

// Issue 20: every form of the shop holds its layout from 320 px up, empty and with its messages
// shown. Each state is measured at 320, 768 and 1440 px (form-layout-support.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const REQUIRED = 'Ce champ est obligatoire.';

/** Waits until the page shows at least one "required" message. */
async function messagesShown(page: Page): Promise<void> {
  await expect.poll(() => page.getByText(REQUIRED).first().isVisible(), SERVER_WAIT).toBe(true);
}

/** Measures a page empty, then submitted empty with its messages shown. */
async function emptyThenSubmitted(
  shop: ShopPage,
  path: string,
  name: string,
  submit: string,
): Promise<string[]> {
  await visit(shop, path, `form-layout-${name}-page`);
  const defects = await formLayoutDefects(shop, name);
  await shop.page.getByRole('button', { name: submit, exact: true }).click();
  await messagesShown(shop.page);
  return [...defects, ...(await formLayoutDefects(shop, `${name}-errors`))];
}

describe('the layout of every form of the shop', () => {
  it('holds on the sign-in, create-account, forgot-password, contact, newsletter and tracking forms', async () => {
    const shop = await openShopPage(browser);
    const defects = [
      ...(await emptyThenSubmitted(shop, '/sign-in', 'sign-in', 'Se connecter')),
      ...(await emptyThenSubmitted(shop, '/create-account', 'create-account', 'Créer mon compte')),
      ...(await emptyThenSubmitted(
        shop,
        '/forgot-password',
        'forgot-password',
        'Recevoir le lien',
      )),
      ...(await emptyThenSubmitted(shop, '/contact-us', 'contact', 'Envoyer mon message')),
      ...(await emptyThenSubmitted(shop, '/track-my-order', 'tracking', 'Trouver ma commande')),
    ];
    // The footer's newsletter form, with its message.
    await shop.page.getByRole('button', { name: 'S’inscrire', exact: true }).click();
    await expect
      .poll(() =>
        shop.page
          .getByRole('textbox', { name: 'Votre adresse e-mail' })
          .getAttribute('aria-invalid'),
      )
      .toBe('true');
    defects.push(...(await formLayoutDefects(shop, 'newsletter-errors')));
    expect(defects).toEqual([]);
  });

  it('holds on the create-account form of the drawer, a narrow column in a wide window', async () => {
    const shop = await openShopPage(browser, { width: 768, height: 900 });
    const { page } = shop;
    await visit(shop, '/contact-us', 'form-layout-drawer-start');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Se connecter' }).click();
    await drawer.getByRole('button', { name: 'Créer un compte' }).click();
    const submit = drawer.getByRole('button', { name: 'Créer mon compte' });
    await expect.poll(() => submit.isVisible(), SERVER_WAIT).toBe(true);
    const defects = await formLayoutDefects(shop, 'drawer-create-account');
    await submit.click();
    await messagesShown(page);
    defects.push(...(await formLayoutDefects(shop, 'drawer-create-account-errors')));
    expect(defects).toEqual([]);
  });

  it('holds on the cart’s promo code and shipping estimate', async () => {
    const shop = await openShopPage(browser);
    const { page } = shop;
    await addToCart(shop, SIMPLE_PRODUCT, 'form-layout-product');
    await visit(shop, '/cart', 'form-layout-cart-page');
    await expect.poll(() => page.getByRole('button', { name: 'Estimer' }).isVisible()).toBe(true);
    const defects = await formLayoutDefects(shop, 'cart');
    await page.getByRole('textbox', { name: 'Saisissez votre code' }).fill('CODE-INCONNU-2026');
    await page.getByRole('textbox', { name: 'Code postal (France)' }).fill('750');
    await page.getByRole('button', { name: 'Appliquer', exact: true }).click();
    await page.getByRole('button', { name: 'Estimer', exact: true }).click();
    await expect
      .poll(
        () =>
          page.getByRole('textbox', { name: 'Saisissez votre code' }).getAttribute('aria-invalid'),
        SERVER_WAIT,
      )
      .toBe('true');
    await expect
      .poll(() =>
        page.getByRole('textbox', { name: 'Code postal (France)' }).getAttribute('aria-invalid'),
      )
      .toBe('true');
    defects.push(...(await formLayoutDefects(shop, 'cart-errors')));
    expect(defects).toEqual([]);
  });

  it('holds on the checkout’s delivery address, billing address and card forms', async () => {
    const shop = await openShopPage(browser);
    const { page } = shop;
    await addToCart(shop, SIMPLE_PRODUCT, 'form-layout-checkout-product');
    await page.goto('/checkout');
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole('heading', { name: /Adresse de livraison/ }).isVisible())
      .toBe(true);
    const defects = await formLayoutDefects(shop, 'checkout-address');
    await page.getByRole('button', { name: 'Continuer vers la livraison' }).click();
    await messagesShown(page);
    defects.push(...(await formLayoutDefects(shop, 'checkout-address-errors')));

    await fillShippingAddress(page, PARIS, uniqueEmail('form-layout'));
    await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');
    await continueTo(page, 'Continuer vers la facturation', 'Mon adresse de facturation est');
    await page.getByRole('checkbox', { name: /Mon adresse de facturation est/ }).uncheck();
    defects.push(...(await formLayoutDefects(shop, 'checkout-billing')));
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await messagesShown(page);
    defects.push(...(await formLayoutDefects(shop, 'checkout-billing-errors')));

    await page.getByRole('checkbox', { name: /Mon adresse de facturation est/ }).check();
    await continueTo(page, 'Continuer vers le paiement', 'Comment souhaitez-vous payer');
    await page.getByRole('radio', { name: /Carte bancaire/ }).check();
    await continueTo(page, 'Vérifier ma commande', 'Total à payer');
    defects.push(...(await formLayoutDefects(shop, 'checkout-card')));
    await page.getByRole('button', { name: /^Payer/ }).click();
    await expect
      .poll(() =>
        page.getByRole('textbox', { name: 'Numéro de carte' }).getAttribute('aria-invalid'),
      )
      .toBe('true');
    defects.push(...(await formLayoutDefects(shop, 'checkout-card-errors')));
    expect(defects).toEqual([]);
  });

  it('holds on the account’s information, e-mail, password and address book forms', async () => {
    const shop = await openShopPage(browser);
    const { page } = shop;
    await visit(shop, '/sign-in', 'form-layout-account-sign-in');
    await submitSignIn(page, DEMO_CUSTOMER);
    await expectGreeting(page, DEMO_CUSTOMER.firstname);

    await visit(shop, '/customer/account/edit/', 'form-layout-account-information');
    const defects = await formLayoutDefects(shop, 'account-password');
    await page.getByRole('button', { name: 'Changer mon mot de passe', exact: true }).click();
    await messagesShown(page);
    defects.push(...(await formLayoutDefects(shop, 'account-password-errors')));

    await page.getByRole('button', { name: 'Modifier mes informations' }).click();
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await messagesShown(page);
    defects.push(...(await formLayoutDefects(shop, 'account-name-errors')));
    await page.getByRole('button', { name: 'Annuler', exact: true }).click();

    await page.getByRole('button', { name: 'Changer d’adresse e-mail' }).click();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await messagesShown(page);
    defects.push(...(await formLayoutDefects(shop, 'account-email-errors')));

    await visit(shop, '/address-book', 'form-layout-address-book');
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    defects.push(...(await formLayoutDefects(shop, 'account-address')));
    await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await messagesShown(page);
    defects.push(...(await formLayoutDefects(shop, 'account-address-errors')));
    expect(defects).toEqual([]);
  });
});
