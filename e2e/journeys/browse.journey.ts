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

describe('browsing the catalogue on a desktop', () => {
  it('goes from the home page through the mega menu to a filtered, sorted category, then a product variant', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    await visit(shop, '/', 'browse-home');
    expect(
      await page
        .getByRole('navigation')
        .getByRole('link', { name: 'Accueil', exact: true })
        .first()
        .getAttribute('aria-current'),
    ).toBe('page');

    // Mouse: hovering a top category opens its submenu.
    const vitamins = page.getByRole('link', { name: 'Vitamines', exact: true }).first();
    await vitamins.hover();
    const submenuLink = page.getByRole('link', { name: 'Acérola', exact: true });
    await expect.poll(() => submenuLink.isVisible()).toBe(true);
    await checkPage(shop, 'browse-mega-menu-mouse');

    // Keyboard: ArrowDown opens a submenu, Escape closes it.
    await page.mouse.move(5, 600);
    const minerals = page.getByRole('link', { name: 'Minéraux', exact: true }).first();
    await minerals.focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.getByRole('link', { name: 'Magnésium', exact: true }).first().isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByRole('link', { name: 'Magnésium', exact: true }).first().isVisible())
      .toBe(false);

    // To the category page.
    await vitamins.click();
    await page.waitForURL('**/vitamines.html');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Vitamines');
    // The menu marks where the shopper is: Vitamines, and no longer « Accueil ».
    await expect.poll(() => vitamins.getAttribute('aria-current')).toBe('true');
    const home = page.getByRole('navigation').getByRole('link', { name: 'Accueil', exact: true });
    expect(await home.first().getAttribute('aria-current')).toBeNull();
    await checkPage(shop, 'browse-category');

    // Filter: the URL holds it and the list shrinks.
    const countBefore = await page
      .getByRole('status')
      .filter({ hasText: /produit/ })
      .first()
      .textContent();
    // The box reflects the URL: it is ticked once the filtered page is there.
    const vegan = page.getByRole('checkbox', { name: /Végan/ }).first();
    await vegan.click();
    await page.waitForURL(/diet=/);
    await expect.poll(() => vegan.isChecked()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /produit/ })
          .first()
          .textContent(),
      )
      .not.toBe(countBefore);

    // Sort by price, then page 2.
    await page.getByLabel('Trier par').first().selectOption('price_ASC');
    await page.waitForURL(/sort=price_ASC/);
    // The URL changes as the sorted list starts rendering: wait until its prices rise.
    const prices = () =>
      page.getByRole('article').evaluateAll((articles) =>
        articles.map((article) => {
          const match = /(\d+),(\d{2})\s€/.exec(article.textContent ?? '');
          return match ? Number(`${match[1]}.${match[2]}`) : Number.NaN;
        }),
      );
    await expect
      .poll(async () => {
        const list = await prices();
        return list.length > 1 && list.every((price, i) => i === 0 || price >= (list[i - 1] ?? 0));
      })
      .toBe(true);
    const firstOnPage1 = await page.getByRole('article').first().getByRole('heading').textContent();
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    expect(page.url()).toMatch(/diet=/);
    await expect
      .poll(() => page.getByRole('article').first().getByRole('heading').textContent())
      .not.toBe(firstOnPage1);
    await checkPage(shop, 'browse-category-page-2');

    // Back restores page 1 with the same filter and sort.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    expect(page.url()).toMatch(/sort=price_ASC/);
    await expect
      .poll(() => page.getByRole('article').first().getByRole('heading').textContent())
      .toBe(firstOnPage1);

    // A configurable product: choosing another variant changes image and price.
    await visit(shop, '/vitamine-d3-lichen.html', 'browse-product');
    const imageSources = () =>
      page
        .locator('main img')
        .evaluateAll((images) =>
          images
            .map(
              (image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
            )
            .join(' '),
        );
    const priceText = () =>
      page
        .locator('main')
        .getByText(/\d+,\d{2}\s€/)
        .first()
        .textContent();
    const imagesBefore = await imageSources();
    const priceBefore = await priceText();
    await page.getByRole('radio', { name: '90 jours' }).check();
    await expect.poll(imageSources).not.toBe(imagesBefore);
    await expect.poll(priceText).not.toBe(priceBefore);
    expect(await imageSources()).toContain('90-jours');
    await checkPage(shop, 'browse-product-variant');
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});

describe('searching', () => {
  for (const [term, expected] of [
    ['vitamines', /vitamine/i],
    ['magnesium', /Magnésium/],
  ] as const) {
    it(`finds seeded products for "${term}"`, async () => {
      const shop = await openShopPage(browser, VIEWPORTS.desktop);
      const { page } = shop;
      await visit(shop, '/', `search-${term}-start`);
      await page.getByRole('button', { name: 'Rechercher' }).first().click();
      const input = page.getByRole('searchbox', { name: 'Rechercher dans la boutique' });
      await input.fill(term);
      // Suggestions appear while typing…
      await expect
        .poll(() => page.getByRole('link', { name: expected }).count())
        .toBeGreaterThan(0);
      // …and Enter lists every result.
      await input.press('Enter');
      await page.waitForURL(`**/search.html?query=${term}`);
      // The URL changes as the results page starts rendering: wait for its heading.
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toMatch(new RegExp(term, 'i'));
      const names = await page.getByRole('article').getByRole('heading').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !expected.test(name))).toEqual([]);
      await checkPage(shop, `search-${term}`);
      expect(shop.consoleErrors).toEqual([]);
      await shop.context.close();
    });
  }
});

describe('routing', () => {
  it('follows a redirect rewrite to its target and keeps the query string', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const response = await visit(shop, '/vitamine-c.html?page=2', 'routing-redirect');
    expect(new URL(shop.page.url()).pathname).toBe('/vitamines/vitamine-c.html');
    expect(new URL(shop.page.url()).searchParams.get('page')).toBe('2');
    expect(response?.status()).toBe(200);
    await shop.context.close();
  });

  it('shows the 404 page with status 404 for an unknown URL', async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const shop = await openShopPage(browser, viewport);
      const response = await visit(shop, '/cette-page-nexiste-pas.html', 'routing-not-found');
      expect(response?.status()).toBe(404);
      await expect(shop.page.title()).resolves.toBe('404 Page introuvable | Orsalis');
      await expect(
        shop.page.locator('meta[name="prerender-status-code"]').getAttribute('content'),
      ).resolves.toBe('404');
      await expect(
        shop.page
          .getByText('La page que vous cherchez semble introuvable.', { exact: false })
          .isVisible(),
      ).resolves.toBe(true);
      await shop.context.close();
    }
  });
});

describe('the mobile navigation drawer', () => {
  it('walks down the category tree and back up at 375 px', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.mobile);
    const { page } = shop;
    await visit(shop, '/', 'drawer-home');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect
      .poll(() => drawer.getByRole('heading').first().textContent())
      .toMatch(/Menu principal/i);
    await drawer.getByRole('button', { name: /Vitamines/ }).click();
    await expect
      .poll(() => drawer.getByRole('heading').first().textContent())
      .toMatch(/Vitamines/i);
    await drawer.getByRole('button', { name: /Vitamine C/ }).click();
    await expect
      .poll(() => drawer.getByRole('link', { name: 'Acérola', exact: true }).isVisible())
      .toBe(true);
    await checkPage(shop, 'drawer-level-3');
    await drawer.getByRole('button', { name: 'Retour' }).click();
    await expect
      .poll(() => drawer.getByRole('heading').first().textContent())
      .toMatch(/Vitamines/i);
    await drawer.getByRole('button', { name: 'Retour' }).click();
    await expect
      .poll(() => drawer.getByRole('heading').first().textContent())
      .toMatch(/Menu principal/i);
    await drawer.getByRole('button', { name: 'Retour' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});
