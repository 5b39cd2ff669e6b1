import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage, visit } from '../src/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Found {
  products: { items: Array<{ url_key: string; review_count: number; name: string }> };
}

/** A product with more than one page of reviews (five a page), found through the backend. */
async function reviewedProduct(): Promise<{ path: string; count: number; name: string }> {
  const query =
    '{ products(filter: { sku: { in: ["ORS-000001","ORS-000002","ORS-000003","ORS-000004","ORS-000005","ORS-000006","ORS-000007","ORS-000009","ORS-000010","ORS-000011","ORS-000012"] } }, pageSize: 20) { items { url_key review_count name } } }';
  const response = await fetch(
    `${inject('backendUrl')}/graphql?query=${encodeURIComponent(query)}`,
    { headers: { Store: 'fr' } },
  );
  const body = (await response.json()) as { data: Found };
  const product = body.data.products.items.find((item) => item.review_count > 5);
  if (!product) throw new Error('no seeded product has more than five reviews');
  return { path: `/${product.url_key}.html`, count: product.review_count, name: product.name };
}

describe('the reviews behind the rating link', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`"N avis" leads to the reviews, paged, on ${label}`, async () => {
      const { path, count } = await reviewedProduct();
      const shop = await openShopPage(browser, viewport);
      const { page } = shop;
      await visit(shop, path, `reviews-product-${label}`);

      await page.getByRole('link', { name: `${count} avis` }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#reviews');
      const section = page.locator('section#reviews');
      await expect.poll(() => section.isVisible()).toBe(true);
      await expect
        .poll(() => section.getByRole('heading', { level: 2, name: 'Avis clients' }).isVisible())
        .toBe(true);
      // The section is where the link took the shopper: its top is on screen (scrolling may be smooth).
      await expect
        .poll(async () => {
          const box = await section.boundingBox();
          return box !== null && box.y < viewport.height * 0.5 && box.y + box.height > 0;
        })
        .toBe(true);
      await expect.poll(() => section.getByRole('article').count()).toBe(5);
      await expect.poll(() => section.getByText(`Avis 1 à 5 sur ${count}`).isVisible()).toBe(true);
      // Dates in French ("le 12 mars 2026").
      const firstDate = await section.locator('time').first().textContent();
      expect(firstDate).toMatch(
        /^le \d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
      );
      await checkPage(shop, `reviews-section-${label}`);

      await section.getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL(/[?&]avis=2/);
      await expect
        .poll(() => section.getByText(new RegExp(`^Avis 6 à \\d+ sur ${count}$`)).isVisible())
        .toBe(true);
      await checkPage(shop, `reviews-page-2-${label}`);
      await shop.context.close();
    });
  }

  it('draws the page of reviews on the server', async () => {
    const { path } = await reviewedProduct();
    const html = await (await fetch(`${inject('storefrontUrl')}${path}?avis=2`)).text();
    expect(html).toContain('id="reviews"');
    expect(html).toMatch(/Avis 6 à \d+ sur \d+/);
    expect((html.match(/<article/g) ?? []).length).toBeGreaterThan(0);
  });
});
