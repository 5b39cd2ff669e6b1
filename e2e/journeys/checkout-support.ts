/**
 * Steps the checkout journeys share: adding products, filling the checkout's steps by their
 * French labels, paying, and asking the server how many orders an e-mail has (the dev mail
 * outbox: one order confirmation per order).
 */
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { ShopPage } from '../src/browser.ts';
import { checkPage, waitForHydration } from '../src/browser.ts';
import { SERVER_WAIT } from './account-support.ts';

/** Products of the seeded catalogue: a simple one and a configurable one with its option. */
export const SIMPLE_PRODUCT = { path: '/magnesium-marin.html', name: 'Magnésium marin' };
export const CONFIGURABLE_PRODUCT = {
  path: '/vitamine-d3-lichen.html',
  name: 'Vitamine D3 lichen',
  option: '60 jours',
};

/** The commerce server's test cards (commerce-server `test-cards.ts`). */
export const CARDS = {
  authorised: '4111 1111 1111 1111',
  threeDS: '5454 5454 5454 5454',
  refused: '4000 0000 0000 0002',
} as const;

/** A French delivery address as the shopper types it. */
export interface TypedAddress {
  firstname: string;
  lastname: string;
  street: string;
  postcode: string;
  city: string;
  telephone: string;
}

export const PARIS: TypedAddress = {
  firstname: 'Camille',
  lastname: 'Dupont',
  street: '8 rue de la Paix',
  postcode: '75002',
  city: 'Paris',
  telephone: '06 12 34 56 78',
};

// An e-mail no other run has used, so the server's count of orders for it is this run's.
export { uniqueEmail } from './account-support.ts';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Adds a product from its page; picks an option first for a configurable one. */
export async function addToCart(
  shop: ShopPage,
  product: { path: string; option?: string },
  name: string,
): Promise<void> {
  const { page } = shop;
  await page.goto(product.path);
  await waitForHydration(page);
  await checkPage(shop, name);
  if (product.option) await page.getByRole('radio', { name: product.option }).check();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect
    .poll(() => page.getByText('a été ajouté à votre panier').first().isVisible(), {
      timeout: 15_000,
    })
    .toBe(true);
  // The mini cart opens in the side panel: close it to go on shopping.
  await page.keyboard.press('Escape');
}

/** Fills the delivery address step (and the e-mail for a guest) and goes on to the methods. */
export async function fillShippingAddress(
  page: Page,
  address: TypedAddress,
  email?: string,
): Promise<void> {
  if (email !== undefined) await textbox(page, 'Adresse e-mail').fill(email);
  await textbox(page, 'Prénom').fill(address.firstname);
  await textbox(page, 'Nom').fill(address.lastname);
  await textbox(page, 'Adresse').fill(address.street);
  await textbox(page, 'Code postal').fill(address.postcode);
  await textbox(page, 'Ville').fill(address.city);
  await textbox(page, 'Téléphone').fill(address.telephone);
}

/** Clicks a step's button and waits until the next step's first control shows. */
export async function continueTo(page: Page, button: string, next: RegExp | string) {
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => page.getByText(next).first().isVisible(), { timeout: 15_000 }).toBe(true);
}

/** From the delivery method to the review: the first method, billing same as delivery, `payment`. */
export async function chooseMethodsAndPayment(
  shop: ShopPage,
  payment: 'Carte bancaire' | 'Virement bancaire',
  screenshots: string | null,
): Promise<void> {
  const { page } = shop;
  expect(await page.getByRole('radio', { name: /Livraison à domicile/ }).isChecked()).toBe(true);
  if (screenshots) await checkPage(shop, `${screenshots}-method`);
  await continueTo(page, 'Continuer vers la facturation', 'Mon adresse de facturation est');
  if (screenshots) await checkPage(shop, `${screenshots}-billing`);
  await continueTo(page, 'Continuer vers le paiement', 'Comment souhaitez-vous payer');
  await page.getByRole('radio', { name: new RegExp(payment) }).check();
  if (screenshots) await checkPage(shop, `${screenshots}-payment`);
  await continueTo(page, 'Vérifier ma commande', 'Total à payer');
}

/** Types a card into the card form of the last step. */
export async function typeCard(page: Page, number: string): Promise<void> {
  await textbox(page, 'Numéro de carte').fill(number);
  await textbox(page, 'Date d’expiration (MM/AA)').fill('03/30');
  await textbox(page, 'Cryptogramme visuel').fill('737');
}

/**
 * Waits for the receipt and answers its order number: Magento's increment id (`000000014`), for
 * every payment method — never the order's entity id (decision 050).
 */
export async function receiptNumber(page: Page): Promise<string> {
  await expect
    .poll(() => page.getByRole('heading', { name: 'Merci pour votre commande !' }).isVisible(), {
      timeout: 30_000,
    })
    .toBe(true);
  const text = await page
    .getByText(/Numéro de commande\s*\d+/)
    .first()
    .textContent();
  const number = /(\d+)\s*$/.exec(text ?? '')?.[1];
  expect(number).toMatch(/^\d{9}$/);
  return number ?? '';
}

/** The order confirmations the server sent to `email` (dev mail outbox), newest first. */
export async function orderMails(email: string): Promise<{ subject: string }[]> {
  const response = await fetch(
    `${inject('backendUrl')}/dev/mail-outbox?to=${encodeURIComponent(email)}&limit=50`,
  );
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { items: { kind: string; subject: string }[] };
  return body.items.filter((mail) => mail.kind === 'order_confirmation');
}

/** The cart id the browser keeps (spec §9 `cartId`). */
export function storedCartId(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('cartId'));
}

/** A guest's whole checkout paid by an authorised card, with a screenshot and axe at each step. */
export async function guestCheckout(shop: ShopPage, label: string, email: string): Promise<string> {
  const { page } = shop;
  await page.goto('/checkout');
  await expect
    .poll(() => page.getByRole('heading', { name: /Adresse de livraison/ }).isVisible())
    .toBe(true);
  await checkPage(shop, `${label}-address`);

  // Submitting empty shows each field's message and moves the focus to the first one.
  await page.getByRole('button', { name: 'Continuer vers la livraison' }).click();
  const email$ = page.getByRole('textbox', { name: 'Adresse e-mail', exact: true });
  await expect.poll(() => email$.evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await email$.getAttribute('aria-invalid')).toBe('true');
  await checkPage(shop, `${label}-address-errors`);

  await fillShippingAddress(page, PARIS, email);
  await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');
  await chooseMethodsAndPayment(shop, 'Carte bancaire', label);
  await checkPage(shop, `${label}-review`);

  // The card form checks as the shopper types: a wrong number is caught before any call.
  await page
    .getByRole('textbox', { name: 'Numéro de carte', exact: true })
    .fill('4111 1111 1111 1112');
  await expect
    .poll(() => page.getByText('Ce numéro de carte n’est pas valide.').isVisible())
    .toBe(true);
  await typeCard(page, CARDS.authorised);
  expect(await page.getByText('Carte : Visa').isVisible()).toBe(true);
  await checkPage(shop, `${label}-card`);
  await page.getByRole('button', { name: /^Payer/ }).click();
  const number = await receiptNumber(page);
  await checkPage(shop, `${label}-receipt`);
  return number;
}

/**
 * From the cart, signed in as a customer with a saved address at `3 place Bellecour`: the
 * checkout's steps with that address, to the review of a card payment.
 */
export async function toCardReviewWithSavedAddress(page: Page): Promise<void> {
  await page.goto('/checkout');
  const saved = page.getByRole('radio', { name: /3 place Bellecour/ });
  await expect.poll(() => saved.isVisible(), SERVER_WAIT).toBe(true);
  await continueTo(page, 'Continuer vers la livraison', 'Choisissez votre mode de livraison');
  await continueTo(page, 'Continuer vers la facturation', 'Mon adresse de facturation est');
  await continueTo(page, 'Continuer vers le paiement', 'Comment souhaitez-vous payer');
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await continueTo(page, 'Vérifier ma commande', 'Total à payer');
}
