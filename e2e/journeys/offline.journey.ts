import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIEWPORTS,
  checkPage,
  launchBrowser,
  openShopPage,
  visit,
  waitForHydration,
} from '../src/browser.ts';
import { SIMPLE_PRODUCT } from './checkout-support.ts';
import { trackNetwork } from './network-quiet.ts';
import { workerControls } from './worker-cache-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const CATEGORY = { path: '/vitamines.html', name: 'Vitamines' };
/** A category the journey never opens before going offline. */
const UNSEEN = '/mineraux.html';
const PRICE = /\d+,\d{2}\s€/;

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
/** Whether the header's cart link reads `label` (its accessible name holds the count). */
const cartReads = (page: Page, label: string) =>
  page
    .getByRole('link', { name: label, exact: true })
    .count()
    .then((count) => count > 0);

describe.each([
  ['mobile', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
] as const)('the shop offline (%s)', (label, viewport) => {
  it('reads the pages seen, shows the offline page for the others, and adds nothing twice to the cart', async () => {
    const shop = await openShopPage(browser, viewport);
    const { page, context, consoleErrors } = shop;
    const name = (step: string) => `offline-${step}-${label}`;

    // Online: the worker installs on the first page, then the shopper browses.
    await visit(shop, '/', name('home'));
    await workerControls(page);
    await visit(shop, CATEGORY.path, name('category'));
    await visit(shop, SIMPLE_PRODUCT.path, name('product'));
    // As a shopper does: the pointer moves, the page scrolls. The shell then fetches its on-demand
    // parts (the toasts' machine among them), which the browser's cache keeps for the offline
    // pages (decision 179); they must have arrived before the network goes.
    const network = trackNetwork(page);
    await page.mouse.move(20, 300);
    await page.mouse.wheel(0, 300);
    await network.quiet();
    const onlinePrice = await page.getByText(PRICE).first().textContent();
    expect(onlinePrice).toMatch(PRICE);

    // Offline: the pages seen are read from the worker's cache, title and price included.
    await context.setOffline(true);
    await visit(shop, CATEGORY.path, name('category-offline'));
    expect(await heading(page)).toBe(CATEGORY.name);
    await visit(shop, '/', name('home-offline'));
    expect(await page.getByRole('main').first().isVisible()).toBe(true);
    await visit(shop, SIMPLE_PRODUCT.path, name('product-offline'));
    expect(await heading(page)).toBe(SIMPLE_PRODUCT.name);
    expect(await page.getByText(PRICE).first().textContent()).toBe(onlinePrice);

    // Adding to the cart offline says so in French, and keeps nothing to send later.
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect
      .poll(() =>
        page.getByText('Vous êtes hors ligne : le produit n’a pas été ajouté').first().isVisible(),
      )
      .toBe(true);
    expect(await cartReads(page, 'Panier, vide')).toBe(true);

    // A page never seen: the French offline page, from the precache.
    const unseen = await page.goto(UNSEEN, { waitUntil: 'load' });
    expect(unseen?.status()).toBe(200);
    expect(await heading(page)).toBe('Vous êtes hors ligne');
    expect(await page.title()).toBe('Hors ligne | Maison Orsalis');
    expect(await page.getByRole('link', { name: 'Retour à l’accueil' }).isVisible()).toBe(true);
    await checkPage(shop, name('unseen'));

    // Online again: the same page is the shop's, and the cart takes exactly one product.
    await context.setOffline(false);
    await visit(shop, SIMPLE_PRODUCT.path, name('product-online-again'));
    expect(await heading(page)).toBe(SIMPLE_PRODUCT.name);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect
      .poll(() => page.getByText('a été ajouté à votre panier').first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => cartReads(page, 'Panier, 1 article')).toBe(true);
    // Nothing was queued while offline: after a reload the cart still holds one.
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await expect.poll(() => cartReads(page, 'Panier, 1 article')).toBe(true);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
