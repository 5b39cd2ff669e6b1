import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { RatingSummary } from './rating-summary.tsx';

describe('RatingSummary', () => {
  it('fills the stars to the rating and says it in words', async () => {
    const { container } = render(
      <RatingSummary rating={4.56} reviewCount={128} reviewsHref="#reviews" />,
    );
    const stars = screen.getByRole('img', { name: 'Rated 4,6 out of 5' });
    expect(stars).toHaveStyle({ '--fill': '91.2%' });
    expect(screen.getByRole('link', { name: '128 reviews' })).toHaveAttribute('href', '#reviews');
    await expectNoAxeViolations(container);
  });

  it('uses the singular for one review and says when there are none', () => {
    const { rerender } = render(<RatingSummary rating={5} reviewCount={1} />);
    expect(screen.getByText('1 review')).toBeInTheDocument();
    rerender(<RatingSummary rating={0} reviewCount={0} reviewsHref="#reviews" />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('clamps ratings into 0–5', () => {
    render(<RatingSummary rating={7} reviewCount={3} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveStyle({ '--fill': '100%' });
  });
});
