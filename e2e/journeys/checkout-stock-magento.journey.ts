/**
 * Cart and checkout on a stock Magento Open Source 2.4.7: the commerce server's core-only profile
 * (`COMMERCE_EXTENSIONS=none`, decision 100). No extension is offered, so the cart trigger counts
 * `total_quantity`, the checkout offers the payment methods the backend lists (bank transfer
 * here, no card), the header has no need-help dropdown, and no extension document is ever sent.
 * The cart is filled through the backend's own API: this journey is about the cart and checkout.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage } from '../src/browser.ts';
import type { RunningShop } from '../src/shop.ts';
import { startShop } from '../src/shop.ts';
import {
  PARIS,
  continueTo,
  fillShippingAddress,
  receiptNumber,
  uniqueEmail,
} from './checkout-support.ts';

/** Operations of the extensions the storefront must never send to a stock Magento. */
const EXTENSION_OPERATIONS =
  /GetCartSummaryQuantity|PlaceCardOrder|SubmitPaymentDetails|GetCardPaymentConfig|GetNeedHelp|GetCheckoutConsentTexts|AddOrUpdateGuestConsent/;

let browser: Browser;
let shop: RunningShop;
beforeAll(async () => {
  [browser, shop] = await Promise.all([
    launchBrowser(),
    startShop({ build: false, backendEnv: { COMMERCE_EXTENSIONS: 'none' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), shop?.stop()]);
});

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${shop.backendUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'fr' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A guest cart with two simple products (2 + 1), as Magento's own clients fill one. */
async function cartOfThree(): Promise<string> {
  const { createEmptyCart: cartId } = await graphql<{ createEmptyCart: string }>(
    'mutation { createEmptyCart }',
  );
  const found = await graphql<{
    products: { items: { __typename: string; sku: string; stock_status: string }[] };
  }>('{ products(search: "magnésium", pageSize: 20) { items { __typename sku stock_status } } }');
  const [first, second] = found.products.items
    .filter((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK')
    .map((item) => item.sku);
  const added = await graphql<{ addProductsToCart: { user_errors: unknown[] } }>(
    'mutation($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }',
    {
      cartId,
      items: [
        { sku: first, quantity: 2 },
        { sku: second, quantity: 1 },
      ],
    },
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  return cartId;
}

/** Every GraphQL operation name the page sends. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const body = request.method() === 'GET' ? url.searchParams.get('query') : request.postData();
    const name = /(?:query|mutation)\s+(\w+)/.exec(body ?? '')?.[1];
    if (name) names.push(name);
  });
  return names;
}

describe('cart and checkout on a stock Magento (the server with no extension)', () => {
  for (const [label, viewport] of [
    ['mobile', VIEWPORTS.mobile],
    ['desktop', VIEWPORTS.desktop],
  ] as const) {
    it(`counts the cart by total_quantity and pays by bank transfer to the increment id (${label})`, async () => {
      const session = await openShopPage(browser, viewport);
      const { page } = session;
      const url = (path: string) => new URL(path, shop.storefrontUrl).toString();
      const operations = recordOperations(page);
      const cartId = await cartOfThree();
      await page.addInitScript((id) => {
        if (!window.localStorage.getItem('cartId')) window.localStorage.setItem('cartId', id);
      }, cartId);

      await page.goto(url('/cart'));
      await expect
        .poll(() => page.getByRole('heading', { name: 'Récapitulatif' }).isVisible(), {
          timeout: 20_000,
        })
        .toBe(true);
      // The trigger's badge and the page's count: Magento's total_quantity, 2 + 1.
      expect(await page.getByRole('link', { name: 'Panier, 3 articles' }).isVisible()).toBe(true);
      expect(await page.getByText('3 articles').first().isVisible()).toBe(true);
      await checkPage(session, `checkout-stock-cart-${label}`);

      await page.goto(url('/checkout'));
      const email = uniqueEmail('stock');
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).isVisible())
        .toBe(true);
      // No need-help dropdown: its contact details are the store-config-extras extension's.
      expect(await page.getByRole('button', { name: /Besoin d’aide/ }).count()).toBe(0);
      await fillShippingAddress(page, PARIS, email);
      await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');
      await continueTo(page, 'Continuer vers la facturation', 'Mon adresse de facturation est');
      await continueTo(page, 'Continuer vers le paiement', 'Comment souhaitez-vous payer');
      // Exactly the methods the backend lists that need no extra data: no card without its
      // extension.
      await expect.poll(() => page.getByRole('radio').count()).toBe(1);
      expect(await page.getByRole('radio', { name: /Virement bancaire/ }).isChecked()).toBe(true);
      await checkPage(session, `checkout-stock-payment-${label}`);
      await continueTo(page, 'Vérifier ma commande', 'Total à payer');
      await page.getByRole('button', { name: 'Passer ma commande' }).click();
      await receiptNumber(page);
      await checkPage(session, `checkout-stock-receipt-${label}`);

      expect(operations).toContain('PlaceOrder');
      expect(operations.filter((name) => EXTENSION_OPERATIONS.test(name))).toEqual([]);
      expect(session.consoleErrors).toEqual([]);
      await session.context.close();
    });
  }
});
