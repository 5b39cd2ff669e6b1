import { act, fireEvent, screen, within } from '@testing-library/react';
import { blocksOfType } from '@vitrine/rich-content';
import { PRODUCTS_CAROUSEL_FIXTURE, PRODUCTS_GRID_FIXTURE } from '@vitrine/rich-content/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { productServices, type ProductsRequest } from './rich-content.services.tsx';
import { deferred, renderMarkup } from './rich-content.test-utils.tsx';
import { loadAllBlockFamilies } from './block-registry.tsx';

// The browser entry fetches the renderers a page needs before hydrating it (decision 105).
beforeAll(loadAllBlockFamilies);

interface Card {
  readonly name: string;
  readonly urlKey: string;
}

function services(load: (request: ProductsRequest) => Promise<readonly Card[]>) {
  return productServices<Card>(load, (product) => (
    <article>
      <h3>{product.name}</h3>
    </article>
  ));
}

describe('products block', () => {
  it('asks the injected loader for the products by path and draws them with the render prop', async () => {
    const answer = deferred<readonly Card[]>();
    const load = vi.fn(() => answer.promise);
    renderMarkup(PRODUCTS_GRID_FIXTURE, services(load));
    expect(load).toHaveBeenCalledWith({ pathNames: ['/omega-3-marin.html'], skus: [] });
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      answer.resolve([{ name: 'Oméga-3 marin', urlKey: 'omega-3-marin' }]);
      await answer.promise;
    });
    expect(screen.getByRole('heading', { name: 'Oméga-3 marin' })).toBeInTheDocument();
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
  });

  it('draws the products the server loaded at once, and loads only the blocks it did not', () => {
    const load = vi.fn(() => Promise.resolve([] as Card[]));
    const loadedProducts = vi.fn((_blockId: string) => [
      { name: 'Oméga-3 marin', urlKey: 'omega-3-marin' },
    ]);
    const { content } = renderMarkup(PRODUCTS_GRID_FIXTURE, { ...services(load), loadedProducts });
    expect(screen.getByRole('heading', { name: 'Oméga-3 marin' })).toBeInTheDocument();
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
    expect(load).not.toHaveBeenCalled();
    expect(loadedProducts).toHaveBeenCalledWith(blocksOfType(content, 'products')[0]?.id);
  });

  it('falls back to the loader when the server has nothing for the block', () => {
    const load = vi.fn(() => new Promise<readonly Card[]>(() => undefined));
    renderMarkup(PRODUCTS_GRID_FIXTURE, { ...services(load), loadedProducts: () => undefined });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the cards in a carousel with the author’s arrows', async () => {
    const load = vi.fn(() =>
      Promise.resolve([
        { name: 'Magnésium marin', urlKey: 'magnesium-marin' },
        { name: 'Vitamine D3', urlKey: 'vitamine-d3' },
      ]),
    );
    renderMarkup(
      PRODUCTS_CAROUSEL_FIXTURE.replace('data-autoplay="true"', 'data-autoplay="false"'),
      services(load),
    );
    expect(load).toHaveBeenCalledWith({
      pathNames: ['/magnesium-marin.html', '/vitamine-d3.html'],
      skus: ['ORS-MAG-60', 'ORS-D3-30'],
    });
    const carousel = await screen.findByRole('region', { name: 'Products' });
    // The cards follow the region once the products have arrived.
    const headings = await within(carousel).findAllByRole('heading');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Magnésium marin',
      'Vitamine D3',
    ]);
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeEnabled();
    expect(
      within(carousel).queryByRole('button', { name: 'Go to slide 1' }),
    ).not.toBeInTheDocument();
  });

  it('autoplays the carousel one card at a time at the author’s speed, until paused', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() =>
      Promise.resolve([
        { name: 'Magnésium marin', urlKey: 'magnesium-marin' },
        { name: 'Vitamine D3', urlKey: 'vitamine-d3' },
      ]),
    );
    renderMarkup(
      PRODUCTS_CAROUSEL_FIXTURE.replace('data-show-dots="false"', 'data-show-dots="true"'),
      services(load),
    );
    await act(async () => {
      await Promise.resolve();
    });
    const carousel = screen.getByRole('region', { name: 'Products' });
    const dot = (number: number) =>
      within(carousel).getByRole('button', { name: `Go to slide ${number}` });
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause' }));
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  it('renders nothing, and says why, when loading fails', async () => {
    const onWarning = vi.fn();
    const { container } = renderMarkup(PRODUCTS_GRID_FIXTURE, {
      ...services(() => Promise.reject(new Error('offline'))),
      onWarning,
    });
    await act(() => Promise.resolve());
    expect(container.querySelector('ul')).toBeNull();
    expect(onWarning).toHaveBeenCalledWith(
      '[rich-content] products block b0 failed: Error: offline',
    );
  });

  it('renders nothing without a loader (content previews, stories)', () => {
    const { container } = renderMarkup(PRODUCTS_GRID_FIXTURE);
    expect(container.querySelector('ul')).toBeNull();
  });
});
