import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage } from '../src/browser.ts';
import type { RunningShop } from '../src/shop.ts';
import { startShop } from '../src/shop.ts';
import {
  DEMO_CUSTOMER,
  SERVER_WAIT,
  expectGreeting,
  expectOnlyProvokedErrors,
  submitSignIn,
} from './account-support.ts';

/**
 * Seconds a customer token lives on this journey's own server (and so in the browser). Store
 * config says it in Magento's hours (`customer_access_token_lifetime`): 18 s is 0.005 h exactly,
 * so the browser's TTL is the server's to the second however the hours are rounded.
 */
const TOKEN_LIFETIME_SECONDS = 18;

let browser: Browser;
let shop: RunningShop;
beforeAll(async () => {
  // The lifetime is read when the server starts: this journey runs its own shop with a short one
  // (the shared shop keeps the store's 1200 s). The storefront build is the shared one.
  [browser, shop] = await Promise.all([
    launchBrowser(),
    startShop({
      build: false,
      backendEnv: { CUSTOMER_TOKEN_LIFETIME_SECONDS: String(TOKEN_LIFETIME_SECONDS) },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), shop?.stop()]);
});

describe('a sign-in token that expires (journey 6)', () => {
  it('R3 signs the shopper out at the token’s end of life and reloads the page, which then asks to sign in again', async () => {
    const session = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = session;
    const url = (path: string) => new URL(path, shop.storefrontUrl).toString();

    // Store config carries the short lifetime, in hours: the browser keeps the token that long.
    const config = (await (
      await fetch(
        `${shop.backendUrl}/graphql?query=${encodeURIComponent('{storeConfig{customer_access_token_lifetime}}')}`,
        { headers: { Store: 'fr' } },
      )
    ).json()) as { data: { storeConfig: { customer_access_token_lifetime: number } } };
    expect(config.data.storeConfig.customer_access_token_lifetime * 3600).toBeCloseTo(
      TOKEN_LIFETIME_SECONDS,
      6,
    );

    // A signed-in route: to sign in first, then back to it.
    await page.goto(url('/order-history'));
    await page.waitForURL('**/sign-in?returnTo=%2Forder-history');
    await checkPage(session, 'account-expiry-sign-in');
    await submitSignIn(page, DEMO_CUSTOMER);
    await page.waitForURL('**/order-history', SERVER_WAIT);
    await expectGreeting(page, DEMO_CUSTOMER.firstname);
    const stored = await page.evaluate(() => window.localStorage.getItem('signin_token'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ ttl: TOKEN_LIFETIME_SECONDS });
    const signedInAt = Date.now();
    await checkPage(session, 'account-expiry-signed-in');

    // Nothing to do but wait: the page reloads by itself once the token is dead.
    const reloaded = page.waitForEvent('load', { timeout: (TOKEN_LIFETIME_SECONDS + 20) * 1000 });
    await reloaded;
    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual((TOKEN_LIFETIME_SECONDS - 2) * 1000);

    // After the reload the route rule sends the shopper to sign in, the page remembered, and
    // tells them why.
    await page.waitForURL('**/sign-in?returnTo=%2Forder-history', SERVER_WAIT);
    await expect
      .poll(
        () =>
          page.getByText('Votre session a expiré\u00a0: veuillez vous reconnecter.').isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('signin_token'))).toBeNull();
    expect(await page.getByRole('link', { name: 'Se connecter' }).first().isVisible()).toBe(true);
    await checkPage(session, 'account-expiry-signed-out');

    // The server let the token expire at the same moment, so revoking it is refused: spec §8
    // logs 'Error Revoking Token' and the sign-out goes on. Nothing else was logged.
    expectOnlyProvokedErrors(
      session.consoleErrors.filter((message) => !message.startsWith('Error Revoking Token')),
      [/The current customer isn't authorized\. \{operationName: SignOut/],
    );
    await session.context.close();
  });
});
