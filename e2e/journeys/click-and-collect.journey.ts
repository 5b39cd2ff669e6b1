import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage } from '../src/browser.ts';
import type { ShopPage } from '../src/browser.ts';
import {
  CARDS,
  SIMPLE_PRODUCT,
  addToCart,
  continueTo,
  orderMails,
  receiptNumber,
  typeCard,
  uniqueEmail,
} from './checkout-support.ts';
import { SERVER_WAIT } from './account-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const NBSP = '\u00a0';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A shop of the seeded network as Magento MSI lists it (`pickupLocations`). */
async function pickupLocation(city: string): Promise<{ code: string; name: string }> {
  const response = await fetch(`${inject('backendUrl')}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: `{ pickupLocations(filters: { city: { eq: "${city}" } }) { items { pickup_location_code name } } }`,
    }),
  });
  const body = (await response.json()) as {
    data: { pickupLocations: { items: { pickup_location_code: string; name: string }[] } };
  };
  const item = body.data.pickupLocations.items[0];
  expect(item).toBeDefined();
  return { code: item?.pickup_location_code ?? '', name: item?.name ?? '' };
}

/** Opens the checkout with one product in the cart and chooses "Retrait en boutique". */
async function checkoutForPickup(shop: ShopPage, label: string): Promise<void> {
  const { page } = shop;
  await addToCart(shop, SIMPLE_PRODUCT, `${label}-product`);
  await page.goto('/checkout');
  const pickup = page.getByRole('radio', { name: /Retrait en boutique/ });
  await expect.poll(() => pickup.isVisible(), { timeout: 15_000 }).toBe(true);
  // Home delivery stays the default; the shops show once the shopper asks for them.
  expect(await page.getByRole('radio', { name: /Livraison à domicile/ }).isChecked()).toBe(true);
  await pickup.check();
  await expect
    .poll(() => page.getByRole('group', { name: 'Choisissez votre boutique' }).isVisible())
    .toBe(true);
}

describe('click-and-collect: "Retrait en boutique" (issue 21)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`a guest finds the Annecy shop by town, pays by card; the receipt and order tracking name the shop (${label})`, async () => {
      const shop = await openShopPage(browser, viewport);
      const { page } = shop;
      const email = uniqueEmail('retrait');
      await checkoutForPickup(shop, `click-and-collect-guest-${label}`);
      await checkPage(shop, `click-and-collect-guest-shops-${label}`);

      // Nothing chosen: the step asks for a shop and for who collects.
      await page.getByRole('button', { name: 'Continuer vers la livraison' }).click();
      await expect
        .poll(() => page.getByText('Choisissez la boutique où retirer votre commande.').isVisible())
        .toBe(true);

      // The 25 shops: the first five, the others one click away, focus on the first revealed.
      const shopRadios = page
        .getByRole('group', { name: 'Choisissez votre boutique' })
        .getByRole('radio');
      expect(await shopRadios.count()).toBe(5);
      await page.getByRole('button', { name: 'Afficher les 20 autres boutiques' }).click();
      await expect.poll(() => shopRadios.count()).toBe(25);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('value'))).toBe(
        await shopRadios.nth(5).getAttribute('value'),
      );

      await page.getByRole('textbox', { name: /Code postal ou ville/ }).fill('Annecy');
      await page.getByRole('button', { name: 'Rechercher' }).click();
      await expect
        .poll(() => page.getByText(/Boutiques près de «\s*Annecy\s*»/).isVisible())
        .toBe(true);
      const annecy = page.getByRole('radio', { name: /Orsalis Annecy/ });
      // Nearest first: the Annecy shop heads the list.
      expect(
        await page
          .getByRole('group', { name: 'Choisissez votre boutique' })
          .getByRole('radio')
          .first()
          .getAttribute('value'),
      ).toBe(await annecy.getAttribute('value'));
      await annecy.check();
      await textbox(page, 'Adresse e-mail').fill(email);
      await textbox(page, 'Prénom').fill('Inès');
      await textbox(page, 'Nom').fill('Girard');
      await textbox(page, 'Téléphone').fill('06 12 34 56 78');
      await checkPage(shop, `click-and-collect-guest-chosen-${label}`);
      await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');

      // At a shop, in-store pickup is the one method, free; home delivery is not offered.
      expect(
        await page.getByRole('radio', { name: /Retrait dans une boutique Orsalis/ }).isChecked(),
      ).toBe(true);
      expect(await page.getByRole('radio', { name: /Livraison à domicile/ }).count()).toBe(0);
      expect(
        await page
          .getByText('À retirer à la boutique Orsalis Annecy, 3 rue Royale, 74000 Annecy')
          .isVisible(),
      ).toBe(true);
      await continueTo(page, 'Continuer vers la facturation', 'Pour un retrait en boutique');
      // Billing is the shopper's own address, the collector's name already there.
      expect(await textbox(page, 'Prénom').inputValue()).toBe('Inès');
      await textbox(page, 'Adresse').fill('5 avenue de Genève');
      await textbox(page, 'Code postal').fill('74000');
      await textbox(page, 'Ville').fill('Annecy');
      await checkPage(shop, `click-and-collect-guest-billing-${label}`);
      await continueTo(page, 'Continuer vers le paiement', 'Comment souhaitez-vous payer');
      await page.getByRole('radio', { name: /Carte bancaire/ }).check();
      await continueTo(page, 'Vérifier ma commande', 'Total à payer');
      await typeCard(page, CARDS.authorised);
      await page.getByRole('button', { name: /^Payer/ }).click();
      const number = await receiptNumber(page);

      expect(await page.getByText('Retrait en boutique', { exact: true }).isVisible()).toBe(true);
      expect(
        await page
          .getByText('À retirer à la boutique Orsalis Annecy, 3 rue Royale, 74000 Annecy')
          .isVisible(),
      ).toBe(true);
      expect(await page.getByText('Inès Girard · 06 12 34 56 78').isVisible()).toBe(true);
      await checkPage(shop, `click-and-collect-guest-receipt-${label}`);
      const mails = await orderMails(email);
      expect(mails.map((mail) => mail.subject)).toEqual([`Votre commande Orsalis n° ${number}`]);

      // Afterwards, order tracking (the guest's way back to the order) names the shop too.
      await page.goto('/track-my-order/');
      await textbox(page, 'Numéro de commande').fill(number);
      await textbox(page, 'Adresse e-mail').fill(email);
      await textbox(page, 'Code postal de facturation').fill('74000');
      await page.getByRole('button', { name: 'Trouver ma commande' }).click();
      const tracked = page.getByRole('region', { name: `Commande n°${NBSP}${number}` });
      await expect.poll(() => tracked.isVisible(), SERVER_WAIT).toBe(true);
      expect(await tracked.locator('address > *').allTextContents()).toEqual([
        'Inès Girard',
        'Orsalis Annecy',
        '3 rue Royale',
        '74000 Annecy',
        '06 12 34 56 78',
      ]);
      expect(await tracked.getByText(/Retrait dans une boutique Orsalis/).isVisible()).toBe(true);
      await checkPage(shop, `click-and-collect-guest-tracking-${label}`);
    });

    it(`preselects the favourite store kept in the browser (${label})`, async () => {
      const grenoble = await pickupLocation('Grenoble');
      const shop = await openShopPage(browser, viewport);
      const { page } = shop;
      // The favourite as the session package keeps it: `favorite_store` + the store view code.
      await page.goto('/');
      await page.evaluate(
        (favourite) => window.localStorage.setItem('favorite_store_fr', JSON.stringify(favourite)),
        { identifier: grenoble.code, name: grenoble.name },
      );
      await checkoutForPickup(shop, `click-and-collect-favourite-${label}`);
      const favourite = page.getByRole('radio', { name: new RegExp(grenoble.name) });
      expect(await favourite.isChecked()).toBe(true);
      // It heads the list, marked as the shopper's shop.
      const first = page
        .getByRole('group', { name: 'Choisissez votre boutique' })
        .locator('label')
        .first();
      expect(await first.textContent()).toContain('Ma boutique');
      expect(await first.textContent()).toContain(grenoble.name);
      await checkPage(shop, `click-and-collect-favourite-${label}`);
      await textbox(page, 'Adresse e-mail').fill(uniqueEmail('favori'));
      await textbox(page, 'Prénom').fill('Hugo');
      await textbox(page, 'Nom').fill('Bernard');
      await textbox(page, 'Téléphone').fill('06 98 76 54 32');
      await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');
      expect(await page.getByText(`À retirer à la boutique ${grenoble.name}`).isVisible()).toBe(
        true,
      );
    });
  }
});
