import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  VIEWPORTS,
  checkPage,
  launchBrowser,
  openShopPage,
  settled,
  visit,
} from '../src/browser.ts';
import { SERVER_WAIT, newCustomer, signIn } from './account-support.ts';
import {
  CARDS,
  SIMPLE_PRODUCT,
  addToCart,
  receiptNumber,
  toCardReviewWithSavedAddress,
  typeCard,
} from './checkout-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The issuer's challenge, answered right. */
async function passChallenge(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirmez votre paiement' });
  await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(true);
  expect(await dialog.getByText(/carte se terminant par 5454/).isVisible()).toBe(true);
  await dialog.getByRole('textbox', { name: 'Code de vérification' }).fill('password');
  await dialog.getByRole('button', { name: 'Valider' }).click();
}

describe('saved cards', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`saves a card at checkout, pays the next order with it (3-D Secure) and deletes it (${size})`, async () => {
      const shop = await openShopPage(browser, viewport);
      const { page } = shop;
      const name = `saved-cards-${size}`;
      const customer = await newCustomer(inject('backendUrl'), `carte-${size}`);
      await signIn(page, customer.email);

      // First order: no saved card yet; the shopper ticks "save" under the card fields.
      await addToCart(shop, SIMPLE_PRODUCT, `${name}-first-product`);
      await toCardReviewWithSavedAddress(page);
      expect(await page.getByRole('radio', { name: 'Utiliser une autre carte' }).count()).toBe(0);
      const save = page.getByRole('checkbox', {
        name: 'Enregistrer cette carte pour mes prochains achats',
      });
      expect(await save.isChecked()).toBe(false);
      await typeCard(page, CARDS.threeDS);
      await save.check();
      await checkPage(shop, `${name}-save-box`);
      await page.getByRole('button', { name: /^Payer/ }).click();
      await passChallenge(page);
      expect(await receiptNumber(page)).toMatch(/^\d{9}$/);

      // The card is in the account: brand, last four digits, expiry; never the number.
      await visit(shop, '/saved-payments', `${name}-list`);
      const listed = page.getByText('Mastercard se terminant par 5454');
      await expect.poll(() => listed.isVisible(), SERVER_WAIT).toBe(true);
      expect(await page.getByText('Date d’expiration : 03/2030').isVisible()).toBe(true);
      expect(await page.getByText(/5454 5454/).count()).toBe(0);

      // Next order: the saved card is offered first and chosen; no card form; 3-D Secure as usual.
      await addToCart(shop, SIMPLE_PRODUCT, `${name}-second-product`);
      await toCardReviewWithSavedAddress(page);
      const savedCard = page.getByRole('radio', { name: /Mastercard •••• 5454/ });
      await expect.poll(() => savedCard.isVisible(), SERVER_WAIT).toBe(true);
      expect(await savedCard.isChecked()).toBe(true);
      expect(await page.getByText('Date d’expiration : 03/2030').isVisible()).toBe(true);
      expect(await page.getByRole('textbox', { name: 'Numéro de carte' }).count()).toBe(0);
      await checkPage(shop, `${name}-choice`);
      // "Another card" brings the form back; choosing the saved card again hides it.
      await page.getByRole('radio', { name: 'Utiliser une autre carte' }).check();
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Numéro de carte' }).isVisible())
        .toBe(true);
      await savedCard.check();
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Numéro de carte' }).count())
        .toBe(0);
      // The shop's provider asks for the saved card's security code again: without it, nothing
      // is paid and the shopper is told where.
      const code = page.getByRole('textbox', { name: 'Cryptogramme visuel' });
      expect(
        await page
          .getByText(
            'Demandé à nouveau pour votre sécurité : les 3 chiffres au dos de la carte se terminant par 5454.',
          )
          .isVisible(),
      ).toBe(true);
      await page.getByRole('button', { name: /^Payer/ }).click();
      await expect
        .poll(() => page.getByText('Saisissez le cryptogramme visuel.').isVisible())
        .toBe(true);
      expect(await code.evaluate((input) => input === document.activeElement)).toBe(true);
      await checkPage(shop, `${name}-code-missing`);
      await code.fill('737');
      await page.getByRole('button', { name: /^Payer/ }).click();
      await passChallenge(page);
      expect(await receiptNumber(page)).toMatch(/^\d{9}$/);

      // Deleted after a confirmation, the card leaves the list; the empty state says how to save one.
      await visit(shop, '/saved-payments', `${name}-before-delete`);
      await expect.poll(() => listed.isVisible(), SERVER_WAIT).toBe(true);
      await page.getByRole('button', { name: /Supprimer la carte Mastercard/ }).click();
      const confirm = page.getByRole('dialog', { name: /Supprimer cette carte/ });
      await expect.poll(() => confirm.isVisible()).toBe(true);
      await settled(page);
      await checkPage(shop, `${name}-confirm`);
      await confirm.getByRole('button', { name: 'Supprimer la carte', exact: true }).click();
      await expect
        .poll(() => page.getByText(/Aucune carte enregistrée/).isVisible(), SERVER_WAIT)
        .toBe(true);
      expect(
        await page.getByText(/« Enregistrer cette carte pour mes prochains achats »/).isVisible(),
      ).toBe(true);
      await expect.poll(() => confirm.count()).toBe(0);
      await settled(page);
      await checkPage(shop, `${name}-empty`);
      expect(shop.consoleErrors).toEqual([]);
      await shop.context.close();
    });
  }
});
