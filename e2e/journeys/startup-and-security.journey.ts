/**
 * Issue 18, the storefront's side: every page starts, whatever the timing of its bytes and however
 * slow the phone; the security headers and the API's cross-site rules on the real shop; the 503
 * within a second while the backend is down, and the recovery.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage, visit } from '../src/browser.ts';
import { repoRoot, spawnService } from '../src/services.ts';
import { SIMPLE_PRODUCT, addToCart } from './checkout-support.ts';
import {
  START_PAGES,
  bootModuleCuts,
  bootModuleSpan,
  capturePage,
  expectStarted,
  loadAndStart,
  startCutServer,
  startSwitchableBackend,
} from './startup-support.ts';

/** Throttled loads of each start page in the test command (200 each in `pnpm bench`). */
const THROTTLED_LOADS = Number(process.env.E2E_THROTTLED_LOADS ?? 10);

let browser: Browser;
const storefront = () => inject('storefrontUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The `'nonce-…'` a response's policy allows. */
const policyNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('H2 security headers of the shop', () => {
  it('H2 every page carries the policy, with a nonce of its own that its inline scripts carry', async () => {
    for (const pagePath of [...START_PAGES, '/cart', '/checkout', '/sign-in', '/no-such-page']) {
      const first = await fetch(`${storefront()}${pagePath}`);
      const second = await fetch(`${storefront()}${pagePath}`);
      const policy = first.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ])
        expect(policy, pagePath).toContain(directive);
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
      expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(first.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(first.headers.get('permissions-policy')).toContain('geolocation=(self)');
      expect(first.headers.get('x-powered-by')).toBeNull();
      // Plain HTTP on loopback: no HSTS.
      expect(first.headers.get('strict-transport-security')).toBeNull();
      const html = await first.text();
      const nonce = policyNonce(first);
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)];
      expect(scripts.length, pagePath).toBeGreaterThan(0);
      for (const [tag] of scripts) expect(tag, pagePath).toContain(`nonce="${nonce}"`);
      for (const [tag] of html.matchAll(/<style[^>]*>/g)) expect(tag).toContain(`nonce="${nonce}"`);
      expect(policyNonce(second), pagePath).not.toBe(nonce);
      await second.text();
    }
  });

  it('H2 the browser refuses inline code without the nonce, and the journeys see it', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.mobile);
    await visit(shop, '/vitamines.html', 'startup-csp');
    expect(shop.consoleErrors).toEqual([]);
    const ran = await shop.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => shop.consoleErrors.join('\n'))
      .toMatch(/^CSP violation: script-src-elem refused inline/m);
    await shop.context.close();
  });

  it('G8 API answers through the shop: nosniff, no-store when authorised or changing data', async () => {
    const query = `${storefront()}/graphql?query=${encodeURIComponent('{storeConfig{store_code}}')}`;
    const anonymous = await fetch(query, { headers: { Store: 'fr' } });
    expect(anonymous.headers.get('x-content-type-options')).toBe('nosniff');
    expect(anonymous.headers.get('cache-control')).not.toBe('no-store');
    const authorised = await fetch(query, {
      headers: { Store: 'fr', Authorization: 'Bearer some-customer-token' },
    });
    expect(authorised.headers.get('cache-control')).toBe('no-store');
    const mutation = await fetch(`${storefront()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Store: 'fr', Origin: storefront() },
      body: JSON.stringify({ query: 'mutation { createGuestCart { cart { id } } }' }),
    });
    expect(mutation.status).toBe(200);
    expect(mutation.headers.get('cache-control')).toBe('no-store');
    expect(mutation.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses cross-site mutations and never names another site in CORS headers', async () => {
    const body = JSON.stringify({ query: 'mutation { createGuestCart { cart { id } } }' });
    const form = await fetch(`${storefront()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', Store: 'fr' },
      body: `query=${encodeURIComponent('mutation { createEmptyCart }')}`,
    });
    expect(form.status).toBe(415);
    const multipart = new FormData();
    multipart.set('operations', body);
    expect(
      (await fetch(`${storefront()}/graphql`, { method: 'POST', body: multipart })).status,
    ).toBe(415);
    const rest = await fetch(`${storefront()}/rest/V1/guest-carts`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(rest.status).toBe(415);
    const foreign = await fetch(`${storefront()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Origin: 'https://evil.example', Store: 'fr' },
      body,
    });
    expect(foreign.status).toBe(403);
    const read = await fetch(
      `${storefront()}/graphql?query=${encodeURIComponent('{storeConfig{store_code}}')}`,
      { headers: { Origin: 'https://evil.example', Store: 'fr' } },
    );
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${storefront()}/graphql`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves anonymous pages from its cache whatever cache-control the client sends', async () => {
    const url = `${storefront()}/vitamines.html?cache=${Date.now()}`;
    await (await fetch(url)).text();
    const clients: Record<string, string>[] = [
      { 'Cache-Control': 'no-cache' },
      { Pragma: 'no-cache' },
    ];
    for (const headers of clients) {
      const response = await fetch(url, { headers });
      expect(response.headers.get('x-page-cache')).toBe('HIT');
      await response.text();
    }
  });
});

describe('the 503 while the backend is down', () => {
  it('answers within a second while the backend is down, and recovers by itself when it is back', async () => {
    const backend = await startSwitchableBackend(inject('backendUrl'));
    const shop = await spawnService(
      'storefront (switchable backend)',
      path.join(repoRoot, 'apps/storefront/node_modules/.bin/tsx'),
      ['server/main.ts'],
      {
        cwd: path.join(repoRoot, 'apps/storefront'),
        env: {
          PORT: '0',
          HOST: '127.0.0.1',
          MAGENTO_BACKEND_URL: backend.url,
          NODE_ENV: 'production',
        },
      },
    );
    try {
      const timed = async (pagePath: string) => {
        const started = Date.now();
        const response = await fetch(`${shop.url}${pagePath}`);
        await response.text();
        return { status: response.status, ms: Date.now() - started };
      };
      expect((await timed('/vitamines.html')).status).toBe(200);

      await backend.stop();
      for (const pagePath of ['/magnesium-marin.html', '/omega-3.html', '/mineraux.html']) {
        const answer = await timed(pagePath);
        expect(answer.status, pagePath).toBe(503);
        expect(answer.ms, pagePath).toBeLessThan(1_000);
      }
      const down = await (await fetch(`${shop.url}/omega-3.html`)).text();
      expect(down).toContain('<html lang="fr"');

      await backend.start();
      await expect.poll(async () => (await timed('/omega-3.html')).status).toBe(200);
    } finally {
      await shop.stop();
      await backend.stop();
    }
  });
});

describe('the shop when the network fails (reliability §6.5)', () => {
  it('R1 offline on a product page: the shopper is told, nothing is added; back online the same page adds one, the offline one is not replayed', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.mobile);
    const { page } = shop;
    await visit(shop, SIMPLE_PRODUCT.path, 'r1-product');
    const added = page.getByText('a été ajouté à votre panier');
    await shop.context.setOffline(true);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    // The header says so.
    await expect.poll(() => page.getByText('Hors ligne').first().isVisible()).toBe(true);
    await page.waitForTimeout(1_500);
    expect(await added.count()).toBe(0);
    // Offline, the browser's own failures to fetch are expected; nothing else. Through the
    // service worker (decision 135), a file it cannot fetch fails as `net::ERR_FAILED`.
    expect(
      shop.consoleErrors.filter(
        (message) =>
          !/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|fetch failed|network/i.test(
            message,
          ),
      ),
    ).toEqual([]);
    shop.consoleErrors.length = 0;

    await shop.context.setOffline(false);
    // No reload: the cart's code, first asked for offline, is fetched again by the next click.
    await expect.poll(() => page.getByText('Hors ligne').first().isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await added.first().waitFor({ timeout: 20_000 });
    await page.goto('/cart');
    const lines = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('spinbutton') });
    await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => lines.first().getByRole('spinbutton').inputValue()).toBe('1');
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });

  it('R2 a read answered 503 twice is retried and shown; an add to cart answered 503 is sent once', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    await addToCart(shop, SIMPLE_PRODUCT, 'r2-product');

    let cartReads = 0;
    await page.route(
      (url) =>
        url.pathname === '/graphql' &&
        url.searchParams.get('query')?.includes('GetCartDetails') === true,
      async (route) => {
        cartReads += 1;
        if (cartReads <= 2) await route.fulfill({ status: 503, body: 'Service Unavailable' });
        else await route.continue();
      },
    );
    await page.goto('/cart');
    const line = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: SIMPLE_PRODUCT.name });
    await expect.poll(() => line.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(cartReads).toBe(3);
    await page.unrouteAll();
    shop.consoleErrors.length = 0;

    let adds = 0;
    await page.route('**/graphql', async (route) => {
      if (
        route.request().method() === 'POST' &&
        /addProductsToCart/.test(route.request().postData() ?? '')
      ) {
        adds += 1;
        await route.fulfill({ status: 503, body: 'Service Unavailable' });
      } else await route.continue();
    });
    await page.goto(SIMPLE_PRODUCT.path);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.waitForTimeout(5_000);
    expect(adds).toBe(1);
    expect(await page.getByText('a été ajouté à votre panier').count()).toBe(0);
    await shop.context.close();
  });
});

describe('R2 a slow read', () => {
  it('R2 a read that takes 10 s is abandoned after the timeout and the shopper can retry', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    await visit(shop, '/', 'r2-latency-home');

    // A client-side navigation reads the category page's data from the browser (the route's
    // `.data` GET, which the storefront answers from its GraphQL reads): the first one takes 10 s.
    const LATENCY_MS = 10_000;
    let reads = 0;
    let slow = true;
    await page.route(
      (url) => url.pathname.startsWith('/vitamines') && url.pathname.endsWith('.data'),
      async (route) => {
        reads += 1;
        if (slow) await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
        await route.continue().catch(() => undefined);
      },
    );
    const started = Date.now();
    await page.getByRole('link', { name: 'Vitamines', exact: true }).first().click();
    // While it waits, the page says it is loading (the loading bar, spec §4).
    await expect
      .poll(() => page.locator('[role="progressbar"]').getAttribute('aria-hidden'))
      .toBe('false');
    const timeoutMessage = page.getByText(
      'La page met trop de temps à se charger. Réessayez dans un instant.',
    );
    await expect.poll(() => timeoutMessage.isVisible(), { timeout: LATENCY_MS }).toBe(true);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThan(7_000);
    expect(waited).toBeLessThan(LATENCY_MS);
    expect(reads).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/vitamines.html');
    await checkPage(shop, 'r2-latency-error');

    // The backend answers again: "Réessayer" loads the page.
    slow = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Vitamines' }).isVisible(), {
        timeout: 5_000,
      })
      .toBe(true);
    expect(await timeoutMessage.count()).toBe(0);
    expect(reads).toBe(2);
    await checkPage(shop, 'r2-latency-retried');
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});

describe('page start-up that cannot break', () => {
  it('starts whatever byte of the boot module the first part of the page ends at (each kind of cut, lead image already there)', async () => {
    const pagePath = START_PAGES[2];
    const page = await capturePage(storefront(), pagePath);
    const cuts = bootModuleCuts(page.body, bootModuleSpan(page.body));
    const { start } = bootModuleSpan(page.body);
    const server = await startCutServer(storefront(), page, pagePath);
    const shop = await openShopPage(browser, VIEWPORTS.mobile, server.url);
    try {
      for (const cut of cuts) {
        server.cutAt(cut);
        await shop.page.goto(`${server.url}${pagePath}`, { waitUntil: 'commit' });
        await expectStarted(shop.page, 20_000).catch((error: unknown) => {
          throw new Error(
            `The page cut at byte ${cut} (${cut - start} into the boot module) did not start: ${String(error)}\n${shop.consoleErrors.join('\n')}`,
          );
        });
        // A new cart for the next load: the product's stock would run out.
        await shop.page.evaluate(() => localStorage.clear());
      }
      expect(shop.consoleErrors).toEqual([]);
    } finally {
      await shop.context.close();
      await server.close();
    }
  }, 1_800_000);

  it(`starts ${THROTTLED_LOADS} loads of each of home, a category and a product, CPU 6× slower on a slow network`, async () => {
    const failures: string[] = [];
    for (let round = 0; round < THROTTLED_LOADS; round += 1) {
      for (const pagePath of START_PAGES) {
        const shop = await openShopPage(browser, VIEWPORTS.mobile);
        try {
          await loadAndStart(shop.context, shop.page, `${storefront()}${pagePath}`, {
            throttled: true,
          });
          if (shop.consoleErrors.length > 0)
            failures.push(`${pagePath}: ${shop.consoleErrors.join('; ')}`);
        } catch (error) {
          failures.push(`${pagePath} (load ${round + 1}): ${String(error)}`);
        } finally {
          await shop.context.close();
        }
      }
    }
    expect(failures).toEqual([]);
  }, 1_800_000);
});
