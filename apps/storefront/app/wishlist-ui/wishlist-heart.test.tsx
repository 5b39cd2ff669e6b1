// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastProvider } from '@vitrine/ui';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import catalogue from '../i18n/catalogues/fr_FR.json' with { type: 'json' };
import { ShopIntlProvider } from '../i18n/shop-intl.tsx';
import { WishlistProvider } from './wishlist-context.tsx';
import { WishlistHeart } from './wishlist-heart.tsx';
import { WISHLIST_INTENT_KEY, rememberIntent } from './wishlist.model.ts';

const session = vi.hoisted(() => ({ signedIn: false }));
vi.mock('../shop/runtime-context.tsx', () => ({
  useRuntime: () => ({
    runtime: null,
    summary: { cartCount: 0, signedIn: session.signedIn, firstName: null },
    load: () => Promise.reject(new Error('not in this test')),
  }),
}));
const client = vi.hoisted(() => ({
  readWishlist: vi.fn(),
  addToWishlist: vi.fn(),
  removeFromWishlist: vi.fn(),
}));
vi.mock('./wishlist.client.ts', () => client);

const vitaminD = { sku: 'VIT-D3', parentSku: null, selectedOptions: [], name: 'Vitamine D3' };
const listOf = (...items: { id: string; sku: string }[]) => ({
  ok: true,
  summary: {
    id: '7',
    items_count: items.length,
    items: items.map((item) => ({ id: item.id, product: { sku: item.sku } })),
  },
});

function renderHeart(wishlistEnabled = true) {
  const root = { store: { wishlistEnabled }, extensions: [], privacy: {} };
  const page = (
    <WishlistProvider>
      <WishlistHeart product={vitaminD} />
    </WishlistProvider>
  );
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => root,
        element: <Outlet />,
        children: [{ path: '*', element: page }],
      },
    ],
    { initialEntries: ['/vitamine-d3.html'], hydrationData: { loaderData: { root } } },
  );
  const view = render(
    <ShopIntlProvider locale="fr_FR" messages={catalogue}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ShopIntlProvider>,
  );
  return { ...view, router };
}

// French spacing: no-break spaces inside the guillemets.
const addName = /^Ajouter «\u00a0Vitamine D3\u00a0» à mes favoris$/;
const removeName = /^Retirer «\u00a0Vitamine D3\u00a0» de mes favoris$/;

beforeEach(() => {
  session.signedIn = false;
  window.sessionStorage.clear();
  client.readWishlist.mockResolvedValue(listOf());
  client.addToWishlist.mockResolvedValue(listOf({ id: '40', sku: 'VIT-D3' }));
  client.removeFromWishlist.mockResolvedValue({ ok: true, count: 0 });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('WishlistHeart', () => {
  it('is not there when the store has no wish list', () => {
    renderHeart(false);
    expect(screen.queryByRole('button', { name: addName })).toBeNull();
  });

  it('sends a guest to sign in, back to the product, with the product remembered', async () => {
    const { router } = renderHeart();
    const heart = screen.getByRole('button', { name: addName });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('?returnTo=%2Fvitamine-d3.html');
    expect(JSON.parse(window.sessionStorage.getItem(WISHLIST_INTENT_KEY) ?? '')).toEqual(vitaminD);
    expect(client.addToWishlist).not.toHaveBeenCalled();
  });

  it('adds the remembered product once signed in, and never again on a reload', async () => {
    session.signedIn = true;
    rememberIntent(window.sessionStorage, vitaminD);
    const first = renderHeart();
    const pressed = await screen.findByRole('button', { name: removeName });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(client.addToWishlist).toHaveBeenCalledExactlyOnceWith('7', vitaminD);
    first.unmount();

    client.readWishlist.mockResolvedValue(listOf({ id: '40', sku: 'VIT-D3' }));
    renderHeart();
    await screen.findByRole('button', { name: removeName });
    expect(client.addToWishlist).toHaveBeenCalledTimes(1);
  });

  it('does not add the remembered product again when the list already holds it', async () => {
    session.signedIn = true;
    rememberIntent(window.sessionStorage, vitaminD);
    client.readWishlist.mockResolvedValue(listOf({ id: '40', sku: 'VIT-D3' }));
    renderHeart();
    await screen.findByRole('button', { name: removeName });
    expect(client.addToWishlist).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(WISHLIST_INTENT_KEY)).toBeNull();
  });

  it('adds once on a double click', async () => {
    session.signedIn = true;
    let answer: (value: unknown) => void = () => undefined;
    client.addToWishlist.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderHeart();
    await waitFor(() => expect(client.readWishlist).toHaveBeenCalled());
    const heart = await screen.findByRole('button', { name: addName });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    fireEvent.click(heart);
    fireEvent.click(heart);
    // Both presses had time to reach the network, had they both been sent.
    await waitFor(() => expect(client.addToWishlist).toHaveBeenCalled());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(client.addToWishlist).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(listOf({ id: '40', sku: 'VIT-D3' }));
      await Promise.resolve();
    });
    await screen.findByRole('button', { name: removeName });
    expect(client.addToWishlist).toHaveBeenCalledTimes(1);
  });

  it('removes a saved product by its item id', async () => {
    session.signedIn = true;
    client.readWishlist.mockResolvedValue(listOf({ id: '31', sku: 'VIT-D3' }));
    renderHeart();
    fireEvent.click(await screen.findByRole('button', { name: removeName }));
    const heart = await screen.findByRole('button', { name: addName });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(client.removeFromWishlist).toHaveBeenCalledExactlyOnceWith('7', '31');
  });

  it('says so when the change fails, and leaves the heart as it was', async () => {
    session.signedIn = true;
    client.addToWishlist.mockResolvedValue({ ok: false, error: { code: 'network' } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHeart();
    await waitFor(() => expect(client.readWishlist).toHaveBeenCalled());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    fireEvent.click(screen.getByRole('button', { name: addName }));
    expect(
      await screen.findByText('Vos favoris n’ont pas pu être mis à jour. Veuillez réessayer.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: addName }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});
