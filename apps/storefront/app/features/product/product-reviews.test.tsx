// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/render-in-shop.tsx';
import { ProductReviews } from './product-reviews.tsx';
import type { ProductReviewsPage } from './reviews.model.ts';

const PAGE: ProductReviewsPage = {
  currentPage: 1,
  totalPages: 2,
  pageSize: 5,
  total: 7,
  items: Array.from({ length: 5 }, (_, index) => ({
    nickname: index === 0 ? 'Camille R.' : `Client ${index}`,
    summary: index === 0 ? 'Mon indispensable' : 'Correct, sans plus',
    text: 'Je prends ce complément depuis un mois.',
    createdAt: '2026-10-31T23:30:00Z',
    rating: index === 0 ? 4.7 : 3,
    aspects: [
      { name: 'Efficacité', value: 5 },
      { name: 'Qualité', value: 4 },
    ],
  })),
};

describe('the product reviews section', () => {
  afterEach(cleanup);

  it('is the #reviews target: the summary, then the page of reviews in French', async () => {
    const { container } = renderInShop(
      <ProductReviews rating={4.2} reviewCount={7} reviews={PAGE} path="/vitamine-d3.html" />,
      '/vitamine-d3.html',
    );
    const section = container.querySelector('section#reviews') as HTMLElement;
    expect(section).not.toBeNull();
    const reviews = within(section);
    expect(await reviews.findByRole('heading', { level: 2, name: 'Avis clients' })).toBeTruthy();
    expect(reviews.getByText('Avis 1 à 5 sur 7')).toBeTruthy();
    const items = reviews.getAllByRole('article');
    expect(items).toHaveLength(5);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Mon indispensable' })).toBeTruthy();
    expect(first.getByRole('img', { name: 'Noté 4,7 sur 5' })).toBeTruthy();
    expect(first.getByText('Camille R.')).toBeTruthy();
    // 23:30 UTC on 31 October is already 1 November in Paris: dates are the shop's, not the server's.
    expect(first.getByText('le 1 novembre 2026').closest('time')?.getAttribute('datetime')).toBe(
      '2026-10-31T23:30:00Z',
    );
    expect(first.getByRole('list', { name: 'Notes détaillées' }).textContent).toContain(
      'Efficacité\u00a0: 5/5',
    );
    const next = reviews.getByRole('link', { name: 'Page 2' });
    expect(next.getAttribute('href')).toBe('/vitamine-d3.html?avis=2#reviews');
  });

  it('shows the summary alone when the reviews could not be read', async () => {
    const { container } = renderInShop(
      <ProductReviews rating={4.2} reviewCount={7} reviews={null} path="/vitamine-d3.html" />,
    );
    expect(await screen.findByRole('heading', { name: 'Avis clients' })).toBeTruthy();
    expect(container.querySelectorAll('article')).toHaveLength(0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
