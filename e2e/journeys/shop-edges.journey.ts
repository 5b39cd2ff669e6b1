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

/** A category with sold-out products among its first page (the seed's every 11th product). */
const CATEGORY = '/vitamines.html';

describe('the edges of issue 20', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`"Épuisé" sits on its own card's picture in a category grid (${label})`, async () => {
      const shop = await openShopPage(browser, viewport);
      await visit(shop, CATEGORY, 'edges-category-sold-out');
      const placements = await shop.page.evaluate(() =>
        [...document.querySelectorAll('article')]
          .map((card) => {
            const badge = [...card.querySelectorAll('span')].find(
              (span) => span.textContent === 'Épuisé',
            );
            const image = card.querySelector('img');
            if (!badge || !image) return null;
            const b = badge.getBoundingClientRect();
            const i = image.getBoundingClientRect();
            return {
              onItsPicture:
                b.left >= i.left && b.right <= i.right && b.top >= i.top && b.bottom <= i.bottom,
            };
          })
          .filter((placement) => placement !== null),
      );
      expect(placements.length).toBeGreaterThan(0);
      expect(placements.every(({ onItsPicture }) => onItsPicture)).toBe(true);
      expect(shop.consoleErrors).toEqual([]);
      await shop.context.close();
    });
  }

  it('shows each option’s price beside the choice on a configurable product', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.mobile);
    await visit(shop, '/vitamine-d3-lichen.html', 'edges-option-prices');
    const names = await shop.page
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.labels?.[0]?.textContent ?? ''));
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(name).toMatch(/^.+ — (dès )?\d+,\d{2}\s€$/);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});
