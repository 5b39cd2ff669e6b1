import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VIEWPORTS, launchBrowser, openShopPage, visit } from '../src/browser.ts';

/** The server's answer to one address, redirects not followed. */
async function answer(path: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${inject('storefrontUrl')}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('bad query parameters are normalised, never a 5xx (issue 20, decision 119)', () => {
  it('reads an unknown sort on search as the default order', async () => {
    expect(await answer('/search.html?query=magnesium&sort=foo_ASC')).toEqual({
      status: 200,
      location: null,
    });
    expect((await answer('/search.html?query=magnesium&product_list_order=foo')).status).toBe(200);
    const shop = await openShopPage(browser, VIEWPORTS.mobile);
    await visit(shop, '/search.html?query=magnesium&sort=foo_ASC', 'bad-address-sort');
    await expect.poll(() => shop.page.getByRole('article').count()).toBeGreaterThan(0);
    await shop.context.close();
  });

  it('sends a page past the end of a category to its last page', async () => {
    const far = await answer('/vitamines.html?page=99999');
    expect(far.status).toBe(302);
    expect(far.location).toMatch(/^\/vitamines\.html\?page=\d+$/);
    const last = await answer(far.location ?? '');
    expect(last.status).toBe(200);
    // Filters and sort are kept on the way.
    const sorted = await answer('/vitamines.html?sort=price_ASC&page=99999');
    expect(sorted.status).toBe(302);
    expect(sorted.location).toMatch(/^\/vitamines\.html\?sort=price_ASC&page=\d+$/);
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    await visit(shop, '/vitamines.html?page=99999', 'bad-address-page');
    expect(new URL(shop.page.url()).search).toBe(new URL(far.location ?? '', 'http://x').search);
    await expect.poll(() => shop.page.getByRole('article').count()).toBeGreaterThan(0);
    await shop.context.close();
  });

  it('answers not found for a later page of a search that finds nothing', async () => {
    expect((await answer('/search.html?query=zzqqzzqq&page=3')).status).toBe(404);
    expect((await answer('/search.html?query=zzqqzzqq')).status).toBe(200);
  });

  it('reads a page that is not a number as page 1, and ignores unknown filter values', async () => {
    expect(await answer('/vitamines.html?page=abc')).toEqual({ status: 200, location: null });
    expect(await answer('/vitamines.html?diet=zzz&price=abc')).toEqual({
      status: 200,
      location: null,
    });
  });
});
