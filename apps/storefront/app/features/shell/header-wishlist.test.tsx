// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_STORE_SETTINGS } from '../../lib/store-settings.ts';
import { renderInShop } from '../../testing/render-in-shop.tsx';
import { EMPTY_WISHLIST, fromSummary } from '../../wishlist-ui/wishlist.model.ts';
import { Header } from './header.tsx';

const wishlist = vi.hoisted(() => ({ value: {} }));
vi.mock('../../wishlist-ui/wishlist-context.tsx', () => ({ useWishlist: () => wishlist.value }));

const twoSaved = fromSummary(EMPTY_WISHLIST, {
  id: '7',
  items_count: 2,
  items: [
    { id: '1', product: { sku: 'A' } },
    { id: '2', product: { sku: 'B' } },
  ],
});

function renderHeader(enabled: boolean, signedIn: boolean) {
  wishlist.value = { enabled, signedIn, state: twoSaved };
  return renderInShop(
    <Header
      store={FALLBACK_STORE_SETTINGS}
      menu={[]}
      isOnline
      cartCount={0}
      firstName={signedIn ? 'Inès' : null}
      onOpenDrawer={() => undefined}
      onToggleSearch={() => undefined}
      isSearchOpen={false}
    />,
  );
}

afterEach(cleanup);

describe('the header’s wish list count', () => {
  it('links a signed-in customer to the wish list, named with the count', async () => {
    renderHeader(true, true);
    const link = await screen.findByRole('link', { name: 'Mes favoris, 2 produits' });
    expect(link.getAttribute('href')).toBe('/wishlist');
  });

  it('is not there for a guest, nor when the store has no wish list', async () => {
    renderHeader(true, false);
    await screen.findByRole('link', { name: /Panier/ });
    expect(screen.queryByRole('link', { name: /Mes favoris/ })).toBeNull();
    cleanup();
    renderHeader(false, true);
    await screen.findByRole('link', { name: /Panier/ });
    expect(screen.queryByRole('link', { name: /Mes favoris/ })).toBeNull();
  });
});
