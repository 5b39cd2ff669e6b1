// @vitest-environment jsdom
import { toCart } from '@vitrine/cart-core';
import { aRawCart, aRawSimpleItem } from '@vitrine/cart-core/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopIntl } from '../i18n/intl.ts';
import catalogue from '../i18n/catalogues/fr_FR.json' with { type: 'json' };
import { renderInShop } from '../testing/render-in-shop.tsx';
import { CartLines } from './cart-lines.tsx';
import { formatNextDate } from './subscription-date.ts';

const subscription = {
  frequency_days: 30,
  frequencies: [30, 60, 90],
  discount_percent: 10,
  next_date: '2026-12-27',
};
const cart = toCart(
  aRawCart({
    items: [
      aRawSimpleItem({ sku: 'D3', unitPrice: 22.41, vitrine_subscription: subscription }),
      aRawSimpleItem({ sku: 'C', unitPrice: 12.9 }),
    ],
  }),
);

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('a subscribed cart line', () => {
  afterEach(cleanup);

  it('says its frequency, next delivery and discounted price; the frequency changes on the cart page', async () => {
    const onSubscription = vi.fn();
    renderInShop(<CartLines items={cart.items} onSubscription={onSubscription} />);
    const [subscribed, oneTime] = await screen.findAllByRole('listitem');
    expect(plain(subscribed?.textContent)).toContain('Abonnement · tous les 30 jours');
    expect(plain(subscribed?.textContent)).toContain('Prochaine livraison le 27 décembre');
    expect(plain(subscribed?.textContent)).toContain('22,41 €');
    expect(oneTime?.textContent).not.toContain('Abonnement');

    const frequency = screen.getByRole('combobox', { name: 'Fréquence — Produit D3' });
    expect(
      Array.from((frequency as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['30 jours', '60 jours', '90 jours', 'Achat unique']);
    fireEvent.change(frequency, { target: { value: '60' } });
    expect(onSubscription).toHaveBeenLastCalledWith(cart.items[0], 60);
    fireEvent.change(frequency, { target: { value: 'once' } });
    expect(onSubscription).toHaveBeenLastCalledWith(cart.items[0], null);
  });

  it('is shown without a choice in the mini cart and the order summary', async () => {
    renderInShop(<CartLines items={cart.items} compact />);
    await screen.findAllByRole('listitem');
    expect(screen.getByText('Abonnement · tous les 30 jours')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('a next delivery date', () => {
  const intl = createShopIntl('fr_FR', catalogue);
  const now = new Date('2026-11-27T10:00:00Z');

  it('is written without its year in this year, with it in another, 1er for the first', () => {
    expect(formatNextDate(intl, '2026-12-27', now)).toBe('27 décembre');
    expect(formatNextDate(intl, '2027-01-01', now)).toBe('1er janvier 2027');
    expect(formatNextDate(intl, 'soon', now)).toBe('soon');
  });
});
