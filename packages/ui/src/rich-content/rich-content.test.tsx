import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseRichContent } from '@vitrine/rich-content/server';
import {
  BANNER_FIXTURE,
  FAQ_FIXTURE,
  FIXTURE_SITE_ORIGIN,
  HIDDEN_AND_UNSUPPORTED_FIXTURE,
  HOME_PAGE_FIXTURE,
  IMAGE_FIXTURE,
  MAP_FIXTURE,
  RICH_CONTENT_FIXTURES,
  TEXT_FIXTURE,
} from '@vitrine/rich-content/testing';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { RichContent } from './rich-content.tsx';
import { RichContentProvider, type RichContentServices } from './rich-content.services.tsx';
import { renderMarkup } from './rich-content.test-utils.tsx';
import { loadAllBlockFamilies } from './block-registry.tsx';

// The browser entry fetches the renderers a page needs before hydrating it (decision 105).
beforeAll(loadAllBlockFamilies);

const resolveImageUrl = (src: string, options: { width?: number; quality: number }) =>
  `${src}?quality=${options.quality}${options.width === undefined ? '' : `&width=${options.width}`}`;

// Players and embeds never load in these tests: their scripts stay pending.
const quiet: RichContentServices = {
  loadScript: () => new Promise(() => {}),
  fetchJson: () => new Promise(() => {}),
  resolveImageUrl,
};

describe('RichContent', () => {
  it('renders every fixture without a console error', () => {
    for (const html of Object.values(RICH_CONTENT_FIXTURES)) {
      const content = parseRichContent(html, { siteOrigin: FIXTURE_SITE_ORIGIN });
      const view = render(
        <RichContentProvider services={{ ...quiet, onWarning: () => {} }}>
          <RichContent content={content} />
        </RichContentProvider>,
      );
      view.unmount();
    }
  });

  it('logs the parser’s warnings to the console, once', () => {
    // The shared setup records console.warn through a spy; this call is taken over once so the test
    // can assert it. (`expectConsole` lives in @vitrine/test-harness's index, which also starts
    // servers and cannot load in the jsdom environment.)
    const warn = vi.mocked(console.warn);
    warn.mockImplementationOnce(() => {});
    renderMarkup(HIDDEN_AND_UNSUPPORTED_FIXTURE);
    expect(warn.mock.calls).toEqual([
      [
        '[rich-content] content type "countdown" is not supported; block skipped',
        {
          code: 'unsupported-type',
          contentType: 'countdown',
          detail: 'content type "countdown" is not supported; block skipped',
        },
      ],
    ]);
    expect(screen.getByText('Visible')).toBeInTheDocument();
    expect(screen.queryByText('Caché')).not.toBeInTheDocument();
  });

  it('writes Page Builder settings as one scoped style sheet, media queries and mobile backgrounds included', () => {
    const { container } = renderMarkup(HOME_PAGE_FIXTURE, quiet);
    const css = container.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(
      /\.rc-\w+-b1-bg\{background-image:url\("\/media\/wysiwyg\/home\/intro\.jpg\?quality=85&width=1600"\)/,
    );
    expect(css).toMatch(
      /@media \(max-width: 768px\)\{\.rc-\w+-b1-bg\{background-image:url\("\/media\/wysiwyg\/home\/intro-mobile\.jpg\?quality=85&width=960"\)\}\}/,
    );
    expect(css).toMatch(
      /@media only screen and \(max-width: 768px\)\{\.rc-\w+-b1\{min-height:200px;padding:20px 10px\}\}/,
    );
    expect(container.querySelector('[class*="-b1-0-0-1"]')).not.toBeNull();
  });

  it('navigates client-side when an internal link of rich text is clicked, and only then', async () => {
    const navigate = vi.fn();
    renderMarkup(TEXT_FIXTURE, { navigate });
    await userEvent.click(screen.getByRole('link', { name: 'Voir le produit' }));
    expect(navigate).toHaveBeenCalledWith('/magnesium-marin.html');

    const pdf = screen.getByRole('link', { name: 'guide PDF' });
    pdf.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(pdf);
    const external = screen.getByRole('link', { name: "avis de l'Anses" });
    external.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(external);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('leaves modified clicks (new tab) to the browser', async () => {
    const navigate = vi.fn();
    renderMarkup(TEXT_FIXTURE, { navigate });
    const link = screen.getByRole('link', { name: 'Voir le produit' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('renders images with desktop and mobile sources through the image helper', () => {
    renderMarkup(IMAGE_FIXTURE, quiet);
    const image = screen.getByRole('img', { name: 'Flacon de vitamine D3' });
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/wysiwyg/home/vitamine-d3.jpg?quality=85&width=1280 1280w'),
    );
    expect(image.getAttribute('srcset')).not.toContain('1600w');
    expect(image.closest('picture')?.querySelector('source')).toHaveAttribute(
      'media',
      '(max-width: 768px)',
    );
    expect(screen.getByRole('link', { name: 'Flacon de vitamine D3' })).toHaveAttribute(
      'href',
      '/vitamine-d3.html',
    );
    expect(screen.getByText("La vitamine D3 d'origine végétale").tagName).toBe('FIGCAPTION');
  });

  it('renders a banner as one link with its content, legal text and call to action', () => {
    renderMarkup(BANNER_FIXTURE, quiet);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/immunite.html');
    expect(link).toHaveTextContent("Passez l'hiver en forme");
    expect(link).toHaveTextContent('Offre valable');
    expect(link).toHaveTextContent('Découvrir');
  });

  it('renders FAQ items as disclosures', async () => {
    renderMarkup(FAQ_FIXTURE);
    const answer = screen.getByText("Le matin, au cours du repas, avec un grand verre d'eau.");
    expect(answer).not.toBeVisible();
    await userEvent.click(screen.getByText('Quand prendre mes gélules ?'));
    expect(answer).toBeVisible();
  });

  it('renders a map of the locations with their addresses', () => {
    renderMarkup(MAP_FIXTURE);
    expect(screen.getByTitle('Map of Boutique Orsalis Lyon')).toHaveAttribute(
      'src',
      expect.stringContaining('https://www.openstreetmap.org/export/embed.html?bbox='),
    );
    expect(screen.getByText('69002 Lyon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '04 78 00 00 00' })).toHaveAttribute(
      'href',
      'tel:0478000000',
    );
  });

  it('renders the home page with no accessibility violations', async () => {
    const { container } = renderMarkup(HOME_PAGE_FIXTURE, quiet);
    await expectNoAxeViolations(container);
  });

  it('hydrates the server-rendered home page without a mismatch or a console error', async () => {
    const content = parseRichContent(HOME_PAGE_FIXTURE, { siteOrigin: FIXTURE_SITE_ORIGIN });
    const app = (
      <RichContentProvider services={quiet}>
        <RichContent content={content} />
      </RichContentProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const recoverable = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: recoverable });
      // Let hydration finish, recoverable errors included, before looking.
      await Promise.resolve();
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('style')?.textContent).toContain('rc-');
    act(() => root?.unmount());
    container.remove();
  });
});
