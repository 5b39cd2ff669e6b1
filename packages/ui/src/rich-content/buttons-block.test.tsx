import { act, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParsedRichContent } from '@vitrine/rich-content';
import { parseRichContent } from '@vitrine/rich-content/server';
import { BUTTONS_FIXTURE } from '@vitrine/rich-content/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LinkComponentProvider, type LinkRenderProps } from '../link/link-component.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { RichContent } from './rich-content.tsx';
import { deferred, renderMarkup } from './rich-content.test-utils.tsx';
import { loadAllBlockFamilies } from './block-registry.tsx';

// The browser entry fetches the renderers a page needs before hydrating it (decision 105).
beforeAll(loadAllBlockFamilies);

const BLOCK = parseRichContent(
  '<div data-content-type="text" data-element="main"><p>Livraison offerte dès 49 € en France métropolitaine.</p><a href="https://www.orsalis.fr/retours.html">Nos retours</a></div>',
  { siteOrigin: 'https://www.orsalis.fr' },
);

function RouterLink({ href, ...props }: LinkRenderProps) {
  return <a data-router="yes" href={href} {...props} />;
}

describe('buttons block', () => {
  it('opens a block link’s CMS block in a dialog, loading it on the first opening only', async () => {
    const load = deferred<ParsedRichContent | null>();
    const loadCmsBlock = vi.fn(() => load.promise);
    renderMarkup(BUTTONS_FIXTURE, { loadCmsBlock });
    const opener = screen.getByRole('button', { name: 'Livraison et retours' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(loadCmsBlock).not.toHaveBeenCalled();

    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Livraison et retours' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Loading…')).toBeInTheDocument();
    expect(loadCmsBlock).toHaveBeenCalledWith('livraison-retours');
    await act(async () => {
      load.resolve(BLOCK);
      await load.promise;
    });
    expect(
      within(dialog).getByText('Livraison offerte dès 49 € en France métropolitaine.'),
    ).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    expect(within(screen.getByRole('dialog')).getByText(/Livraison offerte/)).toBeInTheDocument();
    expect(loadCmsBlock).toHaveBeenCalledTimes(1);
  });

  it('keeps focus inside the dialog and closes from its button', async () => {
    renderMarkup(BUTTONS_FIXTURE, { loadCmsBlock: () => Promise.resolve(BLOCK) });
    const opener = screen.getByRole('button', { name: 'Livraison et retours' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    await screen.findByRole('link', { name: 'Nos retours' });
    expect(dialog).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('link', { name: 'Nos retours' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(opener).toHaveFocus();
  });

  it('says there is nothing to display when the block does not exist, and reports a failed load', async () => {
    const warnings = vi.fn();
    renderMarkup(BUTTONS_FIXTURE, {
      loadCmsBlock: () => Promise.resolve(null),
      onWarning: warnings,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Livraison et retours' }));
    expect(await screen.findByText('There are no blocks to display')).toBeInTheDocument();

    const failing = renderMarkup(BUTTONS_FIXTURE, {
      loadCmsBlock: () => Promise.reject(new Error('offline')),
      onWarning: warnings,
    });
    await userEvent.click(
      within(failing.container).getByRole('button', { name: 'Livraison et retours' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Looks like something went wrong. Sorry about that.',
    );
    expect(warnings).toHaveBeenCalledWith(
      '[rich-content] CMS block "livraison-retours" failed to load: Error: offline',
    );
  });

  it('navigates client-side for internal links, opens new-tab links safely, and keeps empty links inert', () => {
    renderMarkup(BUTTONS_FIXTURE);
    expect(screen.getByRole('link', { name: 'Notre histoire' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    const instagram = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Bientôt disponible').tagName).toBe('SPAN');
  });

  it('has no accessibility violations, closed and open', async () => {
    const { container } = renderMarkup(BUTTONS_FIXTURE, {
      loadCmsBlock: () => Promise.resolve(BLOCK),
    });
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Livraison et retours' }));
    await screen.findByRole('link', { name: 'Nos retours' });
    await expectNoAxeViolations(document.body);
  });
});

describe('buttons block inside the app', () => {
  it('routes internal links through the app link component, and only those', () => {
    const content = parseRichContent(BUTTONS_FIXTURE, { siteOrigin: 'https://www.orsalis.fr' });
    render(
      <LinkComponentProvider component={RouterLink}>
        <RichContent content={content} />
      </LinkComponentProvider>,
    );
    expect(screen.getByRole('link', { name: 'Notre histoire' })).toHaveAttribute(
      'data-router',
      'yes',
    );
    expect(screen.getByRole('link', { name: /Instagram/ })).not.toHaveAttribute('data-router');
  });
});
