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
  /** Days the servers' clock is ahead of real time now. */
  offsetDays(): number;
  /** Moves every server's clock `days` further (the servers read the offset file again). */
  advance(days: number): Promise<void>;
}

/** The cart, then the checkout with the saved address, paid by card with the card saved. */
async function checkoutWithSavedCard(shop: ShopPage, label: string, nextDate: RegExp) {
  const { page } = shop;
  await visit(shop, '/cart', `${label}-cart`);
  await expect.poll(() => visible(page, /30 jours/), SERVER_WAIT).toBe(true);
  await expect.poll(() => visible(page, nextDate)).toBe(true);
  await page.goto('/checkout');
  const saved = page.getByRole('radio', { name: /3 place Bellecour/ });
  await expect.poll(() => saved.isVisible(), SERVER_WAIT).toBe(true);
  await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');
  await continueTo(page, 'Continuer vers la facturation', 'Mon adresse de facturation est');
  await continueTo(page, 'Continuer vers le paiement', 'Comment souhaitez-vous payer');
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await continueTo(page, 'Vérifier ma commande', 'Total à payer');
  await typeCard(page, CARDS.authorised);
  // A subscription keeps the card for its renewals: the box is ticked (or checked for the shopper).
  const save = page.getByRole('checkbox', { name: /Enregistrer cette carte/ });
  if ((await save.count()) > 0 && !(await save.isChecked())) await save.check();
  await checkPage(shop, `${label}-review`);
  await page.getByRole('button', { name: /^Payer/ }).click();
  const number = await receiptNumber(page);
  await checkPage(shop, `${label}-receipt`);
  return number;
}

/** Reloads the order history until `check` holds. */
async function orderHistoryShows(page: Page, check: () => Promise<boolean>, timeout: number) {
  await expect
    .poll(
      async () => {
        await page.goto('/order-history');
        await waitForHydration(page);
        return check();
      },
      { timeout, interval: 1_000 },
    )
    .toBe(true);
}

/** The whole journey of one shopper at one viewport. */
export async function subscribeAndRenew(run: JourneyRun): Promise<void> {
  const { browser, shop: servers, viewport, label } = run;
  const customer = await newCustomer(servers.backendUrl, label);
  const shop = await openShopPage(browser, viewport, servers.storefrontUrl);
  const { page } = shop;
  const base = run.offsetDays();
  await signIn(page, customer.email);
  await subscribeOnProductPage(shop, label, 30);
  const first = await checkoutWithSavedCard(shop, label, frenchDate(storeDate(base, 30)));

  await visit(shop, '/subscriptions', `${label}-subscriptions`);
  expect(await page.getByRole('heading', { level: 1, name: 'Mes abonnements' }).isVisible()).toBe(
    true,
  );
  await expect.poll(() => visible(page, CURE.name), SERVER_WAIT).toBe(true);
  expect(await visible(page, frenchDate(storeDate(base, 30)))).toBe(true);

  // One period and a day later, the schedulers of both servers find the renewal due.
  await run.advance(31);
  let renewal = '';
  await expect
    .poll(
      async () => {
        const orders = await customerOrders(servers.secondBackendUrl, customer.token);
        renewal = orders.find((order) => order.renewal)?.number ?? '';
        return orders.length;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(2);
  expect(renewal).not.toBe(first);
  const renewalRows = () => page.getByText(renewal, { exact: false }).count();
  await orderHistoryShows(page, async () => (await renewalRows()) > 0, 15_000);
  await checkPage(shop, `${label}-history`);
  // Five more seconds (each scheduler passes at least four times): still one renewal, one mail.
  const watchUntil = Date.now() + 5_000;
  while (Date.now() < watchUntil) {
    await page.reload();
    await waitForHydration(page);
    expect(await visible(page, first)).toBe(true);
    expect((await customerOrders(servers.backendUrl, customer.token)).length).toBe(2);
  }
  const mails = await confirmationMails(servers.backendUrl, customer.email);
  expect(mails).toHaveLength(2);
  expect(mails.filter((mail) => `${mail.subject} ${mail.text}`.includes(renewal))).toHaveLength(1);

  await manageSubscription(shop, label, base);
  expect(shop.consoleErrors).toEqual([]);
  await shop.context.close();
}

/** An action of the subscription's card, then what it shows once the server answered. */
async function act(shop: ShopPage, button: RegExp, shows: RegExp, screenshot: string) {
  const { page } = shop;
  await page.getByRole('button', { name: button }).first().click();
  // A confirmation dialog (cancelling for good) is answered yes.
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) {
    await dialog.getByRole('button', { name: button }).last().click();
  }
  await expect.poll(() => visible(page, shows), SERVER_WAIT).toBe(true);
  await checkPage(shop, screenshot);
}

/** Skip, change frequency, pause, resume and cancel in « Mes abonnements », each visible. */
async function manageSubscription(shop: ShopPage, label: string, base: number): Promise<void> {
  const { page } = shop;
  await visit(shop, '/subscriptions', `${label}-renewed`);
  // After the renewal (base + 30) the next delivery is one period later.
  await expect.poll(() => visible(page, frenchDate(storeDate(base, 60))), SERVER_WAIT).toBe(true);
  await act(shop, /Sauter|Passer|Décaler/i, frenchDate(storeDate(base, 90)), `${label}-skipped`);
  const frequency = page.getByLabel(/fréquence|Livraison tous les/i).first();
  await frequency.selectOption({ label: '60 jours' });
  await act(shop, /Changer|Enregistrer|Modifier/i, /60 jours/, `${label}-frequency`);
  await act(shop, /Suspendre|pause/i, /suspendu|en pause/i, `${label}-paused`);
  await act(shop, /Reprendre|Réactiver/i, /actif/i, `${label}-resumed`);
  await act(
    shop,
    /Résilier|Annuler l’abonnement|Arrêter/i,
    /résilié|annulé|arrêté/i,
    `${label}-cancelled`,
  );
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
