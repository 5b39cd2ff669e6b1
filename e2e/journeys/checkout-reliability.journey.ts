import type { Browser } from 'playwright-core';
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

async function startGuestCheckout(shop: ShopPage, email: string): Promise<void> {
  const { page } = shop;
  await addToCart(shop, SIMPLE_PRODUCT, 'checkout-reliability-product');
  await page.goto('/checkout');
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).isVisible())
    .toBe(true);
  await fillShippingAddress(page, PARIS, email);
  await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');
}

/** The order call: GraphQL placeOrder, `PlaceCardOrder` for a card (decision 050). */
const isOrderCall = (body: string | null) => /mutation Place(Card)?Order\b/.test(body ?? '');

describe('the order is placed once, whatever the browser does', () => {
  it('keeps every step over reloads, and a double click on the order button makes one order', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    const email = uniqueEmail('recharge');
    await startGuestCheckout(shop, email);
    await continueTo(page, 'Continuer vers la facturation', 'Mon adresse de facturation est');

    // A reload in the middle: the address and the method are restored, billing is next.
    await page.reload();
    await expect
      .poll(() => page.getByRole('checkbox', { name: /Mon adresse de facturation/ }).isVisible())
      .toBe(true);
    expect(await page.getByText(email).isVisible()).toBe(true);
    expect(await page.getByText(/8 rue de la Paix, 75002 Paris/).isVisible()).toBe(true);
    expect(await page.getByText(/Livraison à domicile · Colissimo/).isVisible()).toBe(true);
    await checkPage(shop, 'checkout-reload-billing');

    await continueTo(page, 'Continuer vers le paiement', 'Comment souhaitez-vous payer');
    await page.getByRole('radio', { name: /Virement bancaire/ }).check();
    await continueTo(page, 'Vérifier ma commande', 'Total à payer');

    // A reload at the last step: every step is still there.
    await page.reload();
    const place = page.getByRole('button', { name: 'Passer ma commande' });
    await expect.poll(() => place.isVisible()).toBe(true);
    for (const text of [email, 'Identique à l’adresse de livraison', 'Virement bancaire']) {
      expect(await page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    await checkPage(shop, 'checkout-reload-review');

    const orderCalls: string[] = [];
    page.on('request', (request) => {
      if (isOrderCall(request.postData())) orderCalls.push(request.url());
    });
    await place.dblclick();
    const number = await receiptNumber(page);
    expect(orderCalls).toHaveLength(1);
    const mails = await orderMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(number);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });

  it('C4 gives the same order when the answer is lost and the shopper tries again', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    const email = uniqueEmail('coupure');
    await startGuestCheckout(shop, email);
    await chooseMethodsAndPayment(shop, 'Virement bancaire', null);

    // The server places the order, but its answer never reaches the page.
    const keys: (string | undefined)[] = [];
    let dropped = false;
    await page.route('**/graphql', async (route) => {
      const request = route.request();
      if (!isOrderCall(request.postData())) return route.continue();
      keys.push(request.headers()['idempotency-key']);
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Passer ma commande' }).click();
    const lost = page.getByText(/Nous n’avons pas reçu la confirmation de votre commande/);
    await expect.poll(() => lost.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await orderMails(email)).toHaveLength(1);
    await checkPage(shop, 'checkout-lost-answer');
    // The browser reports the cut connection itself; it is the point of this test.
    shop.consoleErrors.length = 0;

    await page.getByRole('button', { name: 'Réessayer' }).click();
    await receiptNumber(page);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(await orderMails(email)).toHaveLength(1);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });

  it('gives the same card order when the answer to the payment is lost and the shopper retries', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    const email = uniqueEmail('coupurecarte');
    await startGuestCheckout(shop, email);
    await chooseMethodsAndPayment(shop, 'Carte bancaire', null);
    await typeCard(page, CARDS.authorised);

    const keys: (string | undefined)[] = [];
    let dropped = false;
    await page.route('**/graphql', async (route) => {
      const request = route.request();
      if (!isOrderCall(request.postData())) return route.continue();
      keys.push(request.headers()['idempotency-key']);
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: /^Payer/ }).click();
    const retry = page.getByRole('button', { name: 'Relancer le paiement' });
    await expect.poll(() => retry.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText(/vous ne serez pas débité deux fois/).isVisible()).toBe(true);
    expect(await orderMails(email)).toHaveLength(1);
    await checkPage(shop, 'checkout-card-lost-answer');
    shop.consoleErrors.length = 0;

    await retry.click();
    const number = await receiptNumber(page);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const mails = await orderMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(number);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });

  it('makes one card payment when the pay button is double-clicked', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    const email = uniqueEmail('doubleclic');
    await startGuestCheckout(shop, email);
    await chooseMethodsAndPayment(shop, 'Carte bancaire', null);
    await typeCard(page, CARDS.authorised);
    let tokenisations = 0;
    page.on('request', (request) => {
      if (request.url().includes('/payment/v1/card-tokens') && request.method() === 'POST') {
        tokenisations += 1;
      }
    });
    await page.getByRole('button', { name: /^Payer/ }).dblclick();
    await receiptNumber(page);
    expect(tokenisations).toBe(1);
    expect(await orderMails(email)).toHaveLength(1);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});
