import { screen } from '@testing-library/react';
import {
  HASH_LINKS_FIXTURE,
  HTML_RAW_FIXTURE,
  IMAGE_FIXTURE,
  IMAGE_MOBILE_ONLY_FIXTURE,
} from '@vitrine/rich-content/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkup } from './rich-content.test-utils.tsx';
import { loadAllBlockFamilies } from './block-registry.tsx';

// The browser entry fetches the renderers a page needs before hydrating it (decision 105).
beforeAll(loadAllBlockFamilies);

describe('content blocks as stores hold them', () => {
  it('draws an image with only a mobile rendition on phones only, without promoting it', () => {
    const { container } = renderMarkup(IMAGE_MOBILE_ONLY_FIXTURE);
    const image = screen.getByRole('img', { name: 'Livraison offerte dès 49 €' });
    expect(image).toHaveAttribute('src', '/media/wysiwyg/home/livraison-mobile.jpg');
    expect(container.querySelector('figure')).toHaveClass('mobileOnly');
    expect(container.querySelector('source')).toBeNull();
  });

  it('draws an image with a desktop rendition at every width', () => {
    const { container } = renderMarkup(IMAGE_FIXTURE);
    expect(container.querySelector('figure')).not.toHaveClass('mobileOnly');
    expect(container.querySelector('source')).toHaveAttribute(
      'srcset',
      '/media/wysiwyg/home/vitamine-d3-mobile.jpg',
    );
  });

  it('renders an html block saved unencoded as markup, without its style or script', () => {
    const { container } = renderMarkup(HTML_RAW_FIXTURE);
    expect(screen.getByRole('heading', { level: 2, name: 'Noël chez Orsalis' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir les coffrets' })).toHaveAttribute(
      'href',
      '/coffrets.html',
    );
    expect(container.textContent).not.toMatch(/<h2|promo-noel|require\(/);
    expect(container.querySelectorAll('script')).toHaveLength(0);
  });

  it('keeps href="#" on every placeholder link', () => {
    const { container } = renderMarkup(HASH_LINKS_FIXTURE);
    const hrefs = Array.from(container.querySelectorAll('a'), (anchor) =>
      anchor.getAttribute('href'),
    );
    expect(hrefs).toEqual(['#', '#', '#', '#', '#']);
    expect(screen.getByRole('link', { name: 'Bientôt' })).toHaveAttribute('href', '#');
    expect(screen.getByRole('link', { name: 'Collection d’hiver' })).toHaveAttribute('href', '#');
    expect(screen.getByRole('link', { name: 'Haut de page' })).toHaveAttribute('href', '#');
  });
});
