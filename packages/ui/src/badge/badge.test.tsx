import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('shows 99+ above 99 and the number up to 99 (the cart’s rule), or a smaller cap', () => {
    const { rerender } = render(<Badge count={99} />);
    expect(screen.getByText('99')).toBeInTheDocument();
    rerender(<Badge count={100} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    rerender(<Badge count={5} max={9} />);
    expect(screen.getByText('5')).toBeInTheDocument();
    rerender(<Badge count={10} max={9} />);
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('renders the capped count and hides at zero unless asked', () => {
    const { container, rerender } = render(<Badge count={250} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    rerender(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('has no accessibility violations inside a labelled trigger', async () => {
    const { container } = render(
      <button type="button" aria-label="Cart, 3 items">
        <Badge count={3} />
      </button>,
    );
    await expectNoAxeViolations(container);
  });
});
