/**
 * The storefront on a stock Magento Open Source 2.4.7 (issue 17, decision 100): a second shop
 * whose commerce server serves the core contract only (`COMMERCE_EXTENSIONS=none`). Everything the
 * core offers works, at 375 px and 1440 px; every extension feature is hidden, with no error.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopPage } from '../src/browser.ts';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage, visit } from '../src/browser.ts';
import type { RunningShop } from '../src/shop.ts';
import { startShop } from '../src/shop.ts';
import { DEMO_CUSTOMER, expectGreeting, submitSignIn } from './account-support.ts';
import {
  PARIS,
  SIMPLE_PRODUCT,
  addToCart,
  chooseMethodsAndPayment,
  continueTo,
  fillShippingAddress,
  receiptNumber,
  uniqueEmail,
} from './checkout-support.ts';

let browser: Browser;
let stock: RunningShop;
beforeAll(async () => {
  browser = await launchBrowser();
  // The storefront is already built by the journeys' global setup.
  stock = await startShop({ build: false, backendEnv: { COMMERCE_EXTENSIONS: 'none' } });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await stock?.stop();
});

/** GraphQL requests the page sent, by operation name (GET queries and POST mutations). */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('/graphql')) return;
    const fromQuery = /(?:query|mutation)\s+(\w+)/.exec(url.searchParams.get('query') ?? '')?.[1];
    const body = request.postData();
    const fromBody = body ? /(?:query|mutation)\s+(\w+)/.exec(body)?.[1] : undefined;
    names.push(fromQuery ?? fromBody ?? '?');
  });
  return names;
}

/** Links and sections that only an extension can feed must not be on the page. */
async function expectNoExtensionFeature(page: Page): Promise<void> {
  expect(await page.locator('a[href^="/magasins"]').count()).toBe(0);
  expect(await page.getByText(/boutique favorite|magasin favori/i).count()).toBe(0);
  // Subscriptions (issue 22): no « Mes abonnements » in the account's menus.
  expect(await page.locator('a[href="/subscriptions"]').count()).toBe(0);
}

const VIEWS = [
  ['mobile', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
] as const;

describe.each(VIEWS)('the storefront on a stock Magento (%s)', (label, viewport) => {
  let shop: ShopPage;
  let operations: string[];
  beforeAll(async () => {
    shop = await openShopPage(browser, viewport, stock.storefrontUrl);
    operations = recordOperations(shop.page);
  });
  afterAll(async () => {
    await shop.context.close();
  });

  it('browses the home page, a filtered category, a product and search results', async () => {
    const { page } = shop;
    await visit(shop, '/', `stock-${label}-home`);
    await expectNoExtensionFeature(page);

    await visit(shop, '/vitamines.html', `stock-${label}-category`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Vitamines');
    // A filter from the backend's own aggregations (on a phone, in the filter panel).
    if (label === 'mobile') {
      await page
        .getByRole('button', { name: /^Filtrer/ })
        .first()
        .click();
    }
    await page.getByRole('checkbox', { name: /Végan/ }).first().click();
    await page.waitForURL(/diet=/);
    await checkPage(shop, `stock-${label}-category-filter`);
    if (label === 'mobile') await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await checkPage(shop, `stock-${label}-category-filtered`);

    await visit(shop, SIMPLE_PRODUCT.path, `stock-${label}-product`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(SIMPLE_PRODUCT.name);
    expect(await page.getByRole('heading', { name: /Questions fréquentes/ }).count()).toBe(0);
    // A cure that a shop with subscriptions offers by subscription: a one-time purchase only here.
    expect(await page.getByRole('radio', { name: /S’abonner/ }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Mode d’achat' }).count()).toBe(0);
    await expectNoExtensionFeature(page);

    await visit(shop, '/search.html?query=magn%C3%A9sium', `stock-${label}-search`);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);

    expect(shop.consoleErrors).toEqual([]);
  });

  it('has no store pages: a store URL is not found', async () => {
    const response = await shop.page.goto('/magasins');
    expect(response?.status()).toBe(404);
    await checkPage(shop, `stock-${label}-store-list-not-found`);
    // The browser logs the document's own 404: expected here, not an error of the shop.
    expect(shop.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    shop.consoleErrors.length = 0;
  });

  it('lets a guest buy by bank transfer, the only method the store lists, and shows the order number', async () => {
    const { page } = shop;
    await addToCart(shop, SIMPLE_PRODUCT, `stock-${label}-add`);
    await visit(shop, '/cart', `stock-${label}-cart`);
    await page.goto('/checkout');
    await expect
      .poll(() => page.getByRole('heading', { name: /Adresse de livraison/ }).isVisible())
      .toBe(true);
    // No help panel (store-config-extras) and no consent checkbox (gdpr) at checkout.
    expect(await page.getByRole('button', { name: /Besoin d.aide/ }).count()).toBe(0);
    await fillShippingAddress(page, PARIS, uniqueEmail(`stock-${label}`));
    await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');
    await chooseMethodsAndPayment(shop, 'Virement bancaire', `stock-${label}-checkout`);
    expect(await page.getByRole('radio', { name: /Carte bancaire/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Passer ma commande' }).click();
    // The increment id, as Magento numbers orders, never the order's entity id.
    expect(await receiptNumber(page)).toMatch(/^\d{9}$/);
    await checkPage(shop, `stock-${label}-receipt`);
    expect(shop.consoleErrors).toEqual([]);
  });

  it('signs a customer in and opens every account page', async () => {
    const { page } = shop;
    await page.goto('/sign-in');
    await submitSignIn(page, DEMO_CUSTOMER);
    await expectGreeting(page, DEMO_CUSTOMER.firstname);
    for (const path of [
      '/account-information',
      '/address-book',
      '/order-history',
      '/wishlist',
      '/saved-payments',
      '/communications',
    ]) {
      const response = await visit(shop, path, `stock-${label}${path.replace(/\//g, '-')}`);
      expect(response?.status(), path).toBe(200);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    }
    await expectNoExtensionFeature(page);
    expect(shop.consoleErrors).toEqual([]);
    // « Mes abonnements » needs the subscriptions extension: without it the page is not found.
    const subscriptions = await page.goto('/subscriptions');
    expect(subscriptions?.status()).toBe(404);
    expect(shop.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    shop.consoleErrors.length = 0;
  });

  it('never sent an extension operation', () => {
    const extensionOnly = [
      'GetStoreList',
      'GetStoreDetails',
      'FindStorePlace',
      'GetSitemapStores',
      'GetFavoriteStore',
      'GetFavoriteStoreConfig',
      'SetFavoriteStore',
      'GetNeedHelp',
      'GetCheckoutConsentTexts',
      'AddOrUpdateGuestConsent',
      'SubscribeToNewsletterComposite',
      'GetCardPaymentConfig',
      'GetProductSubscriptionOffer',
      'AddSubscribedProductToCart',
      'GetCartSubscriptions',
      'SetCartItemSubscription',
      'GetCustomerSubscriptions',
      'GetCustomerOrderSubscriptions',
    ];
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((name) => extensionOnly.includes(name))).toEqual([]);
  });
});
