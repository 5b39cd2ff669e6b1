import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage, visit } from '../src/browser.ts';
import {
  GUEST_ADDRESS,
  SERVER_WAIT,
  expectOnlyProvokedErrors,
  outbox,
  placeGuestOrder,
  uniqueEmail,
} from './account-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  describe(`the contact page, the newsletter and order tracking (${device})`, () => {
    it('sends a message, subscribes to the newsletter and finds an order without an account', async () => {
      const shop = await openShopPage(browser, viewport);
      const { page } = shop;
      const email = uniqueEmail(`contact-${device}`);

      // Contact: the required fields in French, the consent from store config, then sent.
      await visit(shop, '/contact-us', `account-contact-${device}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nous contacter');
      expect(await page.getByText('Appelez-nous au').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Envoyer mon message' }).click();
      // Name, e-mail, subject, message and the consent, whose message ends with a full stop too.
      await expect.poll(() => page.getByText('Ce champ est obligatoire.').count()).toBe(5);
      await checkPage(shop, `account-contact-errors-${device}`);
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field('Nom').fill('Jeanne Morel');
      await field('Adresse e-mail').fill(email);
      await page.getByRole('combobox', { name: 'Objet' }).selectOption('order');
      // An optional field's name ends with 'Facultatif'.
      await page.getByRole('textbox', { name: /^Numéro de commande/ }).fill('000000001');
      await field('Votre message').fill('Bonjour, pouvez-vous me dire quand mon colis arrivera ?');
      await page.getByRole('checkbox', { name: /répondre à ma demande/ }).check();
      await page.getByRole('button', { name: 'Envoyer mon message' }).click();
      await expect
        .poll(
          () => page.getByRole('heading', { name: 'Merci, votre message est envoyé' }).count(),
          SERVER_WAIT,
        )
        .toBe(1);
      expect(await page.getByText(`Nous vous répondons à ${email}`).isVisible()).toBe(true);
      await checkPage(shop, `account-contact-sent-${device}`);
      await expect
        .poll(
          async () =>
            (await outbox('conseil@orsalis.example')).some((mail) => mail.text.includes(email)),
          SERVER_WAIT,
        )
        .toBe(true);

      // Newsletter (footer): a form error, cleared by a route change, then the 5 s toast.
      const newsletter = page.getByRole('textbox', { name: 'Votre adresse e-mail', exact: true });
      await newsletter.fill('pas-une-adresse');
      await page.getByRole('button', { name: 'S’inscrire' }).click();
      await expect
        .poll(() => page.getByText('Veuillez saisir une adresse e-mail valide').isVisible())
        .toBe(true);
      await page.getByRole('link', { name: 'Suivi de commande' }).click();
      await page.waitForURL('**/track-my-order/');
      await expect
        .poll(() => page.getByText('Veuillez saisir une adresse e-mail valide').isVisible())
        .toBe(false);
      // The next submit clears the error too.
      await newsletter.fill('encore@pas');
      await page.getByRole('button', { name: 'S’inscrire' }).click();
      await expect
        .poll(() => page.getByText('Veuillez saisir une adresse e-mail valide').isVisible())
        .toBe(true);
      await newsletter.fill(email);
      await page.getByRole('button', { name: 'S’inscrire' }).click();
      await expect
        .poll(() => page.getByText('L’adresse e-mail est inscrite.').isVisible(), SERVER_WAIT)
        .toBe(true);
      expect(await page.getByText('Veuillez saisir une adresse e-mail valide').isVisible()).toBe(
        false,
      );
      expect(await newsletter.inputValue()).toBe('');
      // Closed before the check: on a phone the toast lies over the footer's links.
      // (It may have gone by itself already.)
      const closeToast = page.getByRole('region', { name: 'Notifications' }).getByRole('button', {
        name: 'Fermer',
      });
      if ((await closeToast.count()) > 0) await closeToast.first().click({ timeout: 2_000 });
      await expect.poll(() => closeToast.count()).toBe(0);
      await checkPage(shop, `account-newsletter-${device}`);

      // Tracking (Magento's guestOrder): a guest's order by its number, e-mail and billing
      // postcode; a wrong postcode finds nothing, the right one shows the order.
      const orderNumber = await placeGuestOrder(email);
      await checkPage(shop, `account-tracking-${device}`);
      await field('Numéro de commande').fill(orderNumber);
      await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
      await field('Code postal de facturation').fill('75012');
      await page.getByRole('button', { name: 'Trouver ma commande' }).click();
      await expect
        .poll(() => page.getByText('Nous n’avons trouvé aucune commande').isVisible(), SERVER_WAIT)
        .toBe(true);
      await field('Code postal de facturation').fill(GUEST_ADDRESS.postcode);
      await page.getByRole('button', { name: 'Trouver ma commande' }).click();
      await expect
        .poll(
          () => page.getByRole('heading', { name: `Commande n°\u00a0${orderNumber}` }).isVisible(),
          SERVER_WAIT,
        )
        .toBe(true);
      expect(orderNumber).toMatch(/^\d{9}$/);
      expect(await page.getByText('En attente de paiement').first().isVisible()).toBe(true);
      expect(await page.getByText('69002 Lyon').isVisible()).toBe(true);
      await checkPage(shop, `account-tracking-found-${device}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      expectOnlyProvokedErrors(shop.consoleErrors, [/We couldn't locate an order/]);
      await shop.context.close();
    });
  });
}
