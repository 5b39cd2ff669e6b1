// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_STORE_SETTINGS } from '../../lib/store-settings.ts';
import { renderInShop } from '../../testing/render-in-shop.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

afterEach(() => cleanup());

const noop = () => undefined;
const frame = (
  <>
    <Header
      store={FALLBACK_STORE_SETTINGS}
      menu={[]}
      isOnline
      cartCount={0}
      firstName={null}
      onOpenDrawer={noop}
      onToggleSearch={noop}
      isSearchOpen={false}
    />
    <Footer store={FALLBACK_STORE_SETTINGS} />
  </>
);

describe('the links to the store list', () => {
  it('link the banner’s pick-up promise, the header and the footer to /magasins', () => {
    renderInShop(frame, '/', { extensions: ['store-locator'] });
    const banner = screen.getByText(/Livraison offerte/);
    expect(
      within(banner).getByRole('link', { name: 'Retrait dans nos 25 boutiques' }),
    ).toHaveProperty('pathname', '/magasins');
    expect(banner.textContent).toMatch(
      /^Livraison offerte dès 39\s€ · Fabriqué en France · Retrait dans nos 25 boutiques$/,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Nos boutiques' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Nos boutiques' })).toHaveProperty(
      'pathname',
      '/magasins',
    );
  });

  it('are absent on a stock Magento, the banner left as plain text', () => {
    renderInShop(frame, '/', { extensions: [] });
    expect(screen.queryByRole('link', { name: /boutiques/ })).toBeNull();
    expect(screen.getByText(/Livraison offerte/).textContent).toMatch(
      /^Livraison offerte dès 39\s€ · Fabriqué en France · Retrait dans nos 25 boutiques$/,
    );
  });
});
