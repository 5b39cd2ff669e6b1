/**
 * The subscription journey's steps, by the shop's French labels: subscribing on the product page,
 * the cart and checkout, the renewal waited for in the order history and the outbox, and the
 * management of the subscription in « Mes abonnements ».
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ShopPage } from '../src/browser.ts';
import { checkPage, openShopPage, settled, visit, waitForHydration } from '../src/browser.ts';
import type { TwoServerShop } from '../src/postgres-shop.ts';
import { SERVER_WAIT } from './account-support.ts';
import { CARDS, continueTo, receiptNumber, typeCard } from './checkout-support.ts';
import {
  PASSWORD,
  RENEWAL_WAIT,
  confirmationMails,
  customerOrders,
  newCustomer,
} from './subscriptions-support.ts';

/** The cure the shopper subscribes to: its 60-day box (the variant radio reads « 60 jours — 55,60 € »). */
export const CURE = {
  path: '/vitamine-d3-lichen.html',
  name: 'Vitamine D3 lichen',
  option: /^60 jours/,
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
  ].map((form) =>
    form
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s/g, '\\s')
      .replace(/^1\\s/, '1(?:er)?\\s'),
  );
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
  await page.getByRole('radio', { name: CURE.option }).check();
  await page.getByRole('radio', { name: /^S’abonner/ }).check();
  const select = page.getByLabel('Fréquence de livraison');
  await expect.poll(() => select.isVisible()).toBe(true);
  await select.selectOption({ value: String(frequency) });
  await checkPage(shop, `${label}-offer`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect
    .poll(() => visible(page, 'a été ajouté à votre panier'), { timeout: 15_000 })
    .toBe(true);
  await page.keyboard.press('Escape');
}

export type Part = 'reschedule' | 'status';

interface JourneyRun {
  browser: Browser;
  shop: TwoServerShop;
  viewport: { width: number; height: number };
  label: string;
  /** Days the servers' clock is ahead of real time now. */
  offsetDays(): number;
  /** Which changes of the subscription this run makes (see {@link manageSubscription}). */
  part: Part;
  /** Moves every server's clock `days` further (the servers read the offset file again). */
  advance(days: number): Promise<void>;
}

/** The cart, then the checkout with the saved address, paid by card with the card saved. */
async function checkoutWithSavedCard(shop: ShopPage, label: string, nextDate: RegExp) {
  const { page } = shop;
  await visit(shop, '/cart', `${label}-cart`);
  await expect.poll(() => visible(page, 'Abonnement · tous les 30 jours'), SERVER_WAIT).toBe(true);
  expect(
    await page
      .getByText(/Prochaine livraison le/)
      .first()
      .textContent(),
  ).toMatch(nextDate);
  await page.goto('/checkout');
  const saved = page.getByRole('radio', { name: /3 place Bellecour/ });
  await expect.poll(() => saved.isVisible(), SERVER_WAIT).toBe(true);
  await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');
  await continueTo(page, 'Continuer vers la facturation', 'Mon adresse de facturation est');
  await continueTo(page, 'Continuer vers le paiement', 'Comment souhaitez-vous payer');
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await continueTo(page, 'Vérifier ma commande', 'Total à payer');
  await typeCard(page, CARDS.authorised);
  // A subscription keeps the card for its renewals: the box must end up ticked.
  const save = page.getByRole('checkbox', { name: /Enregistrer cette carte/ });
  if (!(await save.isChecked())) await save.check();
  await checkPage(shop, `${label}-review`);
  await page.getByRole('button', { name: /^Payer/ }).click();
  const number = await receiptNumber(page);
  await checkPage(shop, `${label}-receipt`);
  return number;
}

/** The subscription's card on « Mes abonnements ». */
const subscriptionCard = (page: Page) => page.getByRole('article').filter({ hasText: CURE.name });

/** The date the card gives as the next delivery. */
async function nextDeliveryOf(page: Page): Promise<string> {
  const card = subscriptionCard(page);
  return (await card.locator('dt:has-text("Prochaine livraison") + dd').textContent()) ?? '';
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
  await expect.poll(() => subscriptionCard(page).count(), SERVER_WAIT).toBe(1);
  expect(
    await subscriptionCard(page)
      .getByText(/^Tous les 30 jours ·/)
      .isVisible(),
  ).toBe(true);
  expect(await nextDeliveryOf(page)).toMatch(frenchDate(storeDate(base, 30)));

  // One period and a day later, the schedulers of both servers find the renewal due.
  await run.advance(31);
  let renewal = '';
  await expect
    .poll(async () => {
      const orders = await customerOrders(servers.secondBackendUrl, customer.token);
      renewal = orders.find((order) => order.renewal)?.number ?? '';
      return orders.length;
    }, RENEWAL_WAIT)
    .toBe(2);
  expect(renewal).not.toBe(first);
  const renewalLabels = () => page.getByText('Renouvellement d’abonnement').count();
  await expect
    .poll(async () => {
      await page.goto('/order-history');
      await waitForHydration(page);
      return visible(page, renewal);
    }, SERVER_WAIT)
    .toBe(true);
  await expect.poll(renewalLabels).toBe(1);
  await checkPage(shop, `${label}-history`);
  // Five more seconds (each scheduler passes at least four times): still one renewal, one mail.
  const watchUntil = Date.now() + 5_000;
  while (Date.now() < watchUntil) {
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => visible(page, first)).toBe(true);
    expect(await renewalLabels()).toBe(1);
    expect(await customerOrders(servers.backendUrl, customer.token)).toHaveLength(2);
  }
  const mails = await confirmationMails(servers.backendUrl, customer.email);
  expect(mails).toHaveLength(2);
  expect(mails.filter((mail) => `${mail.subject} ${mail.text}`.includes(renewal))).toHaveLength(1);

  await manageSubscription(shop, label, base, run.part);
  expect(shop.consoleErrors).toEqual([]);
  await shop.context.close();
}

/** Clicks an action of the card, confirms it in its dialog if it has one, waits for `shows`. */
async function act(
  shop: ShopPage,
  action: { button: string; confirm?: string; shows: RegExp | string },
  screenshot: string,
) {
  const { page } = shop;
  await subscriptionCard(page).getByRole('button', { name: action.button, exact: true }).click();
  if (action.confirm) {
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: action.confirm, exact: true }).click();
    await expect.poll(() => dialog.count(), SERVER_WAIT).toBe(0);
  }
  await expect.poll(() => visible(page, action.shows), SERVER_WAIT).toBe(true);
  // The dialog's closing and the notice's arrival animate: the screenshot waits for them.
  await settled(page);
  await checkPage(shop, screenshot);
}

/**
 * In « Mes abonnements », each change visible: `reschedule` skips a delivery and changes the
 * frequency, `status` pauses, resumes and cancels (the journey runs one part per viewport, to stay
 * short; each viewport still shows the card before and after its changes).
 */
async function manageSubscription(
  shop: ShopPage,
  label: string,
  base: number,
  part: Part,
): Promise<void> {
  const { page } = shop;
  await visit(shop, '/subscriptions', `${label}-renewed`);
  // After the renewal (base + 30) the next delivery is one period later; skipping moves it again.
  await expect
    .poll(() => nextDeliveryOf(page), SERVER_WAIT)
    .toMatch(frenchDate(storeDate(base, 60)));
  expect(
    await subscriptionCard(page)
      .getByText(/\(renouvellement\)/)
      .count(),
  ).toBe(1);
  if (part === 'status') return changeStatus(shop, label, frenchDate(storeDate(base, 60)));
  await act(
    shop,
    {
      button: 'Sauter la prochaine livraison',
      confirm: 'Sauter cette livraison',
      shows: /Livraison sautée/,
    },
    `${label}-skipped`,
  );
  expect(await nextDeliveryOf(page)).toMatch(frenchDate(storeDate(base, 90)));

  await subscriptionCard(page).getByLabel('Fréquence de livraison').selectOption({ value: '60' });
  await act(
    shop,
    {
      button: 'Modifier la fréquence',
      shows: 'C’est noté : livraison tous les 60 jours désormais.',
    },
    `${label}-frequency`,
  );
  expect(
    await subscriptionCard(page)
      .getByText(/^Tous les 60 jours ·/)
      .isVisible(),
  ).toBe(true);
}

/** Pause, resume (the next date, still ahead, is kept) and cancel. */
async function changeStatus(shop: ShopPage, label: string, next: RegExp): Promise<void> {
  const { page } = shop;
  await act(
    shop,
    { button: 'Mettre en pause', shows: /Abonnement mis en pause/ },
    `${label}-paused`,
  );
  expect(await subscriptionCard(page).getByText('En pause', { exact: true }).isVisible()).toBe(
    true,
  );
  expect(await nextDeliveryOf(page)).toMatch(/Aucune tant que l’abonnement est en pause/);

  await act(shop, { button: 'Reprendre', shows: /Abonnement repris/ }, `${label}-resumed`);
  expect(await subscriptionCard(page).getByText('Active', { exact: true }).isVisible()).toBe(true);
  expect(await nextDeliveryOf(page)).toMatch(next);

  await act(
    shop,
    { button: 'Résilier', confirm: 'Résilier l’abonnement', shows: /Abonnement résilié/ },
    `${label}-cancelled`,
  );
  expect(await subscriptionCard(page).getByText('Résiliée', { exact: true }).isVisible()).toBe(
    true,
  );
  expect(await subscriptionCard(page).getByRole('button').count()).toBe(0);
}

/** A guest who subscribed is asked to sign in before paying. */
export async function guestIsAskedToSignIn(
  browser: Browser,
  servers: TwoServerShop,
  viewport: { width: number; height: number },
  label: string,
): Promise<void> {
  const shop = await openShopPage(browser, viewport, servers.storefrontUrl);
  await subscribeOnProductPage(shop, label, 30);
  const { page } = shop;
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect.poll(() => visible(page, /abonnement[^.]*compte client/i), SERVER_WAIT).toBe(true);
  await checkPage(shop, `${label}-checkout`);
  await shop.context.close();
}
