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
  await page.addInitScript(() => {
    const shifts: { at: number; value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${node.className} "${node.textContent?.slice(0, 40)}"`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          at: entry.startTime,
          value: entry.value,
          moved: entry.sources.map(({ node }) => describe(node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/cart', { waitUntil: 'load' });
  await waitForHydration(page);
  await page.getByText(filled).first().waitFor({ timeout: 20_000 });
  // What the cart renders after its content (the header's count, fonts) has a moment to land.
  await page.waitForTimeout(1_500);
  // Shifts while the HTML is still being parsed (a busy machine may paint a half-parsed header,
  // on any page) are the stream's, not the cart's: the cart fills in after the document is read.
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const parsed = navigation?.domInteractive ?? 0;
    return (
      window as unknown as { __shifts: { at: number; value: number; moved: string[] }[] }
    ).__shifts
      .filter(({ at }) => at >= parsed)
      .map(({ value, moved }) => ({ value, moved }));
  });
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
