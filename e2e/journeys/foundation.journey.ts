import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, openShopPage, visit } from '../src/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the shop starts', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the store name read from the commerce server (${label})`, async () => {
      const shop = await openShopPage(browser, viewport);
      const response = await visit(shop, '/', 'home');
      expect(response?.status()).toBe(200);
      await expect(shop.page.locator('html').getAttribute('lang')).resolves.toBe('fr');
      // The store name comes from the commerce server's store config; the heading from its CMS.
      await expect(shop.page.title()).resolves.toMatch(/Orsalis/);
      await expect(shop.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Maison Orsalis, le bien-être au naturel',
      );
      expect(shop.consoleErrors).toEqual([]);
      await shop.context.close();
    });
  }
});
