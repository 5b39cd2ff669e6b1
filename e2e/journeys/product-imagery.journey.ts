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

/** Every image in `scope` that the browser has decoded, with its drawn width. */
const loadedImages = (page: Page, selector: string) =>
  page.$$eval(selector, (images) =>
    (images as HTMLImageElement[]).map((image) => ({
      alt: image.alt,
      loaded: image.complete && image.naturalWidth > 0,
      src: image.currentSrc,
    })),
  );

describe('product imagery a shopper believes', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows three views of each product — front, back label, contents — on ${label}`, async () => {
      const shop = await openShopPage(browser, viewport);
      const { page } = shop;
      await visit(shop, '/', `imagery-home-${label}`);
      await visit(shop, '/vitamines.html', `imagery-category-${label}`);
      const cards = page.locator('main img');
      await expect.poll(() => cards.count()).toBeGreaterThan(3);

      await visit(shop, '/vitamine-d3-gouttes.html', `imagery-product-${label}`);
      const thumbnails = page.getByRole('list', { name: 'Choisir une image' }).locator('img');
      await expect.poll(() => thumbnails.count()).toBe(3);
      await thumbnails.nth(2).scrollIntoViewIfNeeded();
      await expect
        .poll(async () =>
          (await loadedImages(page, '[aria-label="Choisir une image"] img')).every((i) => i.loaded),
        )
        .toBe(true);
      const alts = (await loadedImages(page, '[aria-label="Choisir une image"] img')).map(
        (image) => image.alt,
      );
      expect(alts[0]).toBe('Vitamine D3 gouttes, 20 ml');
      expect(alts[1]).toBe('Vitamine D3 gouttes : dos de l’étiquette et composition');
      expect(alts[2]).toBe('Vitamine D3 gouttes : quelques gouttes et la pipette sur une assiette');

      // The back label is shown large when its thumbnail is chosen (the stage's image comes first).
      await page.getByRole('button', { name: alts[1] }).click();
      const stage = page.locator(`img[alt="${alts[1]}"]`).first();
      await expect
        .poll(() =>
          stage.evaluate(
            (image) =>
              (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        )
        .toBe(true);
      await checkPage(shop, `imagery-product-back-${label}`);
      await shop.context.close();
    });
  }
});
