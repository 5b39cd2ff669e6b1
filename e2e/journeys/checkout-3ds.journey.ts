import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage } from '../src/browser.ts';
import type { ShopPage } from '../src/browser.ts';
import {
  CARDS,
  PARIS,
  SIMPLE_PRODUCT,
  addToCart,
  chooseMethodsAndPayment,
  continueTo,
  fillShippingAddress,
  orderMails,
  receiptNumber,
  typeCard,
  uniqueEmail,
} from './checkout-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A guest with one product, at the last step, about to pay with the 3-D Secure test card. */
async function atReviewWithThreeDSCard(shop: ShopPage, email: string): Promise<void> {
  const { page } = shop;
  await addToCart(shop, SIMPLE_PRODUCT, 'checkout-3ds-product');
  await page.goto('/checkout');
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).isVisible())
    .toBe(true);
  await fillShippingAddress(page, PARIS, email);
  await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');
  await chooseMethodsAndPayment(shop, 'Carte bancaire', null);
  await typeCard(page, CARDS.threeDS);
  await page.getByRole('button', { name: /^Payer/ }).click();
}

/** The challenge dialog of the issuer, once the silent fingerprint step is done. */
async function challengeDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirmez votre paiement' });
  await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(true);
  return dialog;
}

describe('a 3-D Secure card payment', () => {
  it('C8 asks the issuer’s question in a dialog; the right answer places the order', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const email = uniqueEmail('troisds');
    await atReviewWithThreeDSCard(shop, email);

    const dialog = await challengeDialog(shop.page);
    expect(await dialog.getByText(/carte se terminant par 5454/).isVisible()).toBe(true);
    await checkPage(shop, 'checkout-3ds-challenge');
    await dialog.getByRole('textbox', { name: 'Code de vérification' }).fill('password');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    const number = await receiptNumber(shop.page);
    await checkPage(shop, 'checkout-3ds-receipt');

    const mails = await orderMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(number);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });

  it('C8 refuses a wrong answer, keeps the cart, and lets the shopper pay by bank transfer instead', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    const email = uniqueEmail('refus');
    await atReviewWithThreeDSCard(shop, email);

    const dialog = await challengeDialog(page);
    await dialog.getByRole('textbox', { name: 'Code de vérification' }).fill('1234');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect
      .poll(() => page.getByText('Le paiement a été refusé.').first().isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The refusal says nothing of why, and no order exists.
    expect(await page.getByText(/3D Not Authenticated/).count()).toBe(0);
    expect(await orderMails(email)).toHaveLength(0);
    // The cart is intact: the line is still in the summary.
    const summary = page.getByRole('complementary');
    expect(await summary.getByText(SIMPLE_PRODUCT.name).isVisible()).toBe(true);
    await checkPage(shop, 'checkout-3ds-refused');

    await page.getByRole('button', { name: 'Choisir un autre moyen de paiement' }).click();
    await expect
      .poll(() => page.getByRole('radio', { name: /Virement bancaire/ }).isVisible())
      .toBe(true);
    await page.getByRole('radio', { name: /Virement bancaire/ }).check();
    await continueTo(page, 'Vérifier ma commande', 'Total à payer');
    await page.getByRole('button', { name: 'Passer ma commande' }).click();
    expect(await receiptNumber(page)).toMatch(/^\d+$/);
    expect(await page.getByText(/dès réception de votre virement/).isVisible()).toBe(true);
    await checkPage(shop, 'checkout-3ds-bank-transfer-receipt');

    // One order: the bank transfer; the refused card made none.
    expect(await orderMails(email)).toHaveLength(1);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});
