import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage } from '../src/browser.ts';
import {
  SIMPLE_PRODUCT,
  addToCart,
  guestCheckout,
  orderMails,
  uniqueEmail,
} from './checkout-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a guest checkout on a phone (375 px)', () => {
  it('goes through every step and pays by card', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.mobile);
    const email = uniqueEmail('mobile');
    await addToCart(shop, SIMPLE_PRODUCT, 'checkout-mobile-product');
    await shop.page.goto('/cart');
    await checkPage(shop, 'checkout-mobile-cart');
    const number = await guestCheckout(shop, 'checkout-mobile', email);
    expect(await orderMails(email)).toHaveLength(1);
    expect(number).toMatch(/^\d+$/);
    // Nothing is wider than the phone.
    const overflow = await shop.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  });
});
