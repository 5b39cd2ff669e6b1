import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, openShopPage, visit, waitForHydration } from '../src/browser.ts';

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
      // …named once: the home page's title leads with it, so nothing is appended (issue 20).
      const title = await shop.page.title();
      expect(title.match(/Orsalis/g)).toHaveLength(1);
      await expect(shop.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Maison Orsalis, le bien-être au naturel',
      );
      expect(shop.consoleErrors).toEqual([]);
      await shop.context.close();
    });

    it(`draws the hero image before it loads the scripts (${label})`, async () => {
      const shop = await openShopPage(browser, viewport);
      // Read before the page checks, whose full-page screenshot lays the page out again.
      await shop.page.goto('/', { waitUntil: 'load' });
      await waitForHydration(shop.page);
      const timings = await shop.page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .map(({ name, initiatorType, startTime, responseEnd }) => ({
            path: new URL(name).pathname + new URL(name).search,
            initiatorType,
            startTime,
            responseEnd,
          })),
      );
      // The first slide's background (an image block of the page shows the same picture, uncropped).
      const heroes = timings.filter(
        ({ path }) =>
          path.startsWith('/media/wysiwyg/accueil-sommeil') && path.endsWith('&fit=cover'),
      );
      // One width, the one this screen's style sheet draws, fetched once (by the head's preload).
      expect(
        heroes.map(({ path }) => new URLSearchParams(path.split('?')[1]).get('width')),
      ).toEqual([viewport.width <= 768 ? '960' : '1600']);
      const scripts = timings.filter(
        ({ path }) => path.startsWith('/assets/') && path.endsWith('.js'),
      );
      expect(scripts.length).toBeGreaterThan(3);
      const firstScript = Math.min(...scripts.map(({ startTime }) => startTime));
      expect(heroes[0]!.responseEnd).toBeLessThanOrEqual(firstScript);
      expect(shop.consoleErrors).toEqual([]);
      await shop.context.close();
    });
  }
});
