import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { Pagination, paginationRange } from './pagination.tsx';

const href = (page: number) => `/soins.html?page=${page}`;

describe('paginationRange', () => {
  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(paginationRange(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(paginationRange(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(paginationRange(12, 12)).toEqual([1, 'gap', 11, 12]);
  });

  it('shows a lone skipped page instead of a gap', () => {
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(3, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
  });

  it('handles one page and none', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('links pages, marks the current one, and links previous and next', async () => {
    const { container } = render(<Pagination currentPage={6} totalPages={12} getHref={href} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', href(5));
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', href(7));
    expect(screen.getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', href(12));
    await expectNoAxeViolations(container);
  });

  it('has no previous link on the first page, no next link on the last, nothing for one page', () => {
    const { container, rerender } = render(
      <Pagination currentPage={1} totalPages={3} getHref={href} />,
    );
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    rerender(<Pagination currentPage={3} totalPages={3} getHref={href} />);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    rerender(<Pagination currentPage={1} totalPages={1} getHref={href} />);
    expect(container).toBeEmptyDOMElement();
  });
});
