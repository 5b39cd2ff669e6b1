// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageTypeState } from '../../lib/page-type-hint.ts';
import { PLACEHOLDER_DELAY_MS, usePagePlaceholder } from './use-page-placeholder.ts';

const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockReset();
  window.scrollTo = scrollTo;
});
afterEach(cleanup);

const menu = [
  {
    uid: 'c1',
    name: 'Vitamines',
    href: '/vitamines.html',
    skinny: false,
    promoHtml: null,
    children: [],
  },
];

function Frame() {
  const placeholder = usePagePlaceholder(menu, '.html');
  const location = useLocation();
  return (
    <>
      <p data-testid="state">
        {placeholder.loading
          ? `placeholder:${placeholder.type ?? 'generic'}`
          : `page:${location.pathname}`}
      </p>
      <Link to="/vitamines.html">Vitamines</Link>
      <Link to="/d3.html" state={pageTypeState('PRODUCT')}>
        D3
      </Link>
      <Link to="/vitamines.html?page=2">Page 2</Link>
      <Outlet />
    </>
  );
}

/** A router whose every loader waits until the test lets it answer. */
function setUp(initialEntry = '/') {
  let answer = () => {};
  const slow = () =>
    new Promise<null>((resolve) => {
      answer = () => resolve(null);
    });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Frame />,
        children: [
          { index: true, element: null },
          { path: '*', loader: slow, element: null, HydrateFallback: () => null },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return {
    answer: () =>
      act(async () => {
        answer();
        await Promise.resolve();
      }),
  };
}

const wait = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
const state = () => screen.getByTestId('state').textContent;

describe('usePagePlaceholder', () => {
  it('shows nothing for a navigation faster than the delay', async () => {
    const { answer } = setUp();
    fireEvent.click(screen.getByRole('link', { name: 'Vitamines' }));
    await wait(PLACEHOLDER_DELAY_MS / 3);
    expect(state()).toBe('page:/');
    expect(scrollTo).not.toHaveBeenCalled();
    await answer();
    await wait(PLACEHOLDER_DELAY_MS);
    expect(state()).toBe('page:/vitamines.html');
  });

  it('shows the category placeholder for a menu category once the delay has passed, then the page', async () => {
    const { answer } = setUp();
    fireEvent.click(screen.getByRole('link', { name: 'Vitamines' }));
    await wait(PLACEHOLDER_DELAY_MS + 50);
    expect(state()).toBe('placeholder:CATEGORY');
    // The placeholder is the top of the next page: a shopper far down the old one is taken there.
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    await answer();
    await wait(0);
    expect(state()).toBe('page:/vitamines.html');
  });

  it('shows the product placeholder a product link asked for', async () => {
    setUp();
    fireEvent.click(screen.getByRole('link', { name: 'D3' }));
    await wait(PLACEHOLDER_DELAY_MS + 50);
    expect(state()).toBe('placeholder:PRODUCT');
  });

  it('keeps the page for another page of the same listing', async () => {
    const { answer } = setUp('/vitamines.html');
    await answer();
    await wait(0);
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await wait(PLACEHOLDER_DELAY_MS + 50);
    expect(state()).toBe('page:/vitamines.html');
  });
});
