import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIEWPORTS,
  checkPage,
  openShopPage,
  launchBrowser,
  screenshot,
  visit,
} from '../src/browser.ts';
import { forgetLayoutShifts, recordLayoutShifts, recordedLayoutShifts } from './layout-shifts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * How long each page's data takes: the route data a client navigation fetches (`*.data`, which
 * the storefront's server answers from its GraphQL reads) is held this long, longer than the
 * placeholder's delay and the half second after a click in which shifts do not count.
 */
const SLOW_MS = 1_500;

/**
 * Clicks a link to another page and checks the placeholder on the way: the right one, main busy
 * with the French announcement; then the page, with no layout shift when it arrives.
 */
async function navigateThroughPlaceholder(
  page: Page,
  click: () => Promise<void>,
  expected: { type: string; name: string; heading: RegExp | string },
): Promise<void> {
  await forgetLayoutShifts(page);
  await click();
  const placeholder = page.locator(`[data-page-placeholder="${expected.type}"]`);
  await placeholder.waitFor({ state: 'visible', timeout: 5_000 });
  expect(await page.locator('main').getAttribute('aria-busy')).toBe('true');
  expect(await placeholder.getByRole('status').textContent()).toContain('Chargement…');
  if (expected.type === 'generic') {
    // The generic loader says it in words on screen, with no page skeleton.
    expect(await placeholder.getByText('Chargement…', { exact: true }).isVisible()).toBe(true);
    expect(await placeholder.locator('[aria-hidden="true"]').count()).toBe(1);
  }
  await screenshot(page, `shimmer-${expected.name}`);
  await placeholder.waitFor({ state: 'detached', timeout: 15_000 });
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
    .toMatch(expected.heading);
  expect(await page.locator('main').getAttribute('aria-busy')).toBeNull();
  await page.waitForTimeout(500);
  const moved = await recordedLayoutShifts(page);
  const cls = moved.reduce((sum, shift) => sum + shift.value, 0);
  expect(cls, JSON.stringify(moved)).toBeLessThan(0.01);
}

describe.each([
  ['phone', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
] as const)('placeholders while the next page loads, on the %s', (label, viewport) => {
  it('shows the category, product and CMS placeholders and the generic loader, then the page, without moving it', async () => {
    const shop = await openShopPage(browser, viewport);
    const { page } = shop;
    await recordLayoutShifts(page);
    await visit(shop, '/vitamine-d3-lichen.html', `shimmer-start-${label}`);
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.continue();
    });

    // The breadcrumb's category: in the menu, so a category placeholder with its 6 cards.
    await navigateThroughPlaceholder(
      page,
      () =>
        page
          .getByRole('navigation', { name: /fil d’ariane/i })
          .getByRole('link', { name: 'Vitamines' })
          .click(),
      { type: 'CATEGORY', name: `category-${label}`, heading: 'Vitamines' },
    );
    await checkPage(shop, `shimmer-category-page-${label}`);

    // A product card: the card says a product is coming.
    const card = page.locator('main article h2 a').first();
    const productName = (await card.textContent()) ?? '';
    await navigateThroughPlaceholder(page, () => card.click(), {
      type: 'PRODUCT',
      name: `product-${label}`,
      heading: productName.trim(),
    });

    // The footer's "Qui sommes-nous": a CMS page.
    await navigateThroughPlaceholder(
      page,
      () => page.getByRole('contentinfo').getByRole('link', { name: 'Qui sommes-nous' }).click(),
      { type: 'CMS_PAGE', name: `cms-${label}`, heading: /./ },
    );

    // The footer's "Nos boutiques": the store list has no skeleton, so the generic loader.
    await navigateThroughPlaceholder(
      page,
      () => page.getByRole('contentinfo').getByRole('link', { name: 'Nos boutiques' }).click(),
      { type: 'generic', name: `generic-${label}`, heading: 'Nos boutiques' },
    );
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});

describe('placeholders without motion', () => {
  it('a shopper who asks for less motion gets still placeholders', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.mobile);
    const { page } = shop;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(shop, '/vitamine-d3-lichen.html', 'shimmer-still-start');
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Qui sommes-nous' }).click();
    const block = page.locator('[data-page-placeholder="CMS_PAGE"] [aria-hidden="true"]').first();
    await block.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await block.evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
    await shop.context.close();
  });
});
