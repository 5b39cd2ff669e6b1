/**
 * The subscription journey's steps: a shopper's whole journey (subscribed, renewed once, the
 * renewal waited for in the order history, the API and the outbox, then the subscription changed
 * in « Mes abonnements »), and the guest asked to sign in at checkout.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ShopPage } from '../src/browser.ts';
import { checkPage, openShopPage, settled, visit, waitForHydration } from '../src/browser.ts';
import type { TwoServerShop } from '../src/postgres-shop.ts';
import { SERVER_WAIT, signIn } from './account-support.ts';
import {
  CURE,
  checkoutWithSavedCard,
  frenchDate,
  subscribeOnProductPage,
  visible,
} from './subscriptions-shopping.ts';
import { addCalendarDays, storeDate } from './store-calendar.ts';
import {
  PASSWORD,
  RENEWAL_WAIT,
  confirmationMails,
  customerOrders,
  firstNextDate,
  newCustomer,
} from './subscriptions-support.ts';

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
  // The first delivery is a period after the day of the order, in the store's calendar: the day
  // may turn at midnight while the shopper buys, so either day is right until the server says.
  const today = storeDate(run.offsetDays(), 0);
  const firstDates = [addCalendarDays(today, 30), addCalendarDays(today, 31)];
  await signIn(page, customer.email);
  await subscribeOnProductPage(shop, label, 30);
  const first = await checkoutWithSavedCard(shop, label, frenchDate(...firstDates));
  // From here on, every date follows from the one the server set.
  const firstNext = await firstNextDate(servers.backendUrl, customer.token);
  expect(firstDates).toContain(firstNext);

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
  expect(await nextDeliveryOf(page)).toMatch(frenchDate(firstNext));

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

  await manageSubscription(shop, label, firstNext, run.part);
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
  firstNext: string,
  part: Part,
): Promise<void> {
  const { page } = shop;
  await visit(shop, '/subscriptions', `${label}-renewed`);
  // After the renewal (on the first date) the next delivery is one period later; skipping moves
  // it again.
  const renewed = addCalendarDays(firstNext, 30);
  await expect.poll(() => nextDeliveryOf(page), SERVER_WAIT).toMatch(frenchDate(renewed));
  expect(
    await subscriptionCard(page)
      .getByText(/\(renouvellement\)/)
      .count(),
  ).toBe(1);
  if (part === 'status') return changeStatus(shop, label, frenchDate(renewed));
  await act(
    shop,
    {
      button: 'Sauter la prochaine livraison',
      confirm: 'Sauter cette livraison',
      shows: /Livraison sautée/,
    },
    `${label}-skipped`,
  );
  expect(await nextDeliveryOf(page)).toMatch(frenchDate(addCalendarDays(renewed, 30)));

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
  expect(await subscriptionCard(page).getByText('Actif', { exact: true }).isVisible()).toBe(true);
  expect(await nextDeliveryOf(page)).toMatch(next);

  await act(
    shop,
    { button: 'Résilier', confirm: 'Résilier l’abonnement', shows: /Abonnement résilié/ },
    `${label}-cancelled`,
  );
  expect(await subscriptionCard(page).getByText('Résilié', { exact: true }).isVisible()).toBe(true);
  expect(await subscriptionCard(page).getByRole('button').count()).toBe(0);
}

/**
 * A guest who subscribed is asked to sign in instead of the checkout's steps, signs in from there
 * and comes back to the checkout with the cart.
 */
export async function guestIsAskedToSignIn(
  browser: Browser,
  servers: TwoServerShop,
  viewport: { width: number; height: number },
  label: string,
): Promise<void> {
  const customer = await newCustomer(servers.backendUrl, label);
  const shop = await openShopPage(browser, viewport, servers.storefrontUrl);
  await subscribeOnProductPage(shop, label, 30);
  const { page } = shop;
  await visit(shop, '/checkout', `${label}-checkout`);
  const gate = page.getByRole('heading', { name: 'Connectez-vous pour vous abonner' });
  await expect.poll(() => gate.isVisible(), SERVER_WAIT).toBe(true);
  expect(await page.getByRole('button', { name: 'Continuer vers la livraison' }).count()).toBe(0);
  await page.getByRole('link', { name: 'Se connecter', exact: true }).last().click();
  await page.waitForURL('**/sign-in?**');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(customer.email);
  await page.getByLabel(/^Mot de passe\s*\*?$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  // Back at the checkout, signed in: the steps, with the subscribed line that followed.
  await page.waitForURL('**/checkout');
  const saved = page.getByRole('radio', { name: /3 place Bellecour/ });
  await expect.poll(() => saved.isVisible(), SERVER_WAIT).toBe(true);
  expect(await gate.count()).toBe(0);
  await checkPage(shop, `${label}-signed-in`);
  // The order summary (folded on a phone) still holds the subscribed line.
  expect(await page.getByText('Abonnement · tous les 30 jours').count()).toBeGreaterThan(0);
  expect(shop.consoleErrors).toEqual([]);
  await shop.context.close();
}
