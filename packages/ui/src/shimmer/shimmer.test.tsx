import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { CATEGORY_SHIMMER_ITEMS, PageShimmer } from './page-shimmers.tsx';

describe('page shimmers', () => {
  it('shows 6 placeholder items on a loading category page', () => {
    render(<PageShimmer type="CATEGORY" />);
    expect(screen.getAllByTestId('shimmer-item')).toHaveLength(6);
    expect(CATEGORY_SHIMMER_ITEMS).toBe(6);
  });

  it.each(['CATEGORY', 'PRODUCT', 'CMS_PAGE', 'STORE', undefined])(
    'announces loading for %s and has no accessibility violations',
    async (type) => {
      const { container } = render(<PageShimmer type={type} />);
      const status = screen.getByRole('status');
      expect(status).toHaveAttribute('aria-busy', 'true');
      expect(status).toHaveTextContent('Loading…');
      await expectNoAxeViolations(container);
    },
  );

  it('falls back to the generic loader for other page types', () => {
    render(<PageShimmer type="STORE" />);
    expect(screen.queryAllByTestId('shimmer-item')).toHaveLength(0);
    expect(screen.getByRole('status')).toBeVisible();
  });
});
