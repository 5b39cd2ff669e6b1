// @vitest-environment jsdom
import type { Cart } from '@vitrine/cart-core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/render-in-shop.tsx';
import { CartTotals } from './cart-totals.tsx';

afterEach(() => cleanup());

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/** A cart of 54,80 € whose chosen delivery costs `shipping` cents. */
function cartWithShipping(shipping: number): Cart {
  return {
    prices: {
      subtotalIncludingTax: eur(5480),
      subtotalExcludingTax: null,
      discounts: [],
      grandTotal: eur(5480 + shipping),
      appliedTaxes: [],
    },
    selectedShippingMethod: {
      carrierCode: 'colissimo',
      methodCode: 'home',
      carrierTitle: 'Colissimo',
      methodTitle: 'À domicile',
      amount: eur(shipping),
    },
  } as unknown as Cart;
}

/** The delivery row of the totals, as the shopper reads it. */
function deliveryRow(): string {
  const term = screen.getByText('Livraison');
  return term.parentElement!.textContent.replace(/\s/g, ' ');
}

describe('the delivery price in the cart totals (one rule with the methods)', () => {
  it('reads "Offerte" when there is nothing to pay, as the methods do, not 0,00 €', () => {
    renderInShop(<CartTotals cart={cartWithShipping(0)} />);
    expect(deliveryRow()).toBe('LivraisonOfferte');
  });

  it('reads the price otherwise', () => {
    renderInShop(<CartTotals cart={cartWithShipping(490)} />);
    expect(deliveryRow()).toBe('Livraison4,90 €');
  });
});
