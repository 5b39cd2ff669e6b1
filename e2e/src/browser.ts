import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { inject } from 'vitest';
import { repoRoot } from './services.ts';

export const artifactsDir = path.join(repoRoot, 'e2e/artifacts');

/**
 * The accessibility rules every visited page must pass: WCAG 2.2 AA and the French RGAA 4 (axe-core
 * tags its RGAA criteria `RGAAv4`; reliability case X1).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'RGAAv4'];

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

function isShopUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === '127.0.0.1' || hostname === 'localhost';
  } catch {
    return true;
  }
}

/** The consent store's key and version (`apps/storefront/app/privacy/consent.store.ts`). */
export const CONSENT_STORAGE_KEY = 'consent_choices';
export const CONSENT_VERSION = 1;
const CONSENT_PURPOSES = ['videos', 'maps', 'social', 'antiBot', 'analytics'];

/**
 * How a journey's visitor arrives: `refused` has already refused every purpose (the banner stays
 * away; the journeys that are not about consent), `first-visit` has never chosen (the banner asks).
 */
export type ConsentArrival = 'refused' | 'first-visit';

export interface ShopPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  consoleErrors: string[];
}

/** Opens a page on the storefront with a viewport, recording console errors. */
export async function openShopPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  /** Another storefront than the journeys' shared one (e.g. one on the stock-Magento profile). */
  baseURL: string = inject('storefrontUrl'),
  options: { consent?: ConsentArrival } = {},
): Promise<ShopPage> {
  const context = await browser.newContext({
    viewport,
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  // A Content Security Policy violation on the shop's pages is an error of the shop's (issue 18).
  await context.addInitScript(() => {
    if (location.hostname !== '127.0.0.1' && location.hostname !== 'localhost') return;
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  if ((options.consent ?? 'refused') === 'refused') {
    // Decided once, before the first page reads it; a choice the journey makes later is kept.
    await context.addInitScript(
      ({ key, version, purposes }) => {
        if (location.hostname !== '127.0.0.1' && location.hostname !== 'localhost') return;
        if (localStorage.getItem(key) !== null) return;
        const at = new Date().toISOString();
        const choices = Object.fromEntries(purposes.map((p) => [p, { granted: false, at }]));
        localStorage.setItem(key, JSON.stringify({ version, choices }));
      },
      { key: CONSENT_STORAGE_KEY, version: CONSENT_VERSION, purposes: CONSENT_PURPOSES },
    );
  }
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // A message missing from the loaded catalogue shows its id: the shop's own bug (decision 009).
    if (message.type() === 'warning' && message.text().startsWith('Missing translation')) {
      consoleErrors.push(message.text());
      return;
    }
    if (message.type() !== 'error') return;
    // This machine (and CI) has no internet: third-party embeds (video thumbnails, players) fail
    // to load, which says nothing about the shop. Failures on the shop's own origin count.
    const source = message.location().url;
    if (source && !isShopUrl(source) && message.text().startsWith('Failed to load resource'))
      return;
    consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return { page, context, consoleErrors };
}

/**
 * Goes to a path, then checks the page as every journey must: axe finds no serious or critical
 * violation, and a screenshot is saved under e2e/artifacts/<name>-<width>.png.
 */
export async function visit(
  shop: ShopPage,
  urlPath: string,
  name: string,
): Promise<Response | null> {
  const response = await shop.page.goto(urlPath, { waitUntil: 'load' });
  await waitForHydration(shop.page);
  await checkPage(shop, name);
  return response;
}

/**
 * Waits until React has hydrated the page (the root marks `<html data-hydrated>`): before that a
 * click or a key press meets the server's HTML only, and a form would be posted natively.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
}

/**
 * Saves a screenshot of the page as it is now, then checks it: no sideways scrolling (the layout
 * holds from 375 px up) and no serious or critical accessibility violation.
 */
export async function checkPage(shop: ShopPage, name: string): Promise<void> {
  const { page } = shop;
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await screenshot(page, name);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) {
    throw new Error(
      `${page.url()} (${name}) is ${String(scrollWidth)} px wide in a ${String(innerWidth)} px window`,
    );
  }
  // From the top of the page: nothing scrolled under the sticky header, where axe would count a
  // link as covered (target size) only because of where the journey left the scroll.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (blocking.length > 0) {
    const details = blocking
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n` +
          violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n'),
      )
      .join('\n');
    throw new Error(`Accessibility violations on ${page.url()} (${name}):\n${details}`);
  }
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(artifactsDir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Once every running animation (a panel sliding in or out) has finished, or been cancelled: a
 * panel removed mid-slide cancels its animation, whose `finished` then rejects with AbortError.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      ),
      // An endless animation (a spinner) must not hold the journey.
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}
