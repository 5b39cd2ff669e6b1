import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIEWPORTS,
  checkPage,
  launchBrowser,
  openShopPage,
  waitForHydration,
} from '../src/browser.ts';
import { SIMPLE_PRODUCT, addToCart } from './checkout-support.ts';
import { recordLayoutShifts, shiftsAfterParsing } from './layout-shifts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Loads the cart and sums the layout shifts the page made while the browser filled it in (the
 * cart lives in the browser: the server draws its frame, issue 20): none may add to the CLS. Shifts right after a
 * shopper's input are not counted, as the browser's own CLS does not count them.
 */
async function cartLayoutShift(
  page: Page,
  filled: RegExp,
): Promise<{ value: number; moved: string[] }[]> {
  await recordLayoutShifts(page);
  await page.goto('/cart', { waitUntil: 'load' });
  await waitForHydration(page);
  await page.getByText(filled).first().waitFor({ timeout: 20_000 });
  // What the cart renders after its content (the header's count, fonts) has a moment to land.
  await page.waitForTimeout(1_500);
  // Shifts while the HTML is still being parsed are the stream's, not the cart's: the cart fills
  // in after the document is read.
  const shifts = await shiftsAfterParsing(page);
  return shifts.map(({ value, moved }) => ({ value, moved }));
}

describe('the cart page does not move as it fills in', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`an empty cart (${label})`, async () => {
      const shop = await openShopPage(browser, viewport);
      // Each shift with the elements it moved, so a failure says what moved.
      expect(await cartLayoutShift(shop.page, /Votre panier est vide/)).toEqual([]);
      await checkPage(shop, 'cart-page-empty');
      expect(shop.consoleErrors).toEqual([]);
      await shop.context.close();
    });

    it(`a cart with a product (${label})`, async () => {
      const shop = await openShopPage(browser, viewport);
      await addToCart(shop, SIMPLE_PRODUCT, 'cart-page-product');
      expect(await cartLayoutShift(shop.page, /Total TTC/)).toEqual([]);
      await checkPage(shop, 'cart-page-items');
      expect(shop.consoleErrors).toEqual([]);
      await shop.context.close();
    });
  }
});

describe('the cart’s delivery estimate', () => {
  it('says the shop does not deliver overseas or to Monaco, and prices mainland France', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.mobile);
    await addToCart(shop, SIMPLE_PRODUCT, 'cart-estimate-product');
    await shop.page.goto('/cart');
    await waitForHydration(shop.page);
    const estimate = shop.page.getByRole('region', { name: 'Estimer la livraison' });
    const postcode = estimate.getByRole('textbox', { name: /Code postal/ });
    for (const code of ['97200', '98000']) {
      await postcode.fill(code);
      await estimate.getByRole('button', { name: 'Estimer' }).click();
      await expect
        .poll(() => estimate.textContent())
        .toContain('Nous ne livrons pas à ce code postal');
      expect(await estimate.textContent()).not.toContain('Offerte');
    }
    await checkPage(shop, 'cart-estimate-not-delivered');
    await postcode.fill('75002');
    await estimate.getByRole('button', { name: 'Estimer' }).click();
    await expect.poll(() => estimate.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await estimate.textContent()).not.toContain('Nous ne livrons pas');
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});
