/**
 * The favourite store (issue 21, spec §4): chosen from the store list or a store's own page,
 * shown in the header (wide) or the drawer (phone) and on a product page, kept across a reload,
 * replaced by the server's after signing in (the server's saved one wins), saved to the server
 * when chosen signed in, forgotten on sign-out. "Me localiser" asks for the position only after
 * the press.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage, visit } from '../src/browser.ts';
import { DEMO_CUSTOMER, SERVER_WAIT, expectGreeting, submitSignIn } from './account-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PRODUCT_PATH = '/vitamine-d3-lichen.html';
const CHOSEN = 'Orsalis Annecy';
const STORE_PAGE_PATH = '/magasins/annecy';
const SAVED = 'Orsalis Rennes';
const NBSP = '\u00a0';

/** A call to the commerce server as a setup or a check, with the customer's token if given. */
async function backend<T>(query: string, variables = {}, token?: string): Promise<T> {
  const response = await fetch(`${inject('backendUrl')}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: 'fr',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data;
}

const demoToken = async () =>
  (
    await backend<{ generateCustomerToken: { token: string } }>(
      'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    )
  ).generateCustomerToken.token;

const serverFavorite = async (token: string) =>
  (
    await backend<{ customer: { favorite_store: string | null } }>(
      '{ customer { favorite_store } }',
      {},
      token,
    )
  ).customer.favorite_store;

/** A store's identifier, read from its button on the store list. */
const identifierOf = (page: Page, name: string) =>
  page
    .locator('main li', { has: page.getByRole('heading', { name, exact: true }) })
    .locator('[data-favorite-store]')
    .getAttribute('data-favorite-store');

/** "Ma boutique : Orsalis Annecy — ouverte jusqu’à 19 h" (or "fermée, ouvre …"). */
const lineOf = (name: string) =>
  new RegExp(`^Ma boutique${NBSP}: ${name} — (ouverte jusqu’à|fermée)`);

/** The favourite's line in the frame: the header's link (wide) or the drawer's (phone). */
async function frameLine(page: Page, wide: boolean): Promise<string | null> {
  if (wide) {
    const link = page.locator('header [data-favorite-store-line]');
    return (await link.count()) > 0 ? link.textContent() : null;
  }
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.waitFor();
  const links = await drawer.getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  await expect.poll(() => drawer.count()).toBe(0);
  return links.find((text) => text.startsWith('Ma boutique')) ?? null;
}

const storedFavorites = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('favorite_store_')),
  );

describe.each([
  ['phone', VIEWPORTS.mobile, false],
  ['desktop', VIEWPORTS.desktop, true],
] as const)('the favourite store on the %s', (label, viewport, wide) => {
  it('is chosen from the list, shown, kept, replaced by the server’s, saved, forgotten, then chosen on the store’s page', async () => {
    const shop = await openShopPage(browser, viewport);
    const { page } = shop;
    await visit(shop, '/magasins', `favorite-store-list-${label}`);
    // The demo customer's saved favourite on the server: Rennes (a setup step).
    const token = await demoToken();
    const rennes = await identifierOf(page, SAVED);
    const annecy = await identifierOf(page, CHOSEN);
    await backend(
      'mutation ($id: String!) { setFavoriteStore(identifier: $id) { identifier } }',
      { id: rennes },
      token,
    );

    // No position asked on load: "Me localiser" is offered, the browser has not been asked.
    await page.getByRole('button', { name: 'Me localiser' }).waitFor();
    const choose = page.getByRole('button', {
      name: `Choisir comme ma boutique${NBSP}: ${CHOSEN}`,
    });
    expect(await choose.getAttribute('aria-pressed')).toBe('false');
    await choose.click();
    const chosen = page.getByRole('button', { name: `Ma boutique${NBSP}: ${CHOSEN}` });
    await expect.poll(() => chosen.getAttribute('aria-pressed')).toBe('true');
    expect(await chosen.textContent()).toBe('Ma boutique');
    // Kept for this store view.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('favorite_store_fr')))
      .toContain(annecy ?? 'none');
    // Chosen, "Me localiser" has nothing more to find.
    await expect.poll(() => page.getByRole('button', { name: 'Me localiser' }).count()).toBe(0);
    await checkPage(shop, `favorite-store-chosen-${label}`);
    expect(await frameLine(page, wide)).toMatch(lineOf(CHOSEN));

    // The product page says it too, and a reload keeps it.
    await visit(shop, PRODUCT_PATH, `favorite-store-product-${label}`);
    const productLine = page.locator('main [data-favorite-store-line]');
    await expect.poll(() => productLine.textContent(), SERVER_WAIT).toMatch(lineOf(CHOSEN));
    await page.reload();
    await expect.poll(() => productLine.textContent(), SERVER_WAIT).toMatch(lineOf(CHOSEN));
    expect(await frameLine(page, wide)).toMatch(lineOf(CHOSEN));

    // Signing in reads the server's favourite, which wins over the local one.
    await page.goto('/sign-in');
    await submitSignIn(page, DEMO_CUSTOMER);
    await expectGreeting(page, DEMO_CUSTOMER.firstname);
    await expect
      .poll(
        () => page.evaluate(() => window.localStorage.getItem('favorite_store_fr')),
        SERVER_WAIT,
      )
      .toContain(rennes ?? 'none');
    // Its hours are read when the browser is idle: the line gets today's state a moment later.
    await expect.poll(() => frameLine(page, wide), SERVER_WAIT).toMatch(lineOf(SAVED));

    // Chosen while signed in, it is saved to the server.
    await visit(shop, '/magasins', `favorite-store-signed-in-${label}`);
    await page.getByRole('button', { name: `Choisir comme ma boutique${NBSP}: ${CHOSEN}` }).click();
    await expect.poll(() => serverFavorite(token), SERVER_WAIT).toBe(annecy);

    // Signing out forgets it, in every store view.
    if (wide) {
      await page.getByRole('button', { name: `Bonjour, ${DEMO_CUSTOMER.firstname}` }).click();
      await page.locator('header').getByRole('button', { name: 'Se déconnecter' }).click();
    } else {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('button', { name: `Bonjour, ${DEMO_CUSTOMER.firstname}` }).click();
      await drawer.getByRole('button', { name: 'Se déconnecter' }).click();
    }
    await expect.poll(() => storedFavorites(page), SERVER_WAIT).toEqual([]);
    await expect
      .poll(() =>
        page.getByRole('button', { name: `Choisir comme ma boutique${NBSP}: ${CHOSEN}` }).count(),
      )
      .toBe(1);
    expect(await frameLine(page, wide)).toBeNull();

    // Chosen again from the store's own page, reached from the list.
    await page.getByRole('main').getByRole('link', { name: CHOSEN, exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), SERVER_WAIT)
      .toBe(CHOSEN);
    expect(new URL(page.url()).pathname).toBe(STORE_PAGE_PATH);
    const onPage = page.getByRole('main').locator('[data-favorite-store]');
    expect(await onPage.getAttribute('aria-label')).toBe(
      `Choisir comme ma boutique${NBSP}: ${CHOSEN}`,
    );
    expect(await onPage.getAttribute('aria-pressed')).toBe('false');
    await onPage.click();
    const chosenOnPage = page
      .getByRole('main')
      .getByRole('button', { name: `Ma boutique${NBSP}: ${CHOSEN}` });
    await expect.poll(() => chosenOnPage.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('favorite_store_fr')))
      .toContain(annecy ?? 'none');
    await expect.poll(() => frameLine(page, wide), SERVER_WAIT).toMatch(lineOf(CHOSEN));
    await page.reload();
    await expect.poll(() => chosenOnPage.getAttribute('aria-pressed'), SERVER_WAIT).toBe('true');
    await expect.poll(() => frameLine(page, wide), SERVER_WAIT).toMatch(lineOf(CHOSEN));
    // A second press keeps it (the button chooses, it does not clear).
    await chosenOnPage.click();
    expect(await frameLine(page, wide)).toMatch(lineOf(CHOSEN));
    expect(await chosenOnPage.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => window.localStorage.getItem('favorite_store_fr'))).toContain(
      annecy ?? 'none',
    );
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });

  it('"Me localiser" asks for the position only after the press and finds the nearest store', async () => {
    const shop = await openShopPage(browser, viewport);
    const { page, context } = shop;
    await context.grantPermissions(['geolocation']);
    // Near Annecy's old town.
    await context.setGeolocation({ latitude: 45.899, longitude: 6.128 });
    // Counts the page's requests for a position: none may come before the press.
    await context.addInitScript(() => {
      const counted = window as unknown as { positionAsks: number };
      counted.positionAsks = 0;
      const prototype = Geolocation.prototype;
      const ask: (
        this: Geolocation,
        ...args: Parameters<Geolocation['getCurrentPosition']>
      ) => void = Reflect.get(prototype, 'getCurrentPosition');
      prototype.getCurrentPosition = function (this: Geolocation, ...args) {
        counted.positionAsks += 1;
        Reflect.apply(ask, this, args);
      };
    });
    await visit(shop, '/magasins', `favorite-store-locate-${label}`);
    const asks = () =>
      page.evaluate(() => (window as unknown as { positionAsks: number }).positionAsks);
    expect(await asks()).toBe(0);
    expect(await storedFavorites(page)).toEqual([]);
    await page.getByRole('button', { name: 'Me localiser' }).click();
    // The server answers none to a guest without a position: finding Annecy took the position.
    await expect
      .poll(
        () => page.getByRole('button', { name: `Ma boutique${NBSP}: ${CHOSEN}` }).count(),
        SERVER_WAIT,
      )
      .toBe(1);
    await expect.poll(() => frameLine(page, wide), SERVER_WAIT).toMatch(lineOf(CHOSEN));
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});
