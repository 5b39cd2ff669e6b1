import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIEWPORTS,
  checkPage,
  launchBrowser,
  openShopPage,
  waitForHydration,
} from '../src/browser.ts';
import {
  SIMPLE_PRODUCT,
  addToCart,
  continueTo,
  orderMails,
  receiptNumber,
} from './checkout-support.ts';

/** The seeded demo customer (commerce-server README, "Seed content"). */
const DEMO = {
  email: 'camille.martin@orsalis.example',
  password: 'Orsalis-Demo-2026',
  firstname: 'Camille',
  street: '12 rue des Lilas',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a signed-in customer', () => {
  it('finds the guest cart merged at sign-in and checks out with a saved address, the order numbered by its increment id', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    const ordersBefore = (await orderMails(DEMO.email)).length;

    // Every GraphQL call of the browser, with the headers it carried (issue 5, spec §7).
    const graphqlCalls: { method: string; body: string; headers: Record<string, string> }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/graphql') return;
      graphqlCalls.push({
        method: request.method(),
        body: request.method() === 'GET' ? request.url() : (request.postData() ?? ''),
        headers: request.headers(),
      });
    });

    // A guest fills a cart, then signs in: the cart is merged into the customer's.
    await addToCart(shop, SIMPLE_PRODUCT, 'checkout-signed-in-product');
    const guestCalls = graphqlCalls.length;
    expect(guestCalls).toBeGreaterThan(0);
    await page.goto('/sign-in');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(DEMO.email);
    await page.getByLabel(/^Mot de passe\s*\*?$/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect
      .poll(() => page.getByText(`Bonjour, ${DEMO.firstname}`).first().isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);

    const restCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/rest/')) restCalls.push(url.pathname);
    });
    await page.goto('/checkout');
    const summary = page.getByRole('complementary');
    await expect
      .poll(() => summary.getByText(SIMPLE_PRODUCT.name).first().isVisible(), { timeout: 20_000 })
      .toBe(true);

    // The saved addresses are offered, the default one chosen; no e-mail is asked.
    const saved = page.getByRole('radio', { name: new RegExp(DEMO.street) });
    await expect.poll(() => saved.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await saved.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Une nouvelle adresse' }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).count()).toBe(
      0,
    );
    await checkPage(shop, 'checkout-signed-in-address');

    await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');
    await continueTo(page, 'Continuer vers la facturation', 'Mon adresse de facturation est');
    await continueTo(page, 'Continuer vers le paiement', 'Comment souhaitez-vous payer');
    await page.getByRole('radio', { name: /Virement bancaire/ }).check();
    await continueTo(page, 'Vérifier ma commande', 'Total à payer');
    expect(await page.getByText(new RegExp(DEMO.street)).first().isVisible()).toBe(true);

    // After a reload the restored steps are confirmed with their GraphQL setters before the order.
    await page.reload();
    const place = page.getByRole('button', { name: 'Passer ma commande' });
    await expect.poll(() => place.isVisible(), { timeout: 20_000 }).toBe(true);
    await checkPage(shop, 'checkout-signed-in-review');
    const beforePlacing = graphqlCalls.length;
    await place.click();
    const orderNumber = await receiptNumber(page);
    await checkPage(shop, 'checkout-signed-in-receipt');
    const mutations = graphqlCalls
      .slice(beforePlacing)
      .map((call) => /mutation (\w+)/.exec(call.body)?.[1])
      .filter(Boolean);
    // Up to the order: the cart renewed after it is the next story.
    expect(mutations.slice(0, mutations.indexOf('PlaceOrder') + 1)).toEqual([
      'SetShippingAddressOnCart',
      'SetShippingMethodOnCart',
      'SetBillingAddressOnCart',
      'SetPaymentMethodOnCart',
      'PlaceOrder',
    ]);

    // The headers of the client: the store view on every call, the customer's token once signed
    // in (never before), the cache id the server gave echoed back, queries by GET, mutations by POST.
    expect(graphqlCalls.every((call) => call.headers.store === 'fr')).toBe(true);
    const bearer = (call: (typeof graphqlCalls)[number]) =>
      /^Bearer \S+$/.test(call.headers.authorization ?? '');
    expect(graphqlCalls.slice(0, guestCalls).some(bearer)).toBe(false);
    const signedInCalls = graphqlCalls.filter(bearer);
    expect(signedInCalls.length).toBeGreaterThan(0);
    expect(
      signedInCalls.some((call) => /^[0-9a-f]{64}$/.test(call.headers['x-magento-cache-id'] ?? '')),
    ).toBe(true);
    expect(
      graphqlCalls.every((call) =>
        /^\s*mutation\b/.test(
          call.method === 'POST' ? (JSON.parse(call.body) as { query: string }).query : '',
        )
          ? call.method === 'POST'
          : call.method === 'GET',
      ),
    ).toBe(true);

    // The order goes through GraphQL placeOrder (decision 050): no REST call, and the number on
    // the receipt is the increment id the confirmation e-mail names.
    expect(restCalls).toEqual([]);
    const mails = await orderMails(DEMO.email);
    expect(mails).toHaveLength(ordersBefore + 1);
    expect(mails[0]?.subject).toContain(orderNumber);
    // A customer is not offered an account, but their orders.
    expect(await page.getByRole('link', { name: 'Créer mon compte' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Voir mes commandes' }).isVisible()).toBe(true);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});
