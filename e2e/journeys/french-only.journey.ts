import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, checkPage, launchBrowser, openShopPage, visit } from '../src/browser.ts';
import type { ShopPage } from '../src/browser.ts';
import { DEMO_CUSTOMER, SERVER_WAIT, submitSignIn } from './account-support.ts';
import {
  CONFIGURABLE_PRODUCT,
  PARIS,
  SIMPLE_PRODUCT,
  addToCart,
  continueTo,
  fillShippingAddress,
  uniqueEmail,
} from './checkout-support.ts';

/**
 * Telltale English of a page that should be French (issue 20): words and phrases French does
 * not use, the days and months, and a message id shown for a missing translation. Brand and
 * product names are French here, so none of these can be a name.
 */
const ENGLISH = [
  /\b(?:the|and|your|with|from|item|items|please|sorry)\b/i,
  /\b(?:doesn't|isn't|can't|don't|couldn't|wasn't)\b/i,
  /\b(?:Cart|Checkout|Sign in|Sign out|Add to|Loading|Quantity|Shipping|Delivery|Remove|Increase|Decrease|Previous|Next|Close|Search|Submit|Required|Invalid|Error)\b/,
  /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/,
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/,
  /\b[a-z]+(?:\.[a-z]+)*\.[a-z]+[A-Z][A-Za-z]+\b/,
  /Europe\/Paris/,
];

/** The page's visible text and accessible names (labels, alternatives, titles, placeholders). */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll<HTMLElement>(
      '[aria-label], [alt], [title], [placeholder], [aria-roledescription]',
    )) {
      if (element.closest('[hidden], [aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Fails with every English phrase found on the page, with its context. */
async function expectFrench(shop: ShopPage, state: string, screenshot = true): Promise<void> {
  if (screenshot) await checkPage(shop, `french-${state}`);
  const found = (await shownTexts(shop.page)).flatMap((text) =>
    ENGLISH.flatMap((pattern) => {
      const match = pattern.exec(text);
      if (!match) return [];
      const start = Math.max(0, match.index - 40);
      return [`${state}: “${match[0]}” in “…${text.slice(start, match.index + 60)}…”`];
    }),
  );
  expect(found).toEqual([]);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('French everywhere, in fr-FR (issue 20)', () => {
  it('shows no English on the catalogue, content, store and error pages', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const pages: [string, string][] = [
      ['/', 'home'],
      ['/vitamines.html', 'category'],
      [SIMPLE_PRODUCT.path, 'product'],
      [CONFIGURABLE_PRODUCT.path, 'product-configurable'],
      ['/search.html?query=magnesium', 'search'],
      ['/search.html?query=zzqqzzqq', 'search-empty'],
      ['/magasins', 'stores'],
      ['/about-us', 'about-us'],
      ['/contact-us', 'contact'],
      ['/track-my-order', 'tracking'],
      ['/sign-in', 'sign-in'],
      ['/create-account', 'create-account'],
      ['/page-qui-nexiste-pas.html', 'not-found'],
    ];
    for (const [path, state] of pages) {
      await visit(shop, path, `french-${state}`);
      await expectFrench(shop, state, false);
    }
    // The banner's number of stores is the list's (issue 20: 25 announced, 24 listed).
    await shop.page.goto('/magasins');
    const text = await shop.page.locator('body').innerText();
    const announced = /nos (\d+) boutiques/i.exec(text)?.[1];
    const listed = /dans (\d+) boutiques/.exec(text)?.[1];
    expect(announced).toBeDefined();
    expect(listed).toBe(announced);
    // One store's own page, from the list.
    await shop.page.locator('main a[href^="/magasins/"]').first().click();
    await shop.page.waitForURL(/\/magasins\/.+/);
    await expectFrench(shop, 'store');
    await shop.context.close();
  });

  it('shows no English in the cart — a typed quantity, a bad coupon — nor at checkout', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.mobile);
    const { page } = shop;
    await addToCart(shop, CONFIGURABLE_PRODUCT, 'french-add-configurable');
    await addToCart(shop, SIMPLE_PRODUCT, 'french-add-simple');
    await visit(shop, '/cart', 'french-cart');
    await expectFrench(shop, 'cart', false);

    // A quantity typed on the configurable line, committed by Enter: the update succeeds.
    const quantity = page.getByRole('spinbutton', { name: new RegExp(CONFIGURABLE_PRODUCT.name) });
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect
      .poll(
        () =>
          page
            .getByRole('spinbutton', { name: new RegExp(CONFIGURABLE_PRODUCT.name) })
            .inputValue(),
        SERVER_WAIT,
      )
      .toBe('3');
    await quantity.blur();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expectFrench(shop, 'cart-quantity');

    // A wrong promo code is refused in French.
    await page.getByRole('textbox', { name: 'Saisissez votre code' }).fill('PASUNCODE');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect
      .poll(
        () => page.getByText('Ce code promo n’est pas valable').first().isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);
    await expectFrench(shop, 'cart-bad-coupon');

    // The checkout's steps.
    await page.goto('/checkout');
    await expect
      .poll(
        () => page.getByRole('textbox', { name: 'Prénom', exact: true }).isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);
    await expectFrench(shop, 'checkout-address');
    // The need-help dropdown of the checkout's header: hours in French, no time-zone id.
    await page.getByRole('button', { name: 'Besoin d’aide ?' }).click();
    await expect
      .poll(
        () => page.getByText('Du lundi au vendredi, de 9 h à 18 h').first().isVisible(),
        SERVER_WAIT,
      )
      .toBe(true);
    await expectFrench(shop, 'checkout-need-help');
    await page.keyboard.press('Escape');
    await fillShippingAddress(page, PARIS, uniqueEmail('french'));
    await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');
    await expectFrench(shop, 'checkout-method');
    await continueTo(page, 'Continuer vers la facturation', 'Mon adresse de facturation est');
    await expectFrench(shop, 'checkout-billing');
    await continueTo(page, 'Continuer vers le paiement', 'Comment souhaitez-vous payer');
    await expectFrench(shop, 'checkout-payment');
    await shop.context.close();
  });

  it('shows no English on the signed-in pages', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    await page.goto('/sign-in');
    await submitSignIn(page, DEMO_CUSTOMER);
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), SERVER_WAIT);
    for (const [path, state] of [
      ['/order-history', 'orders'],
      ['/account-information', 'information'],
      ['/address-book', 'addresses'],
      ['/wishlist', 'wishlist'],
      ['/communications', 'communications'],
      ['/saved-payments', 'saved-payments'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), SERVER_WAIT).toBe(1);
      await expectFrench(shop, `account-${state}`);
    }
    await shop.context.close();
  });
});
