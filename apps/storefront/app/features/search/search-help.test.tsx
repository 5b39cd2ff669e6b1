// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/render-in-shop.tsx';
import { DidYouMean, SearchHelp } from './search-help.tsx';

afterEach(cleanup);

const CATEGORIES = [
  { name: 'Vitamines', href: '/vitamines' },
  { name: 'Sommeil & stress', href: '/sommeil-stress' },
];

describe('the page of a search that found nothing', () => {
  it('offers the backend’s correction, popular searches and the main ranges, in French', () => {
    renderInShop(
      <SearchHelp
        query="magnezium"
        suggestions={['magnésium']}
        categories={CATEGORIES}
        popular={['magnésium', 'sommeil']}
      />,
      '/search.html?query=magnezium',
    );
    expect(screen.getByText(/Aucun produit ne correspond à « magnezium »/).textContent).toBe(
      'Aucun produit ne correspond à «\u00a0magnezium\u00a0». Vérifiez l’orthographe ou essayez un mot plus général.',
    );
    const correction = screen.getAllByRole('link', { name: 'magnésium' })[0]!;
    expect(correction.closest('p')?.textContent).toBe('Vouliez-vous dire\u00a0: magnésium\u202f?');
    expect(correction.getAttribute('href')).toBe('/search.html?query=magn%C3%A9sium');

    const popular = screen.getByRole('region', { name: 'Recherches populaires' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['magnésium', '/search.html?query=magn%C3%A9sium'],
      ['sommeil', '/search.html?query=sommeil'],
    ]);
    const ranges = screen.getByRole('region', { name: 'Parcourir nos gammes' });
    expect(
      within(ranges)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/vitamines', '/sommeil-stress']);
  });

  it('leaves out what it has nothing for: no correction, no ranges, the search itself', () => {
    renderInShop(
      <SearchHelp query="sommeil" suggestions={[]} categories={[]} popular={['Sommeil']} />,
      '/search.html?query=sommeil',
    );
    expect(screen.queryByText(/Vouliez-vous dire/)).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('asks for a search when nothing was typed, and still offers somewhere to go', () => {
    renderInShop(<SearchHelp query="" suggestions={[]} categories={CATEGORIES} />, '/search.html');
    expect(screen.getByText('Saisissez ce que vous recherchez.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Recherches populaires' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Parcourir nos gammes' })).toBeTruthy();
  });
});

describe('the correction above a corrected search’s results', () => {
  it('shows nothing without a suggestion', () => {
    const { container } = renderInShop(<DidYouMean suggestions={[]} />);
    expect(container.textContent).toBe('');
  });
});
