/**
 * The subscription journey's shopping steps, by the shop's French labels: the cure's dates as the
 * pages write them, signing in, subscribing on the product page, and the cart and checkout of a
 * subscription paid by a card kept for its renewals.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ShopPage } from '../src/browser.ts';
import { checkPage, visit } from '../src/browser.ts';
import { SERVER_WAIT } from './account-support.ts';
import {
  CARDS,
  receiptNumber,
  toCardReviewWithSavedAddress,
  typeCard,
} from './checkout-support.ts';

/** The cure the shopper subscribes to: its 60-day box (the variant radio reads « 60 jours — 55,60 € »). */
export const CURE = {
  path: '/vitamine-d3-lichen.html',
  name: 'Vitamine D3 lichen',
  option: /^60 jours/,
};
/**
 * Dates as a French page may write them: « 27 décembre 2026 », « 27/12/2026 », « 27 déc. 2026 »
 * (any of the dates given).
 */
export function frenchDate(...isos: string[]): RegExp {
  const forms = isos.flatMap((iso) => {
    const date = new Date(`${iso}T12:00:00Z`);
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', ...options }).format(date);
    return [
      format({ day: 'numeric', month: 'long', year: 'numeric' }),
      format({ day: 'numeric', month: 'short', year: 'numeric' }),
      format({ day: '2-digit', month: '2-digit', year: 'numeric' }),
      format({ day: 'numeric', month: 'long' }),
    ];
  });
  return new RegExp(
    forms
      .map((form) =>
        form
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\s/g, '\\s')
          .replace(/^1\\s/, '1(?:er)?\\s'),
      )
      .join('|'),
  );
}

export const visible = (page: Page, text: string | RegExp) =>
  page.getByText(text).first().isVisible();

/** Signs the customer in through the sign-in page. */
/** On the cure's page: the variant, « Abonnement », every `frequency` days, added to the cart. */
export async function subscribeOnProductPage(shop: ShopPage, label: string, frequency: number) {
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

/** The cart, then the checkout with the saved address, paid by card with the card saved. */
export async function checkoutWithSavedCard(shop: ShopPage, label: string, nextDate: RegExp) {
  const { page } = shop;
  await visit(shop, '/cart', `${label}-cart`);
  await expect.poll(() => visible(page, 'Abonnement · tous les 30 jours'), SERVER_WAIT).toBe(true);
  expect(
    await page
      .getByText(/Prochaine livraison le/)
      .first()
      .textContent(),
  ).toMatch(nextDate);
  await toCardReviewWithSavedAddress(page);
  await typeCard(page, CARDS.authorised);
  // A subscription keeps the card for its renewals: the box is ticked, and says why it stays so.
  const save = page.getByRole('checkbox', { name: /Enregistrer cette carte/ });
  expect(await save.isChecked()).toBe(true);
  expect(await visible(page, /Votre carte sera utilisée pour les prochaines livraisons/)).toBe(
    true,
  );
  await checkPage(shop, `${label}-review`);
  await page.getByRole('button', { name: /^Payer/ }).click();
  const number = await receiptNumber(page);
  expect(await visible(page, `Votre abonnement à ${CURE.name} est actif.`)).toBe(true);
  const next = page.getByText(/Prochaine livraison le .*, puis tous les 30 jours/).first();
  expect(await next.textContent()).toMatch(nextDate);
  await checkPage(shop, `${label}-receipt`);
  return number;
}
