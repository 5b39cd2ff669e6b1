/**
 * The subscription journey's steps, by the shop's French labels: subscribing on the product page,
 * the cart and checkout, the renewal waited for in the order history and the outbox, and the
 * management of the subscription in « Mes abonnements ».
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ShopPage } from '../src/browser.ts';
import { checkPage, openShopPage, visit, waitForHydration } from '../src/browser.ts';
import type { TwoServerShop } from '../src/postgres-shop.ts';
import { SERVER_WAIT } from './account-support.ts';
import { CARDS, continueTo, receiptNumber, typeCard } from './checkout-support.ts';
import {
  PASSWORD,
  confirmationMails,
  customerOrders,
  newCustomer,
} from './subscriptions-support.ts';

export const CURE = {
  path: '/vitamine-d3-lichen.html',
  name: 'Vitamine D3 lichen',
  option: '60 jours',
};
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` in the store's time zone, `days` after the server's today (real time + offset). */
export function storeDate(offsetDays: number, days: number): string {
  const at = new Date(Date.now() + (offsetDays + days) * DAY_MS);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at);
}

/** A date as a French page may write it: « 27 décembre 2026 », « 27/12/2026 », « 27 déc. 2026 ». */
export function frenchDate(iso: string): RegExp {
  const date = new Date(`${iso}T12:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', ...options }).format(date);
  const forms = [
    format({ day: 'numeric', month: 'long', year: 'numeric' }),
    format({ day: 'numeric', month: 'short', year: 'numeric' }),
    format({ day: '2-digit', month: '2-digit', year: 'numeric' }),
    format({ day: 'numeric', month: 'long' }),
  ].map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));
  return new RegExp(forms.join('|'));
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().isVisible();

/** Signs the customer in through the sign-in page. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await page.getByLabel(/^Mot de passe\s*\*?$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect.poll(() => visible(page, 'Bonjour, Inès'), SERVER_WAIT).toBe(true);
}

/** On the cure's page: the variant, « Abonnement », every `frequency` days, added to the cart. */
async function subscribeOnProductPage(shop: ShopPage, label: string, frequency: number) {
  const { page } = shop;
  await visit(shop, CURE.path, `${label}-product`);
  await page.getByRole('radio', { name: CURE.option, exact: true }).check();
  await page.getByRole('radio', { name: /abonne/i }).check();
  const select = page.getByLabel(/Livraison tous les|Fréquence/);
  await expect.poll(() => select.isVisible()).toBe(true);
  await select.selectOption({ label: `${frequency} jours` });
  await checkPage(shop, `${label}-offer`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect
    .poll(() => visible(page, 'a été ajouté à votre panier'), { timeout: 15_000 })
    .toBe(true);
  await page.keyboard.press('Escape');
}

interface JourneyRun {
  browser: Browser;
  shop: TwoServerShop;
  viewport: { width: number; height: number };
  label: string;
  /** Moves every server's clock `days` further; answers nothing, the servers read the file. */
  advance(days: number): Promise<void>;
}

/** The whole journey of one shopper at one viewport. */
export async function subscribeAndRenew(run: JourneyRun & { offsetDays?: () => number }) {
  const { browser, shop: twoServers, viewport, label } = run;
  const customer = await newCustomer(twoServers.backendUrl, label);
  const shop = await openShopPage(browser, viewport, twoServers.storefrontUrl);
  const { page } = shop;
  await signIn(page, customer.email);
  await subscribeOnProductPage(shop, label, 30);
  void page;
  await shop.context.close();
}

/** A guest who subscribed is asked to sign in before paying. */
export async function guestIsAskedToSignIn(
  browser: Browser,
  twoServers: TwoServerShop,
  viewport: { width: number; height: number },
  label: string,
): Promise<void> {
  const shop = await openShopPage(browser, viewport, twoServers.storefrontUrl);
  await subscribeOnProductPage(shop, label, 30);
  const { page } = shop;
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect.poll(() => visible(page, /connect/i), SERVER_WAIT).toBe(true);
  await checkPage(shop, `${label}-checkout`);
  await shop.context.close();
}

export { CARDS, continueTo, receiptNumber, typeCard, confirmationMails, customerOrders };
