import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage, visit } from '../src/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** French searches that found nothing before issue 20: a synonym, a synonym, a typo. */
describe('searching as a French shopper types', () => {
  for (const [term, expected, correction] of [
    ['dormir', /sommeil|mélatonine|passiflore|ashwagandha|valériane/i, undefined],
    ['fatigue', /./, undefined],
    ['magnezium', /Magnésium/, 'magnésium'],
  ] as const) {
    it(`finds products for "${term}"`, async () => {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const shop = await openShopPage(browser, viewport);
        const { page } = shop;
        await visit(shop, `/search.html?query=${term}`, `search-${term}-${size}`);
        const names = await page.getByRole('article').getByRole('heading').allTextContents();
        expect(names.length).toBeGreaterThan(0);
        expect(names[0]).toMatch(expected);
        if (correction) {
          // The shopper sees why "magnezium" lists magnésium products.
          const didYouMean = page.getByText('Vouliez-vous dire');
          expect(await didYouMean.textContent()).toBe(
            `Vouliez-vous dire\u00a0: ${correction}\u202f?`,
          );
          expect(names.every((name) => expected.test(name))).toBe(true);
        }
        expect(shop.consoleErrors).toEqual([]);
        await shop.context.close();
      }
    });
  }

  it('offers popular searches and the main ranges when a search finds nothing', async () => {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const shop = await openShopPage(browser, viewport);
      const { page } = shop;
      await visit(shop, '/search.html?query=xqzwkj', `search-nothing-${size}`);
      await expect
        .poll(() => page.getByText('Aucun produit ne correspond à «\u00a0xqzwkj\u00a0».').count())
        .toBe(1);
      const ranges = page.getByRole('region', { name: 'Parcourir nos gammes' });
      expect(await ranges.getByRole('link', { name: 'Vitamines', exact: true }).count()).toBe(1);
      const popular = page.getByRole('region', { name: 'Recherches populaires' });
      const terms = await popular.getByRole('link').allTextContents();
      expect(terms.length).toBeGreaterThanOrEqual(4);

      // Every popular search finds products: the list never leads to another empty page.
      for (const term of terms) {
        await popular.getByRole('link', { name: term, exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('query') === term);
        await expect
          .poll(() => page.getByRole('article').count(), { message: term })
          .toBeGreaterThan(0);
        await page.goBack();
        await page.waitForURL((url) => url.searchParams.get('query') === 'xqzwkj');
      }
      await checkPage(shop, `search-nothing-after-${size}`);
      expect(shop.consoleErrors).toEqual([]);
      await shop.context.close();
    }
  });
});
