// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { selectCartId } from '@vitrine/cart-core';
import { MemoryStorage } from '@vitrine/cart-core/testing';
import type { CheckoutEvent, SavedCard, SubmitPaymentFn } from '@vitrine/checkout-machine';
import { anAddress } from '@vitrine/checkout-machine/testing';
import { createShop, startCheckout } from '@vitrine/shop';
import type { CheckoutActor, Shop } from '@vitrine/shop';
import { createFakeShopBackend } from '@vitrine/shop/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import french from '../../i18n/catalogues/fr_FR.json';
import { ShopIntlProvider } from '../../i18n/shop-intl.tsx';
import type * as SavedCardsModule from '../../payment-card/saved-cards.ts';
import { CardPayment } from './card-payment.tsx';

const saved: { cards: SavedCard[]; codeAsked: boolean } = { cards: [], codeAsked: false };
vi.mock('../../lib/browser-shop.ts', () => ({ getBrowserShop: () => ({}) }));
vi.mock('../../payment-card/saved-cards.ts', async (original) => ({
  ...(await original<typeof SavedCardsModule>()),
  readSavedCards: () => Promise.resolve({ ok: true, cards: saved.cards }),
  readSavedCardCodeAsked: () => Promise.resolve(saved.codeAsked),
}));

const shops: Shop[] = [];
afterEach(() => {
  cleanup();
  saved.codeAsked = false;
  for (const shop of shops.splice(0)) shop.stop();
});

async function step(checkout: CheckoutActor, event: CheckoutEvent) {
  checkout.send(event);
  await waitForActor(checkout, (s) => !s.hasTag('submitting'));
}

/** A checkout in review with the card chosen; the provider pays any saved card as Visa 4111. */
async function cardReview(signedIn: boolean, subscription = false) {
  const backend = createFakeShopBackend();
  const calls: Parameters<SubmitPaymentFn>[0][] = [];
  const codes: { publicHash: string; securityCode: string }[] = [];
  const shop = createShop({
    commerce: {
      ...backend.commerce,
      submitPayment: (input) => {
        calls.push(input);
        return backend.commerce.submitPayment(
          input.paymentData.publicHash
            ? { ...input, paymentData: { token: 'tok_4111111111111111' } }
            : input,
        );
      },
    },
    storage: new MemoryStorage(),
    tokeniseCard: (entry, clientKey) =>
      backend.tokeniseCard({ number: (entry['number'] ?? '').replace(/\D/g, '') }, clientKey),
    clientKey: backend.clientKey,
    // The provider accepts any code but 000, which it says is wrong.
    tokeniseSecurityCode: (input) => {
      codes.push(input);
      return Promise.resolve(
        input.securityCode === '000'
          ? {
              ok: false,
              message: { id: 'checkout.card.tokenFailed', defaultMessage: '' },
              fields: { cvc: { id: 'checkout.card.savedCardCodeRefused', defaultMessage: '' } },
            }
          : { ok: true, data: { token: `cvc_${codes.length}` } },
      );
    },
  });
  shops.push(shop);
  await shop.cartSettled();
  shop.cart.send({ type: 'item.add', item: { sku: 'VIT-C-500', quantity: 1 } });
  await shop.cartSettled();
  const checkout = startCheckout(shop);
  checkout.send({
    type: 'checkout.begin',
    cartId: selectCartId(shop.cart.getSnapshot()),
    signedIn,
  });
  await step(checkout, { type: 'shippingAddress.submit', address: anAddress() });
  await step(checkout, {
    type: 'shippingMethod.submit',
    carrierCode: 'colissimo',
    methodCode: 'home',
  });
  await step(checkout, { type: 'billingAddress.submit', billing: { sameAsShippingAddress: true } });
  await step(checkout, {
    type: 'paymentMethod.submit',
    method: { code: 'vitrine_card', kind: 'card' },
  });
  render(
    <ShopIntlProvider locale="fr_FR" messages={french}>
      <CardPayment
        actor={checkout}
        amount="12,90 €"
        storeName="Orsalis"
        subscription={subscription}
      />
    </ShopIntlProvider>,
  );
  return { backend, checkout, calls, codes };
}

const card = (publicHash: string, expires: string, lastFour: string): SavedCard => ({
  publicHash,
  methodCode: 'vitrine_card',
  brand: 'MC',
  lastFour,
  expires,
});

describe('saved cards at the card payment', () => {
  it('never offers a guest to save the card', async () => {
    saved.cards = [card('h-1', '03/2030', '5454')];
    await cardReview(false);
    expect(screen.getByRole('textbox', { name: 'Numéro de carte' })).toBeDefined();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers a signed-in shopper’s unexpired cards first, and pays the chosen one without the card form', async () => {
    saved.cards = [card('h-old', '01/2021', '1111'), card('h-1', '03/2030', '5454')];
    const { checkout, calls } = await cardReview(true);
    const chosen = await screen.findByRole('radio', { name: /Mastercard •••• 5454/ });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /1111/ })).toBeNull();
    expect(screen.getByText('Date d’expiration : 03/2030')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Numéro de carte' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Payer 12,90 €' }));
    await waitForActor(checkout, (s) => s.matches('receipt'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'vitrine_card_vault',
      paymentData: { publicHash: 'h-1' },
    });
  });

  it('shows the card form with “Enregistrer cette carte…” for another card, and sends the wish to save it', async () => {
    saved.cards = [card('h-1', '03/2030', '5454')];
    const { checkout, calls } = await cardReview(true);
    fireEvent.click(await screen.findByRole('radio', { name: 'Utiliser une autre carte' }));
    const box = screen.getByRole('checkbox', {
      name: 'Enregistrer cette carte pour mes prochains achats',
    });
    fireEvent.click(box);
    const type = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    type('Numéro de carte', '4111 1111 1111 1111');
    type('Date d’expiration (MM/AA)', '0330');
    type('Cryptogramme visuel', '737');
    fireEvent.click(screen.getByRole('button', { name: 'Payer 12,90 €' }));
    await waitForActor(checkout, (s) => s.matches('receipt'));
    expect(calls[0]).toMatchObject({
      method: 'vitrine_card',
      paymentData: { token: 'tok_4111111111111111', saveCard: true },
    });
  });

  it('keeps a subscription’s new card: the box is ticked and locked with the reason, and the card saved', async () => {
    saved.cards = [];
    const { checkout, calls } = await cardReview(true, true);
    const box = await screen.findByRole('checkbox', {
      name: 'Enregistrer cette carte pour mes prochains achats',
    });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText(
        'Votre carte sera utilisée pour les prochaines livraisons de votre abonnement.',
      ),
    ).toBeDefined();
    const type = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    type('Numéro de carte', '4111 1111 1111 1111');
    type('Date d’expiration (MM/AA)', '0330');
    type('Cryptogramme visuel', '737');
    fireEvent.click(screen.getByRole('button', { name: 'Payer 12,90 €' }));
    await waitForActor(checkout, (s) => s.matches('receipt'));
    expect(calls[0]).toMatchObject({
      method: 'vitrine_card',
      paymentData: { token: 'tok_4111111111111111', saveCard: true },
    });
  });

  it('asks for the saved card’s security code when the provider wants it again, and pays with its token', async () => {
    saved.cards = [card('h-1', '03/2030', '5454')];
    saved.codeAsked = true;
    const { checkout, calls, codes } = await cardReview(true);
    await screen.findByRole('radio', { name: /•••• 5454/ });
    const code = screen.getByRole('textbox', { name: 'Cryptogramme visuel' });
    expect(
      screen.getByText(
        'Demandé à nouveau pour votre sécurité : les 3 chiffres au dos de la carte se terminant par 5454.',
      ),
    ).toBeDefined();
    // Nothing typed: the shopper is told, and nothing goes to the provider.
    const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Payer 12,90 €' }));
    pay();
    expect(await screen.findByText('Saisissez le cryptogramme visuel.')).toBeDefined();
    expect(document.activeElement).toBe(code);
    fireEvent.change(code, { target: { value: '12' } });
    pay();
    expect(await screen.findByText('Le cryptogramme visuel compte 3 chiffres.')).toBeDefined();
    expect(codes).toEqual([]);
    // Digits only, as long as the card's code.
    fireEvent.change(code, { target: { value: '7a3 79' } });
    expect((code as HTMLInputElement).value).toBe('737');
    pay();
    await waitForActor(checkout, (s) => s.matches('receipt'));
    expect(codes).toEqual([{ publicHash: 'h-1', securityCode: '737' }]);
    expect(calls[0]).toMatchObject({
      method: 'vitrine_card_vault',
      paymentData: { publicHash: 'h-1', securityCodeToken: 'cvc_1' },
    });
  });

  it('shows the provider’s verdict on the code under it, charges nothing, and pays once it is right', async () => {
    saved.cards = [card('h-1', '03/2030', '5454')];
    saved.codeAsked = true;
    const { checkout, calls, codes } = await cardReview(true);
    await screen.findByRole('radio', { name: /•••• 5454/ });
    const code = screen.getByRole('textbox', { name: 'Cryptogramme visuel' });
    fireEvent.change(code, { target: { value: '000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Payer 12,90 €' }));
    expect(
      await screen.findByText(
        'Ce cryptogramme visuel n’a pas été accepté : vérifiez-le sur votre carte.',
      ),
    ).toBeDefined();
    expect(calls).toHaveLength(0);
    // The code was let go of with the attempt: the shopper types it again.
    expect((code as HTMLInputElement).value).toBe('');
    fireEvent.change(code, { target: { value: '737' } });
    fireEvent.click(screen.getByRole('button', { name: 'Payer 12,90 €' }));
    await waitForActor(checkout, (s) => s.matches('receipt'));
    expect(codes.map((entry) => entry.securityCode)).toEqual(['000', '737']);
    expect(calls).toHaveLength(1);
  });

  it('asks for four digits on an American Express card, and nothing for another card', async () => {
    saved.cards = [{ ...card('h-amex', '03/2030', '0005'), brand: 'AE' }];
    saved.codeAsked = true;
    await cardReview(true);
    await screen.findByRole('radio', { name: /•••• 0005/ });
    const code = screen.getByRole('textbox', { name: 'Cryptogramme visuel' });
    expect((code as HTMLInputElement).maxLength).toBe(4);
    expect(
      screen.getByText(
        'Demandé à nouveau pour votre sécurité : les 4 chiffres au recto de la carte se terminant par 0005.',
      ),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Utiliser une autre carte' }));
    expect(screen.queryByText(/Demandé à nouveau/)).toBeNull();
  });

  it('starts the code empty when the shopper chooses another saved card', async () => {
    saved.cards = [card('h-1', '03/2030', '5454'), card('h-2', '04/2031', '4444')];
    saved.codeAsked = true;
    await cardReview(true);
    await screen.findByRole('radio', { name: /•••• 5454/ });
    const code = () => screen.getByRole('textbox', { name: 'Cryptogramme visuel' });
    fireEvent.change(code(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Payer 12,90 €' }));
    expect(await screen.findByText('Le cryptogramme visuel compte 3 chiffres.')).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: /•••• 4444/ }));
    await waitFor(() => expect(screen.getByText(/se terminant par 4444/)).toBeDefined());
    expect((code() as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Le cryptogramme visuel compte 3 chiffres.')).toBeNull();
  });

  it('asks for no code when the provider does not', async () => {
    saved.cards = [card('h-1', '03/2030', '5454')];
    const { checkout, codes } = await cardReview(true);
    await screen.findByRole('radio', { name: /Mastercard •••• 5454/ });
    expect(screen.queryByRole('textbox', { name: 'Cryptogramme visuel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Payer 12,90 €' }));
    await waitForActor(checkout, (s) => s.matches('receipt'));
    expect(codes).toEqual([]);
  });
});
