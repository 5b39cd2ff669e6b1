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

interface ManifestRoute {
  module: string;
  imports?: string[];
}

/** The id of the /checkout route in the app's route manifest. */
const CHECKOUT_ROUTE = 'routes/checkout';

/**
 * The chunks only the checkout route brings: from the route manifest the page carries (all the
 * routes, decision 018 of the storefront), the checkout route's module and imports minus every
 * chunk another route imports.
 */
async function checkoutOnlyChunks(page: Page): Promise<Set<string>> {
  const routes = await page.evaluate(
    () =>
      (window as unknown as { __reactRouterManifest: { routes: Record<string, ManifestRoute> } })
        .__reactRouterManifest.routes,
  );
  const filesOf = (route: ManifestRoute) => [route.module, ...(route.imports ?? [])];
  const checkout = routes[CHECKOUT_ROUTE];
  if (!checkout) throw new Error(`The route manifest has no ${CHECKOUT_ROUTE}`);
  const others = new Set(
    Object.entries(routes)
      .filter(([id]) => id !== CHECKOUT_ROUTE)
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
  const checkoutOnly = path === '/checkout' ? new Set<string>() : await checkoutOnlyChunks(page);
  await context.close();
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    path,
    totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts,
    checkoutScripts: scripts.map((script) => script.url).filter((url) => checkoutOnly.has(url)),
  };
}
