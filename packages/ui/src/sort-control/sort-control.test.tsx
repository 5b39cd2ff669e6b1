import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { someSortOptions } from '../testing/catalog.fixtures.ts';
import { SortControl, SortedBy } from './sort-control.tsx';

describe('SortControl', () => {
  it('is labelled Sort by and reports the chosen order', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <SortControl options={someSortOptions()} value="position_ASC" onChange={onChange} />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_DESC');
    expect(onChange).toHaveBeenCalledWith('price_DESC');
    await expectNoAxeViolations(container);
  });

  it('says how the list is sorted', () => {
    const { container, rerender } = render(
      <SortedBy options={someSortOptions()} value="price_ASC" />,
    );
    expect(screen.getByText('Sorted by Prix croissant')).toBeInTheDocument();
    rerender(<SortedBy options={someSortOptions()} value="unknown" />);
    expect(container).toBeEmptyDOMElement();
  });
});
