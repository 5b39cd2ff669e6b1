import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage, visit } from '../src/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Searches the store list and waits for the answer (a client navigation to `?q=`). */
async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Ville ou code postal').fill(text);
  await page.getByRole('button', { name: 'Trouver une boutique' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  await page
    .getByRole('status')
    .filter({ hasText: text === 'Atlantide' ? text : 'km' })
    .waitFor();
}

/** The distances shown, in list order, and the first store's name. */
async function results(page: Page): Promise<{ distances: number[]; first: string | null }> {
  const distances = await page
    .locator('[data-distance]')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-distance'))));
  const first = await page.locator('main li h2').first().textContent();
  return { distances, first };
}

describe('the store locator (issue 21)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`is linked from the frame and finds the stores near Annecy and 74000 (${label})`, async () => {
      const shop = await openShopPage(browser, viewport);
      const { page } = shop;
      await visit(shop, '/', `store-locator-home`);
      // The banner's pick-up promise leads to the list, on every width.
      const banner = page.getByRole('link', { name: 'Retrait dans nos 25 boutiques' });
      expect(await banner.getAttribute('href')).toBe('/magasins');
      const footer = page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Nos boutiques', exact: true });
      expect(await footer.getAttribute('href')).toBe('/magasins');
      if (viewport.width <= 1024) {
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        await page
          .getByRole('dialog')
          .getByRole('link', { name: 'Nos boutiques', exact: true })
          .click();
      } else {
        await page
          .getByRole('banner')
          .getByRole('link', { name: 'Nos boutiques', exact: true })
          .click();
      }
      await page.waitForURL('**/magasins');
      await page.getByRole('heading', { level: 1, name: 'Nos boutiques' }).waitFor();

      await search(page, 'Annecy');
      expect(await page.locator('main').getByRole('status').textContent()).toMatch(
        /^Annecy \(74000\)\s: \d+ boutiques? à moins de 100 km/,
      );
      const annecy = await results(page);
      expect(annecy.first).toBe('Orsalis Annecy');
      expect(annecy.distances.length).toBeGreaterThan(1);
      expect(annecy.distances).toEqual([...annecy.distances].sort((a, b) => a - b));
      expect(annecy.distances.every((km) => km <= 100)).toBe(true);
      // "12 km", Intl's kilometres in French.
      expect(await page.locator('[data-distance]').nth(1).textContent()).toMatch(/^\d+\s?km$/);
      // Every store says whether it is open now.
      expect(await page.locator('[data-store-status]').first().textContent()).toMatch(
        /^(Ouvert jusqu’à \d+\sh|Fermé)/,
      );
      await checkPage(shop, 'store-locator-annecy');

      await search(page, '74000');
      const postcode = await results(page);
      expect(postcode.first).toBe('Orsalis Annecy');
      expect(postcode.distances).toEqual(annecy.distances);

      await search(page, 'Atlantide');
      expect(await page.locator('main').getByRole('status').textContent()).toMatch(
        /^Aucune boutique ne correspond à «\sAtlantide\s»\./,
      );
      expect(await page.locator('main li h2').count()).toBe(0);
      expect(shop.consoleErrors).toEqual([]);
      await shop.context.close();
    });
  }
});
