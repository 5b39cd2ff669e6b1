import { act, screen } from '@testing-library/react';
import {
  DYNAMIC_BLOCK_FIXTURE,
  TINTUP_FIXTURE,
  TRUSTBEAUTY_FIXTURE,
} from '@vitrine/rich-content/testing';
import { parseRichContent } from '@vitrine/rich-content/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderMarkup } from './rich-content.test-utils.tsx';
import { loadAllBlockFamilies } from './block-registry.tsx';

// The browser entry fetches the renderers a page needs before hydrating it (decision 105).
beforeAll(loadAllBlockFamilies);

describe('embeds', () => {
  it('loads the social feed’s script on demand and keeps its placeholder configuration', async () => {
    const loadScript = vi.fn(() => Promise.resolve());
    const { container } = renderMarkup(TINTUP_FIXTURE, { loadScript });
    await act(() => Promise.resolve());
    expect(loadScript).toHaveBeenCalledWith('https://cdn.hypemarks.com/pb/tint.js');
    const placeholder = container.querySelector('.tintup');
    expect(placeholder).toHaveAttribute('data-id', 'maison-orsalis');
    expect(placeholder).not.toHaveAttribute('onmouseover');
    expect(screen.getByRole('region', { name: 'Social feed' })).toBeInTheDocument();
  });

  it('loads the reviews widget’s script, configured by the storefront, with the block’s API key', async () => {
    const loadScript = vi.fn(() => Promise.resolve());
    const { container } = renderMarkup(TRUSTBEAUTY_FIXTURE, {
      loadScript,
      reviewsWidgetScriptUrl: 'https://widgets.example/reviews.js',
    });
    await act(() => Promise.resolve());
    expect(loadScript).toHaveBeenCalledWith('https://widgets.example/reviews.js');
    expect(container.querySelector('[data-api-key]')).toHaveAttribute(
      'data-api-key',
      'orsalis-fr-5f2c',
    );
  });

  it('renders no reviews widget when the storefront configures none', () => {
    const loadScript = vi.fn(() => Promise.resolve());
    const { container } = renderMarkup(TRUSTBEAUTY_FIXTURE, { loadScript });
    expect(container.querySelector('[data-api-key]')).toBeNull();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('reports a script that fails to load', async () => {
    const onWarning = vi.fn();
    renderMarkup(TINTUP_FIXTURE, {
      loadScript: () => Promise.reject(new Error('blocked')),
      onWarning,
    });
    await act(() => Promise.resolve());
    expect(onWarning).toHaveBeenCalledWith('[rich-content] embed script failed: Error: blocked');
  });
});

describe('dynamic block', () => {
  it('asks the injected loader for its banners and renders what comes back', async () => {
    const loadDynamicBlocks = vi.fn(() =>
      Promise.resolve(
        parseRichContent(
          '<div data-content-type="text" data-element="main"><p>-15 % sur les cures</p></div>',
        ),
      ),
    );
    renderMarkup(DYNAMIC_BLOCK_FIXTURE, { loadDynamicBlocks });
    expect(loadDynamicBlocks).toHaveBeenCalledWith({
      uids: ['MQ==', 'Mg=='],
      displayMode: 'fixed',
    });
    expect(await screen.findByText('-15 % sur les cures')).toBeInTheDocument();
  });
});
