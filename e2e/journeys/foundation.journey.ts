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
      await expect(shop.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Orsalis',
      );
      expect(shop.consoleErrors).toEqual([]);
      await shop.context.close();
    });
  }
});
