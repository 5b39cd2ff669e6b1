// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../testing/render-in-shop.tsx';
import { FavoriteStoreButton } from './favorite-store-button.tsx';
import { FavoriteStoreProvider } from './favorite-store-context.tsx';
import { FavoriteStoreLine } from './favorite-store-line.tsx';

// The machine's module: what the provider loads on a choice. Its calls are recorded here.
const client = vi.hoisted(() => ({
  chooseFavorite: vi.fn(),
  lookUpFavorite: vi.fn(() => Promise.resolve(true)),
  signedIn: vi.fn(),
  signedOut: vi.fn(),
  watchFavorite: vi.fn(() => () => undefined),
  readFavoriteDetails: vi.fn(() => Promise.resolve(null)),
}));
vi.mock('./favorite-store.client.ts', () => client);

const ANNECY = {
  identifier: 'ORS010',
  name: 'Orsalis Annecy',
  href: '/magasins/annecy',
  status: null,
};
const NBSP = '\u00a0';

function renderStore(extensions?: readonly 'store-locator'[]) {
  return renderInShop(
    <FavoriteStoreProvider>
      <FavoriteStoreLine />
      <FavoriteStoreButton store={ANNECY} />
    </FavoriteStoreProvider>,
    '/',
    extensions ? { extensions } : {},
  );
}

beforeEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the favourite store button', () => {
  it('chooses the store: pressed, named as "Ma boutique", shown as the line, handed to the machine', async () => {
    renderStore();
    const button = await screen.findByRole('button', {
      name: `Choisir comme ma boutique${NBSP}: Orsalis Annecy`,
    });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(button);
    const pressed = screen.getByRole('button', { name: `Ma boutique${NBSP}: Orsalis Annecy` });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(pressed.textContent).toBe('Ma boutique');
    expect(screen.getByRole('link').textContent).toBe(`Ma boutique${NBSP}: Orsalis Annecy`);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/magasins/annecy');
    // Stored at once: a page left before the machine has loaded keeps the choice.
    expect(JSON.parse(window.localStorage.getItem('favorite_store_fr') ?? 'null')).toEqual({
      identifier: 'ORS010',
      name: 'Orsalis Annecy',
    });
    await waitFor(() =>
      expect(client.chooseFavorite).toHaveBeenCalledWith({
        identifier: 'ORS010',
        name: 'Orsalis Annecy',
      }),
    );
  });

  it('draws the stored favourite after hydration without loading the machine', async () => {
    window.localStorage.setItem(
      'favorite_store_fr',
      JSON.stringify({ identifier: 'ORS010', name: 'Orsalis Annecy' }),
    );
    renderStore();
    const pressed = await screen.findByRole('button', {
      name: `Ma boutique${NBSP}: Orsalis Annecy`,
    });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(client.watchFavorite).not.toHaveBeenCalled();
    expect(client.chooseFavorite).not.toHaveBeenCalled();
  });

  it('is hidden on a stock Magento, and nothing is read or sent', async () => {
    window.localStorage.setItem(
      'favorite_store_fr',
      JSON.stringify({ identifier: 'ORS010', name: 'Orsalis Annecy' }),
    );
    const { container } = renderStore([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('button, a')).toBeNull();
    expect(client.readFavoriteDetails).not.toHaveBeenCalled();
    expect(client.watchFavorite).not.toHaveBeenCalled();
  });
});
