// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { selectCartId } from '@vitrine/cart-core';
import { MemoryStorage } from '@vitrine/cart-core/testing';
import type { CardEntry, CheckoutEvent } from '@vitrine/checkout-machine';
import { anAddress } from '@vitrine/checkout-machine/testing';
import { createShop, startCheckout } from '@vitrine/shop';
import type { CheckoutActor, Shop } from '@vitrine/shop';
import { createFakeShopBackend } from '@vitrine/shop/testing';
import type { FakeShopBackend } from '@vitrine/shop/testing';
import { withValues } from '@vitrine/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import french from '../../i18n/catalogues/fr_FR.json';
import { ShopIntlProvider } from '../../i18n/shop-intl.tsx';
import { CardPayment } from './card-payment.tsx';
import { cardMessages } from '../../payment-card/card.messages.ts';

const shops: Shop[] = [];
afterEach(() => {
  cleanup();
  for (const shop of shops.splice(0)) shop.stop();
});

/** The provider as the card form meets it: a `000` code is refused as data, else a test token. */
function tokeniserOf(backend: FakeShopBackend) {
  return (card: CardEntry, clientKey: string | null) =>
    card['cvc'] === '000'
      ? Promise.resolve({
          ok: false as const,
          message: cardMessages.tokenFailed,
          fields: { cvc: withValues(cardMessages.cvcInvalid, { length: 3 }) },
        })
      : backend.tokeniseCard({ number: (card['number'] ?? '').replace(/\D/g, '') }, clientKey);
}

async function step(checkout: CheckoutActor, event: CheckoutEvent) {
  checkout.send(event);
  await waitForActor(checkout, (s) => !s.hasTag('submitting'));
}

/** A guest's checkout, in review with the card chosen, over the shop system and its fakes. */
async function cardReview() {
  const backend = createFakeShopBackend();
  const shop = createShop({
    commerce: backend.commerce,
    storage: new MemoryStorage(),
    tokeniseCard: tokeniserOf(backend),
    clientKey: backend.clientKey,
  });
  shops.push(shop);
  await shop.cartSettled();
  shop.cart.send({ type: 'item.add', item: { sku: 'VIT-C-500', quantity: 1 } });
  await shop.cartSettled();
  const checkout = startCheckout(shop);
  checkout.send({
    type: 'checkout.begin',
    cartId: selectCartId(shop.cart.getSnapshot()),
    signedIn: false,
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
      <CardPayment actor={checkout} amount="12,90 €" storeName="Orsalis" />
    </ShopIntlProvider>,
  );
  return { backend, checkout };
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

function fillCard(number: string, cvc: string) {
  type('Numéro de carte', number);
  type('Date d’expiration (MM/AA)', '0330');
  type('Cryptogramme visuel', cvc);
}

describe('the card payment', () => {
  it('shows the provider’s verdict under its field, and charges nothing', async () => {
    const { backend } = await cardReview();
    fillCard('4111 1111 1111 1111', '000');
    fireEvent.click(screen.getByRole('button', { name: 'Payer 12,90 €' }));
    expect(
      await screen.findByText('Nous n’avons pas pu vérifier votre carte. Veuillez réessayer.'),
    ).toBeDefined();
    expect(screen.getByText('Le cryptogramme visuel compte 3 chiffres.')).toBeDefined();
    expect(backend.provider.charges).toBe(0);
    // No payment was attempted: the choice of another method is not offered yet.
    expect(screen.queryByRole('button', { name: 'Choisir un autre moyen de paiement' })).toBeNull();
  });

  it('pays with 3-D Secure: the fingerprint answers itself, the shopper answers the challenge', async () => {
    const { backend, checkout } = await cardReview();
    fillCard('5454 5454 5454 5454', '737');
    fireEvent.click(screen.getByRole('button', { name: 'Payer 12,90 €' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmez votre paiement' });
    expect(dialog.textContent).toContain('12,90 € à Orsalis avec la carte se terminant par 5454');
    type('Code de vérification', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitForActor(checkout, (s) => s.matches('receipt'));
    expect(checkout.getSnapshot().context.receipt?.order.orderNumber).toBe(
      backend.provider.orders[0],
    );
    expect(backend.provider.charges).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers another method once a payment was tried and refused, as the checkout machine says', async () => {
    const { checkout } = await cardReview();
    fillCard('4000 0000 0000 0002', '737');
    fireEvent.click(screen.getByRole('button', { name: 'Payer 12,90 €' }));
    expect(
      await screen.findByRole('button', { name: 'Choisir un autre moyen de paiement' }),
    ).toBeDefined();
    expect(checkout.getSnapshot().context.paymentAttempted).toBe(true);
  });
});
