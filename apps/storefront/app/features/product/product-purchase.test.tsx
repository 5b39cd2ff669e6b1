// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../testing/render-in-shop.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import type { ProductPageData, VariantView } from './product.model.ts';

const euros = (amount: number) => ({ amount, currency: 'EUR' });
const VIEW: VariantView = {
  uid: 'MTI=',
  sku: 'ORS-D3',
  images: [],
  finalPrice: euros(2490),
  regularPrice: euros(2490),
  inStock: true,
  onlyXLeft: null,
};
const OFFER = {
  frequencies: [30, 60, 90],
  discountPercent: 10,
  price: euros(2241),
  variantPrices: {},
};

function renderPurchase(subscriptionOffer: ProductPageData['subscriptionOffer']) {
  const onAddToCart = vi.fn(() => Promise.resolve(true));
  const product = {
    uid: 'MTI=',
    sku: 'ORS-D3',
    name: 'Vitamine D3',
    isConfigurable: false,
    base: VIEW,
    options: [],
    variants: [],
    subscriptionOffer,
  } as unknown as ProductPageData;
  renderInShop(
    <ProductPurchase
      product={product}
      view={VIEW}
      selection={{}}
      onSelect={vi.fn()}
      onAddToCart={onAddToCart}
    />,
  );
  return onAddToCart;
}

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('the subscription offer on the product page', () => {
  afterEach(cleanup);

  it('offers a one-time purchase first, then sends the chosen frequency', async () => {
    const onAddToCart = renderPurchase(OFFER);
    const oneTime = await screen.findByRole('radio', { name: /Achat unique/ });
    expect((oneTime as HTMLInputElement).checked).toBe(true);
    const subscribe = screen.getByRole('radio', { name: /S’abonner et économiser 10\s%/ });
    expect(plain(subscribe.closest('label')?.textContent)).toContain('22,41 €');
    const described = document.getElementById(subscribe.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(/compte client et une carte enregistrée/);

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() =>
      expect(onAddToCart).toHaveBeenLastCalledWith(
        expect.objectContaining({ sku: 'ORS-D3', subscriptionDays: null }),
      ),
    );

    fireEvent.click(subscribe);
    const frequency = screen.getByRole('combobox', { name: 'Fréquence de livraison' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tous les 30 jours',
      'Tous les 60 jours',
      'Tous les 90 jours',
    ]);
    fireEvent.change(frequency, { target: { value: '60' } });
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Ajouter au panier' }).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() =>
      expect(onAddToCart).toHaveBeenLastCalledWith(
        expect.objectContaining({ sku: 'ORS-D3', quantity: 1, subscriptionDays: 60 }),
      ),
    );
  });

  it('is not shown for a product without an offer (or a backend without the extension)', async () => {
    renderPurchase(null);
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect(screen.queryByRole('radio', { name: /Achat unique/ })).toBeNull();
  });
});
