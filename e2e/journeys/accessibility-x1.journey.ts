/**
 * Reliability case X1, accessibility: the pages pass axe with WCAG 2.2 AA and RGAA 4, a shopper
 * with a keyboard only gets from a product to the order confirmation, the focused control is never
 * hidden under the sticky header or the consent banner, and every target is at least 24 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AXE_TAGS,
  VIEWPORTS,
  checkPage,
  launchBrowser,
  openShopPage,
  visit,
  waitForHydration,
} from '../src/browser.ts';
import { DEMO_CUSTOMER, submitSignIn } from './account-support.ts';
import {
  CARDS,
  PARIS,
  SIMPLE_PRODUCT,
  addToCart,
  orderMails,
  receiptNumber,
  uniqueEmail,
} from './checkout-support.ts';
import {
  focusedElement,
  isLink,
  pressButton,
  tabTo,
  typeInto,
  waitForText,
  walkFocus,
} from './keyboard-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const CATEGORY_PATH = '/vitamines.html';

describe('X1 accessibility', () => {
  it('X1 every kind of page passes axe with the WCAG 2.2 AA and RGAA 4 rules', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    // The RGAA rules do run: a page's results name rules tagged RGAAv4.
    await page.goto('/');
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    const rgaaRules = [...results.passes, ...results.violations, ...results.incomplete].filter(
      (rule) => rule.tags.includes('RGAAv4'),
    );
    expect(rgaaRules.length).toBeGreaterThan(10);

    for (const [path, name] of [
      ['/', 'x1-home'],
      [CATEGORY_PATH, 'x1-category'],
      [SIMPLE_PRODUCT.path, 'x1-product'],
      ['/cart', 'x1-cart-empty'],
      ['/contact-us', 'x1-contact'],
      ['/about-us', 'x1-cms'],
      ['/search.html?query=vitamine', 'x1-search'],
      ['/create-account', 'x1-create-account'],
      ['/forgot-password', 'x1-forgot-password'],
      ['/track-my-order', 'x1-track-my-order'],
    ] as const) {
      await visit(shop, path, name);
    }
    // The error page: the browser logs the document's own 404, which is no error of the page's.
    const notFound = await visit(shop, '/cette-page-nexiste-pas.html', 'x1-not-found');
    expect(notFound?.status()).toBe(404);
    const documentNotFound = shop.consoleErrors.indexOf(
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    );
    expect(documentNotFound).toBeGreaterThanOrEqual(0);
    shop.consoleErrors.splice(documentNotFound, 1);
    await visit(shop, '/sign-in', 'x1-sign-in');
    await submitSignIn(page, DEMO_CUSTOMER);
    await expect
      .poll(() => page.getByText(`Bonjour, ${DEMO_CUSTOMER.firstname}`).first().isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    for (const path of [
      '/account-information',
      '/order-history',
      '/address-book',
      '/wishlist',
      '/saved-payments',
      '/communications',
    ]) {
      await visit(shop, path, `x1-account${path.replace(/\//g, '-')}`);
      await expect
        .poll(() => page.getByRole('navigation', { name: 'Mon compte' }).last().isVisible(), {
          timeout: 20_000,
        })
        .toBe(true);
      await checkPage(shop, `x1-account${path.replace(/\//g, '-')}`);
    }
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  }, 300_000);

  it('X1 a shopper completes checkout with the keyboard only', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.desktop);
    const { page } = shop;
    const email = uniqueEmail('clavier');

    await page.goto(SIMPLE_PRODUCT.path);
    await waitForHydration(page);
    await pressButton(page, 'Ajouter au panier');
    await waitForText(page, 'a été ajouté à votre panier');
    // The mini cart opened with the focus in it: on to the cart.
    await tabTo(
      page,
      (focused) => isLink(focused) && focused.name === 'Voir le panier',
      'Voir le panier',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart');
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ hasText: SIMPLE_PRODUCT.name })
          .isVisible(),
      )
      .toBe(true);
    await checkPage(shop, 'x1-keyboard-cart');
    await tabTo(
      page,
      (focused) => isLink(focused) && focused.name === 'Passer commande',
      'Passer commande',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout');
    await waitForText(page, /Adresse de livraison/);
    await checkPage(shop, 'x1-keyboard-address');

    await typeInto(page, 'Adresse e-mail', email);
    await typeInto(page, 'Prénom', PARIS.firstname);
    await typeInto(page, 'Nom', PARIS.lastname);
    await typeInto(page, 'Adresse', PARIS.street);
    await typeInto(page, 'Code postal', PARIS.postcode);
    await typeInto(page, 'Ville', PARIS.city);
    await typeInto(page, 'Téléphone', PARIS.telephone);
    await pressButton(page, 'Continuer vers la livraison');
    await waitForText(page, 'Choisissez votre mode de livraison');
    expect(await page.getByRole('radio', { name: /Livraison à domicile/ }).isChecked()).toBe(true);
    await checkPage(shop, 'x1-keyboard-method');

    await pressButton(page, 'Continuer vers la facturation');
    await waitForText(page, 'Mon adresse de facturation est');
    await checkPage(shop, 'x1-keyboard-billing');
    await pressButton(page, 'Continuer vers le paiement');
    await waitForText(page, 'Comment souhaitez-vous payer');

    // A radio group is one Tab stop; the arrow keys choose within it.
    let method = await tabTo(page, (focused) => focused.type === 'radio', 'the payment methods');
    for (let move = 0; move < 6 && !/Carte bancaire/.test(method.name); move += 1) {
      await page.keyboard.press('ArrowDown');
      method = (await focusedElement(page)) ?? method;
    }
    expect(method.name).toMatch(/Carte bancaire/);
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: /Carte bancaire/ }).isChecked()).toBe(true);
    await checkPage(shop, 'x1-keyboard-payment');
    await pressButton(page, 'Vérifier ma commande');
    await waitForText(page, 'Total à payer');
    await checkPage(shop, 'x1-keyboard-review');

    await typeInto(page, 'Numéro de carte', CARDS.authorised);
    await typeInto(page, 'Date d’expiration (MM/AA)', '03/30');
    await typeInto(page, 'Cryptogramme visuel', '737');
    await waitForText(page, 'Carte : Visa');
    await pressButton(page, /^Payer/);
    const number = await receiptNumber(page);
    await checkPage(shop, 'x1-keyboard-receipt');

    const mails = await orderMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(number);
    expect(shop.consoleErrors).toEqual([]);
    await shop.context.close();
  }, 240_000);

  it('X1 the focused element is never hidden by the sticky header or the cookie banner', async () => {
    const failures: string[] = [];
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const shop = await openShopPage(browser, viewport, undefined, { consent: 'first-visit' });
      const { page } = shop;
      const walk = async (path: string) => {
        await page.goto(path);
        await waitForHydration(page);
        const banner = page.locator('[data-consent-banner]');
        await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(true);
        // Once it has risen into place.
        await banner.evaluate((element) =>
          Promise.all(element.getAnimations().map((animation) => animation.finished)),
        );
        failures.push(...(await walkFocus(page, `${path} at ${viewport.width} px`)));
      };
      await walk('/');
      await walk(CATEGORY_PATH);
      await walk(SIMPLE_PRODUCT.path);
      await addToCart(shop, SIMPLE_PRODUCT, `x1-focus-product-${viewport.width}`);
      await walk('/cart');
      await walk('/checkout');
      await shop.context.close();
    }
    expect(failures).toEqual([]);
  }, 900_000);

  it('X1 every target is at least 24 px', async () => {
    const shop = await openShopPage(browser, VIEWPORTS.mobile, undefined, {
      consent: 'first-visit',
    });
    const { page } = shop;
    const violations: string[] = [];
    const check = async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      // The rule ran on this page's controls.
      expect(results.passes.length + results.violations.length).toBeGreaterThan(0);
      for (const violation of results.violations)
        for (const node of violation.nodes)
          violations.push(`${name}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`);
    };
    for (const [path, name] of [
      ['/', 'home'],
      [CATEGORY_PATH, 'category'],
      [SIMPLE_PRODUCT.path, 'product'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await check(name);
    }
    await addToCart(shop, SIMPLE_PRODUCT, 'x1-target-product');
    await page.goto('/cart');
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole('main').getByText(SIMPLE_PRODUCT.name).first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await check('cart');
    await page.goto('/checkout');
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole('heading', { name: /Adresse de livraison/ }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await check('checkout');
    expect(violations).toEqual([]);
    await shop.context.close();
  });
});
