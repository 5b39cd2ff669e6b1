import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIEWPORTS,
  launchBrowser,
  openShopPage,
  screenshot,
  waitForHydration,
} from '../src/browser.ts';
import { recordLayoutShifts, shiftsAfterParsing } from './layout-shifts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * The pages a shopper lands on: the home page holds a slider, tabs, product carousels, a video and
 * an FAQ (every rich-content family, decision 105), the others their own page types.
 */
const LANDINGS = [
  ['home', '/'],
  ['category', '/vitamines.html'],
  ['product', '/vitamine-d3-lichen.html'],
  ['cms', '/about-us'],
] as const;

describe.each([
  ['phone', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
] as const)('a landing page stays where it is painted, on the %s', (label, viewport) => {
  it.each(LANDINGS)('%s (%s): sent whole, and nothing moves while it loads', async (name, path) => {
    const shop = await openShopPage(browser, viewport);
    const { page } = shop;
    await recordLayoutShifts(page);
    // A mid-range phone's CPU: a part of the page revealed late by a script shows as a shift.
    const cdp = await shop.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const response = await page.goto(path, { waitUntil: 'load' });
    // No finished part of the page is held back for a script to put in place after the first
    // paint (React outlines big Suspense boundaries unless told not to).
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<main');
    expect(html).not.toMatch(/<template id="B:\d+"><\/template>/);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(500);
    await screenshot(page, `first-paint-${name}-${label}`);

    // Shifts while the HTML is still being parsed (a busy machine may paint a half-parsed header)
    // are the stream's, as in the cart page's journey; the outlined boundaries above are checked
    // in the HTML itself.
    const moved = await shiftsAfterParsing(page);
    const cls = moved.reduce((sum, shift) => sum + shift.value, 0);
    expect(cls, JSON.stringify(moved)).toBeLessThan(0.01);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});
