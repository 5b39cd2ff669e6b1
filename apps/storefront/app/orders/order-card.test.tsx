// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/render-in-shop.tsx';
import { OrderCard } from './order-card.tsx';
import type { OrderLine, OrderView } from './order.model.ts';

afterEach(() => cleanup());

const EUR = (amount: number) => ({ amount, currency: 'EUR' });

function order(line: Partial<OrderLine>, isRenewal: boolean): OrderView {
  return {
    number: '000000051',
    placedAt: '2026-12-27T06:00:00Z',
    status: 'processing',
    statusLabel: 'Processing',
    grandTotal: EUR(2682),
    subtotal: EUR(2682),
    shipping: EUR(0),
    discounts: [],
    taxes: [],
    lines: [
      {
        id: 'I1',
        name: 'Vitamine D3 végétale',
        sku: 'ORS-D3',
        quantity: 2,
        options: [],
        rowTotal: EUR(2682),
        image: null,
        href: null,
        subscription: null,
        ...line,
      },
    ],
    shippingMethod: null,
    paymentMethod: null,
    shippingAddress: [],
    parcels: [],
    isRenewal,
  };
}

describe('an order of the history and its subscription', () => {
  it('labels a renewal order and the subscribed line with its rhythm', () => {
    renderInShop(
      <OrderCard
        order={order({ subscription: { frequencyDays: 30, isRenewal: true } }, true)}
        initiallyOpen
      />,
    );
    expect(screen.getByText('Renouvellement d’abonnement')).toBeTruthy();
    expect(screen.getByText('Abonnement · tous les 30 jours')).toBeTruthy();
  });

  it('says nothing of subscriptions for a one-time purchase', () => {
    renderInShop(<OrderCard order={order({}, false)} initiallyOpen />);
    expect(screen.queryByText(/abonnement/i)).toBeNull();
  });
});

describe('the delivery of an order', () => {
  it('writes the method above the address it goes to, so a shop collected from reads as such', () => {
    renderInShop(
      <OrderCard
        order={{
          ...order({}, false),
          shippingMethod: 'Retrait en magasin - Retrait dans une boutique Orsalis',
          shippingAddress: ['Inès Girard', 'Orsalis Annecy', '12 rue Royale', '74000 Annecy'],
        }}
        initiallyOpen
      />,
    );
    const section = screen.getByRole('heading', { name: 'Livraison' }).closest('section')!;
    expect(section.textContent).toBe(
      'LivraisonRetrait en magasin - Retrait dans une boutique OrsalisInès GirardOrsalis Annecy12 rue Royale74000 Annecy',
    );
    expect(screen.queryByRole('heading', { name: 'Adresse de livraison' })).toBeNull();
  });

  it('names the address a delivery address when the order gives no method', () => {
    renderInShop(
      <OrderCard
        order={{ ...order({}, false), shippingAddress: ['Jeanne Morel', '69002 Lyon'] }}
        initiallyOpen
      />,
    );
    expect(screen.getByRole('heading', { name: 'Adresse de livraison' })).toBeTruthy();
    expect(screen.getByText('Jeanne Morel')).toBeTruthy();
  });
});
