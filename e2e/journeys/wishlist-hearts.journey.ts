import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage, visit } from '../src/browser.ts';
import {
  SERVER_WAIT,
  expectGreeting,
  expectOnlyProvokedErrors,
  submitSignIn,
  uniqueEmail,
} from './account-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PRODUCT_PATH = '/vitamine-d3-lichen.html';
const PASSWORD = 'Tilleul-Bio-2026';

/**
 * A customer of their own (a setup step, through Magento's core mutation), so the seeded demo
 * customer's wish list, which other journeys count, stays as it is.
 */
async function createCustomer(email: string): Promise<void> {
  const response = await fetch(`${inject('backendUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'fr' },
    body: JSON.stringify({
      query:
        'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      variables: { input: { firstname: 'Inès', lastname: 'Garnier', email, password: PASSWORD } },
    }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
}

// French spacing: no-break spaces inside the guillemets.
const addName = (name: string) => `Ajouter «\u00a0${name}\u00a0» à mes favoris`;
const removeName = (name: string) => `Retirer «\u00a0${name}\u00a0» de mes favoris`;
const heart = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();
/** The header's link to the wish list, named with its count. */
const headerCount = (page: Page, name: string) =>
  expect
    .poll(() => page.getByRole('link', { name, exact: true }).first().isVisible(), SERVER_WAIT)
    .toBe(true);

describe.each([
  ['phone', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
] as const)('hearts on the %s', (label, viewport) => {
  it('a guest’s heart signs in and comes back added, once; a card’s heart removes it', async () => {
    const email = uniqueEmail(`favoris-${label}`);
    await createCustomer(email);
    const shop = await openShopPage(browser, viewport);
    const { page } = shop;

    // A guest's heart on the product page: unpressed, named with the product.
    await visit(shop, PRODUCT_PATH, `wishlist-guest-product-${label}`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(name).not.toBe('');
    expect(await heart(page, addName(name)).getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('link', { name: /^Mes favoris/ }).count()).toBe(0);
    await heart(page, addName(name)).click();

    // Sent to sign in, with the product remembered; back on the product, added.
    await page.waitForURL(`**/sign-in?returnTo=${encodeURIComponent(PRODUCT_PATH)}`);
    await checkPage(shop, `wishlist-sign-in-${label}`);
    await submitSignIn(page, { email, password: PASSWORD });
    await page.waitForURL(`**${PRODUCT_PATH}`, SERVER_WAIT);
    await expectGreeting(page, 'Inès');
    await expect
      .poll(() => heart(page, removeName(name)).getAttribute('aria-pressed'), SERVER_WAIT)
      .toBe('true');
    await headerCount(page, 'Mes favoris, 1 produit');
    await checkPage(shop, `wishlist-added-${label}`);

    // A reload adds nothing more.
    await page.reload();
    await expect
      .poll(() => heart(page, removeName(name)).getAttribute('aria-pressed'), SERVER_WAIT)
      .toBe('true');
    await headerCount(page, 'Mes favoris, 1 produit');

    // The card's heart in the search results is pressed too, and removes it.
    await visit(shop, `/search.html?query=${encodeURIComponent(name)}`, `wishlist-card-${label}`);
    const card = page.getByRole('article').filter({ hasText: name }).first();
    const cardHeart = card.getByRole('button', { name: removeName(name), exact: true });
    await expect.poll(() => cardHeart.getAttribute('aria-pressed'), SERVER_WAIT).toBe('true');
    await cardHeart.click();
    await expect
      .poll(
        () =>
          card
            .getByRole('button', { name: addName(name), exact: true })
            .getAttribute('aria-pressed'),
        SERVER_WAIT,
      )
      .toBe('false');
    await headerCount(page, 'Mes favoris');
    await checkPage(shop, `wishlist-removed-${label}`);

    // The wish list page agrees.
    await page.getByRole('link', { name: 'Mes favoris', exact: true }).first().click();
    await page.waitForURL('**/wishlist');
    await expect.poll(() => page.getByText('Aucun produit').isVisible(), SERVER_WAIT).toBe(true);
    expectOnlyProvokedErrors(shop.consoleErrors, []);
    await shop.context.close();
  });
});
