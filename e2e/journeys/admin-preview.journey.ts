/**
 * The admin preview (spec §4, §7, §9; decision 141): the admin frames the shop from its own
 * origin and posts the preview message; the shop stores it, reloads and shows the home page's
 * draft; 10 s later a reload shows the published page again. A message from any other origin does
 * nothing. The admin's origin here is the commerce server's (same site, another port).
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, openShopPage, screenshot } from '../src/browser.ts';
import type { RunningShop } from '../src/shop.ts';
import { startShop } from '../src/shop.ts';

const TOKEN = 'journey-admin-token-0123456789abcdef01';
/** The seeded home draft's heading (apps/commerce-server/src/seed/cms.seed.ts, HOME_DRAFT). */
const DRAFT_HEADING = 'Avant-première\u00a0: la collection de printemps';
/** Spec §9: the preview's credentials are kept 10 000 ms after the load that applies them. */
const PREVIEW_TTL_MS = 10_000;

let browser: Browser;
let shop: RunningShop;
let adminOrigin: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // The storefront is already built by the journeys' global setup.
  shop = await startShop({
    build: false,
    backendEnv: { ADMIN_TOKEN: TOKEN },
    storefrontEnv: (backendUrl) => ({ ADMIN_ORIGIN: new URL(backendUrl).origin }),
  });
  adminOrigin = new URL(shop.backendUrl).origin;
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** The admin's preview screen: a page of the admin's origin framing the shop's home page. */
async function openAdminPreview(page: Page): Promise<Frame> {
  // A real page of the admin's origin (the commerce server's health answer): a page the test
  // would make up is not on the local network, and Chrome blocks it from framing a local shop.
  // The stand-in has no icon; the browser's request for one is not the shop's error.
  await page.route(`${adminOrigin}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
  await page.goto(`${adminOrigin}/health`);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.title = 'Boutique';
    frame.src = src;
    frame.style.cssText = 'position:fixed;inset:0;border:0;width:100vw;height:100vh';
    document.body.replaceChildren(frame);
  }, `${shop.storefrontUrl}/`);
  await page.waitForFunction(() => document.querySelector('iframe')?.contentWindow !== null);
  await page.waitForTimeout(500);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error('the shop is not framed');
  await frame.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
  return frame;
}

/** Whether a text shows in the frame (spaces compared as spaces: French colons have no-break ones). */
const shows = (frame: Frame, text: string) =>
  frame
    .evaluate(
      (wanted) => document.body.innerText.replace(/\s/g, ' ').includes(wanted.replace(/\s/g, ' ')),
      text,
    )
    // Asked while the frame reloads: not yet.
    .catch(() => false);
const hasDraft = (frame: Frame) => shows(frame, DRAFT_HEADING);

/** The message the admin posts: its token and the staging version to preview (unix seconds). */
const message = () => ({
  authorization: `Bearer ${TOKEN}`,
  version: String(Math.floor(Date.now() / 1000)),
});

describe.each([
  ['phone', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
] as const)('the admin preview on the %s', (label, viewport) => {
  it('shows the home page’s draft after the admin’s message, the published page 10 s later', async () => {
    const { page, consoleErrors, context } = await openShopPage(
      browser,
      viewport,
      shop.storefrontUrl,
    );
    const frame = await openAdminPreview(page);
    expect(await hasDraft(frame)).toBe(false);

    // The admin posts the message to the framed shop, which reloads with the draft.
    const reloaded = page.waitForResponse(
      (response) =>
        response.url() === `${shop.storefrontUrl}/` && response.request().isNavigationRequest(),
    );
    await page.evaluate(
      ({ data, target }) =>
        document.querySelector('iframe')?.contentWindow?.postMessage(data, target),
      { data: message(), target: shop.storefrontUrl },
    );
    const answer = await reloaded;
    await frame.waitForLoadState('load');
    // Nobody stores a preview: not the storefront's page cache, not the browser, not a CDN.
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(answer.headers()['x-page-cache']).toBe('BYPASS');
    await frame.waitForSelector('html[data-hydrated="true"]', {
      state: 'attached',
      timeout: 30_000,
    });
    await expect.poll(() => hasDraft(frame), { timeout: 15_000 }).toBe(true);
    await screenshot(page, `admin-preview-draft-${label}`);

    // 10 s after that load the credentials are gone: a reload shows the published page.
    await page.waitForTimeout(PREVIEW_TTL_MS + 500);
    expect(
      await frame.evaluate(() => [
        localStorage.getItem('admin_preview_token'),
        document.cookie.includes('admin_preview='),
      ]),
    ).toEqual([null, false]);
    // Loaded again (waiting for that navigation, not the one before).
    await frame.goto(`${shop.storefrontUrl}/`, { waitUntil: 'load' });
    await frame.waitForSelector('html[data-hydrated="true"]', {
      state: 'attached',
      timeout: 30_000,
    });
    expect(await hasDraft(frame)).toBe(false);
    // The published home page: its first slide.
    expect(await shows(frame, 'Retrouvez des nuits sereines')).toBe(true);
    await screenshot(page, `admin-preview-published-${label}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('ignores the same message from another origin', async () => {
    const { page, consoleErrors, context } = await openShopPage(
      browser,
      viewport,
      shop.storefrontUrl,
    );
    await page.goto('/', { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', {
      state: 'attached',
      timeout: 30_000,
    });
    // The shop's own origin is not the admin's: a message from it is not a preview.
    await page.evaluate((data) => {
      (window as unknown as { stayed: boolean }).stayed = true;
      window.postMessage(data, '*');
    }, message());
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('admin_preview_token'))).toBeNull();
    expect(await page.evaluate(() => document.body.innerText.includes('Avant-première'))).toBe(
      false,
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
