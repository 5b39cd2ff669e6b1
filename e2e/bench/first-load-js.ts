import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

export interface FirstLoadJs {
  path: string;
  /** Scripts the page loaded until the network went quiet, gzip-compressed sizes. */
  totalGzipBytes: number;
  scripts: { url: string; gzipBytes: number }[];
  /**
   * Scripts of the checkout the page loaded: chunks only the /checkout route imports (its module
   * and the imports no route of this page shares). Product and category pages must load none.
   */
  checkoutScripts: string[];
}

/** The route of /checkout in the app's route manifest. */
export const CHECKOUT_PATH = '/checkout';

/**
 * One path per route of the route table (`apps/storefront/app/routes.ts`; a made-up `.html`
 * path stands for everything the backend resolves): what the other routes import is not
 * checkout code, even when the checkout imports it too.
 */
const OTHER_ROUTE_PATHS = [
  '/',
  '/search.html',
  '/cart',
  '/sign-in',
  '/forgot-password',
  '/create-account',
  '/customer/account/createPassword',
  '/contact-us',
  '/track-my-order',
  '/account-information',
  '/customer/account/edit',
  '/order-history',
  '/customer/account',
  '/wishlist',
  '/saved-payments',
  '/communications',
  '/address-book',
  '/about-us',
  '/customer-service',
  '/any-page.html',
];

interface ManifestRoute {
  module: string;
  imports?: string[];
}

/**
 * The chunks only the checkout route brings: the route manifest (react-router's lazy route
 * discovery answers `/__manifest?paths=`) for /checkout and one path of every other route, minus
 * every chunk another route imports.
 */
async function checkoutOnlyChunks(page: Page): Promise<Set<string>> {
  const routes = await page.evaluate(
    async ({ paths }) => {
      const manifest = (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest;
      const query = new URLSearchParams({ paths: paths.join(','), version: manifest.version });
      const answer = await fetch(`/__manifest?${query.toString()}`);
      return (await answer.json()) as Record<string, ManifestRoute & { path?: string }>;
    },
    { paths: [...OTHER_ROUTE_PATHS, CHECKOUT_PATH] },
  );
  const filesOf = (route: ManifestRoute) => [route.module, ...(route.imports ?? [])];
  const checkout = routes['routes/checkout'];
  if (!checkout) throw new Error('The route manifest has no routes/checkout');
  const others = new Set(
    Object.entries(routes)
      .filter(([id]) => id !== 'routes/checkout')
      .flatMap(([, route]) => filesOf(route)),
  );
  return new Set(filesOf(checkout).filter((file) => !others.has(file)));
}

/**
 * What a first visit downloads in JavaScript, measured in the browser (every script of the
 * shop's origin up to network idle), in gzip bytes — the number the budgets speak of.
 */
export async function measureFirstLoadJs(browser: Browser, origin: string, path: string): Promise<FirstLoadJs> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const scripts: { url: string; gzipBytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.url().startsWith(origin)) return;
    pending.push(
      response.body().then(
        (body) => {
          scripts.push({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length });
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const checkoutOnly = path === CHECKOUT_PATH ? new Set<string>() : await checkoutOnlyChunks(page);
  await context.close();
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    path,
    totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts,
    checkoutScripts: scripts.map((script) => script.url).filter((url) => checkoutOnly.has(url)),
  };
}
