// @vitest-environment jsdom
import { toCart } from '@vitrine/cart-core';
import { aRawCart, aRawSimpleItem } from '@vitrine/cart-core/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderInShop } from '../../testing/render-in-shop.tsx';
import { paymentChoices } from './payment-methods.ts';
import { SubscriptionSignIn, subscriptionNeedsSignIn } from './subscription-gate.tsx';
import { SubscriptionReceipt } from './subscription-receipt.tsx';

const subscribed = toCart(
  aRawCart({
    items: [
      aRawSimpleItem({
        sku: 'D3',
        vitrine_subscription: {
          frequency_days: 60,
          frequencies: [30, 60, 90],
          discount_percent: 10,
          next_date: '2027-01-26',
        },
      }),
    ],
  }),
);
const oneTime = toCart(aRawCart());
const methods = [
  { code: 'checkmo', title: 'Chèque' },
  { code: 'vitrine_card', title: 'Carte' },
  { code: 'banktransfer', title: 'Virement' },
];
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the checkout of a cart that holds a subscription', () => {
  afterEach(cleanup);

  it('asks a guest to sign in first, never a customer, nor a cart without subscription', () => {
    expect(subscriptionNeedsSignIn(subscribed, false, false)).toBe(true);
    expect(subscriptionNeedsSignIn(subscribed, true, false)).toBe(false);
    expect(subscriptionNeedsSignIn(oneTime, false, false)).toBe(false);
    // The order under way is the customer's already: the steps stay.
    expect(subscriptionNeedsSignIn(subscribed, false, true)).toBe(false);
  });

  it('says why in French, with ways to sign in or create the account that come back to it', async () => {
    renderInShop(<SubscriptionSignIn />, '/checkout');
    expect(
      (await screen.findByRole('heading', { name: 'Connectez-vous pour vous abonner' })).tagName,
    ).toBe('H2');
    expect(
      screen.getByText(/Votre panier contient un abonnement\s: ses prochaines livraisons/),
    ).toBeTruthy();
    expect(href('Se connecter')).toBe('/sign-in?returnTo=%2Fcheckout');
    expect(href('Créer un compte')).toBe('/create-account?returnTo=%2Fcheckout');
    expect(href('Retour au panier')).toBe('/cart');
  });

  it('offers only the card, which keeps itself for the renewals', () => {
    expect(
      paymentChoices(methods, { cardPayment: true, subscription: true }).map((c) => c.code),
    ).toEqual(['vitrine_card']);
    expect(
      paymentChoices(methods, { cardPayment: true, subscription: false }).map((c) => c.code),
    ).toEqual(['checkmo', 'vitrine_card', 'banktransfer']);
  });

  it('confirms the subscription on the receipt, with its next date and « Mes abonnements »', async () => {
    // The year is written because the next date is in next year's calendar (late 2026 here).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    renderInShop(<SubscriptionReceipt cart={subscribed} />);
    expect(await screen.findByText('Votre abonnement à Produit D3 est actif.')).toBeTruthy();
    expect(
      screen.getByText('Prochaine livraison le 26 janvier 2027, puis tous les 60 jours.'),
    ).toBeTruthy();
    expect(href('Mes abonnements')).toBe('/subscriptions');
  });

  it('says nothing of subscriptions on the receipt of a one-time order', async () => {
    renderInShop(
      <>
        <p>Merci</p>
        <SubscriptionReceipt cart={oneTime} />
      </>,
    );
    await screen.findByText('Merci');
    expect(screen.queryByText(/abonnement/i)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mes abonnements' })).toBeNull();
  });
});
